/// A box read back from a screen: its rectangle (borders included) and its label.
struct ScreenBox: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    /// The first line of text inside the box, outside any box nested in it, trimmed.
    var label: String

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    /// Whether the two rectangles share a cell.
    func intersects(_ other: ScreenBox) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// Whether `other` lies inside this box's border.
    func contains(_ other: ScreenBox) -> Bool {
        other.x > x && other.maxX < maxX && other.y > y && other.maxY < maxY
    }

    var description: String { "\"\(label)\" \(x),\(y) \(width)x\(height)" }
}

/// Finds the boxes drawn with light, rounded or heavy box-drawing characters on a captured screen.
///
/// A box is a top-left corner (`┌ ╭ ┏`), a run of horizontals to a top-right corner, a run
/// of verticals down each side to the bottom corners, and a bottom run of horizontals:
/// all four sides complete. Boxes cut by the screen edge, or with a title in the border,
/// are not boxes here. Every screen character is taken to be one column wide (true of
/// the demo's screens: box drawing, ASCII labels, `×`, `…`, `░`, `█`).
enum BoxParser {
    static let topLeft: Set<Character> = ["┌", "╭", "┏"]
    static let topRight: Set<Character> = ["┐", "╮", "┓"]
    static let bottomLeft: Set<Character> = ["└", "╰", "┗"]
    static let bottomRight: Set<Character> = ["┘", "╯", "┛"]
    static let horizontal: Set<Character> = ["─", "━"]
    static let vertical: Set<Character> = ["│", "┃"]

    /// Every complete box on the screen, in reading order of their top-left corners.
    static func boxes(in lines: [String]) -> [ScreenBox] {
        let width = lines.map(\.count).max() ?? 0
        let grid = lines.map { Array($0) + Array(repeating: " ", count: width - $0.count) }
        func at(_ x: Int, _ y: Int) -> Character {
            y >= 0 && y < grid.count && x >= 0 && x < width ? grid[y][x] : " "
        }
        var found: [ScreenBox] = []
        for y in grid.indices {
            for x in 0..<width where topLeft.contains(at(x, y)) {
                var right = x + 1
                while horizontal.contains(at(right, y)) { right += 1 }
                guard topRight.contains(at(right, y)), right > x + 1 else { continue }
                var bottom = y + 1
                while vertical.contains(at(x, bottom)) { bottom += 1 }
                guard bottomLeft.contains(at(x, bottom)), bottomRight.contains(at(right, bottom)), bottom > y + 1,
                      (y + 1..<bottom).allSatisfy({ vertical.contains(at(right, $0)) }),
                      (x + 1..<right).allSatisfy({ horizontal.contains(at($0, bottom)) }) else { continue }
                found.append(ScreenBox(x: x, y: y, width: right - x + 1, height: bottom - y + 1, label: ""))
            }
        }
        return found.map { box in
            var labeled = box
            let nested = found.filter { box.contains($0) }
            for row in (box.y + 1)..<(box.maxY - 1) {
                let text = String((box.x + 1..<box.maxX - 1).map { column in
                    nested.contains { $0.x <= column && column < $0.maxX && $0.y <= row && row < $0.maxY } ? " " : at(column, row)
                }).trimmedOfSpaces
                if !text.isEmpty {
                    labeled.label = text
                    break
                }
            }
            return labeled
        }
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmedOfSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
