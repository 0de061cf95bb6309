/// Internal: boolean operations on the fills of flattened paths, and on a
/// path's line against another's fill (SHP4).
///
/// Both paths are flattened as they are drawn (PATH1) and their edges
/// split where they meet (`PolygonArrangement`). A region operation keeps
/// each piece whose two sides differ — the result's fill on one side, not
/// on the other, each side's membership worked out from both operands'
/// winding numbers there under the fill rule — turned so that the result
/// is on its right (clockwise on screen, as `addRect` goes), and links
/// them into closed polygons. Pieces of both operands on the same points
/// (shared or collinear edges) are one edge with both weights, so a side
/// two shapes share is kept or dropped once.
enum PolygonBoolean {
    /// A region operation.
    enum Operation: Sendable, Equatable {
        case union, intersection, subtracting, symmetricDifference
        /// The first path's fill alone (`normalized`).
        case normalized

        /// Whether a point inside `a` or not, `b` or not, is in the result.
        func keeps(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .intersection: a && b
            case .subtracting: a && !b
            case .symmetricDifference: a != b
            case .normalized: a
            }
        }
    }

    typealias Point = PolygonArrangement.Point

    /// The edges of a flattened path, snapped, for an operand.
    static func edges(_ flat: FlatPath, operand: Int) -> [PolygonArrangement.Edge] {
        flat.segments.enumerated().map { i, segment in
            PolygonArrangement.Edge(a: Point(snapping: segment.0), b: Point(snapping: segment.1), operand: operand, index: i)
        }
    }

    /// Whether a winding number is inside under the fill rule.
    static func inside(_ winding: Int, eoFill: Bool) -> Bool { eoFill ? winding % 2 != 0 : winding != 0 }

    /// The region `operation` makes of `a`'s and `b`'s fills (open
    /// subpaths closed), as closed polygons whose fill is it under either
    /// rule: clockwise on screen, holes the other way, each starting at its
    /// topmost (then leftmost) point, ordered by it.
    static func region(_ a: Path, _ b: Path, _ operation: Operation, eoFill: Bool) -> Path {
        var edges = edges(a.flattened(closing: true), operand: 0)
        if operation != .normalized { edges += Self.edges(b.flattened(closing: true), operand: 1) }
        let arrangement = PolygonArrangement(edges)
        let groups = arrangement.groups
        let byX = PolygonArrangement.SpanIndex(groups, alongX: true)
        let byY = PolygonArrangement.SpanIndex(groups, alongX: false)
        func kept(_ w: (Int, Int)) -> Bool { operation.keeps(inside(w.0, eoFill: eoFill), inside(w.1, eoFill: eoFill)) }
        var directed: [(Point, Point)] = []
        for g in groups.indices where groups[g].weight != (0, 0) {
            let sides = arrangement.sides(of: g, byX: byX, byY: byY)
            let plus = kept(sides.plus), minus = kept(sides.minus)
            guard plus != minus else { continue }
            let (p, q) = (groups[g].a, groups[g].b)
            // The result on the right: on +y going towards +x, on +x going up.
            let forward = sides.alongX ? (q.x > p.x) == plus : (q.y < p.y) == plus
            directed.append(forward ? (p, q) : (q, p))
        }
        var result = Path()
        for loop in loops(directed) {
            result.move(to: loop[0].cgPoint)
            for point in loop.dropFirst() { result.addLine(to: point.cgPoint) }
            result.closeSubpath()
        }
        return result
    }

    /// Directed edges (every vertex with as many in as out) linked into
    /// loops: at a vertex with a choice, the sharpest right turn (so that a
    /// loop keeps to one piece of the region); collinear points dropped.
    static func loops(_ directed: [(Point, Point)]) -> [[Point]] {
        var outgoing: [Point: [Int]] = [:]
        for (i, edge) in directed.enumerated() { outgoing[edge.0, default: []].append(i) }
        var used = [Bool](repeating: false, count: directed.count)
        let order = directed.indices.sorted {
            directed[$0].0 != directed[$1].0 ? directed[$0].0 < directed[$1].0 : directed[$0].1 < directed[$1].1
        }
        var loops: [[Point]] = []
        for first in order where !used[first] {
            used[first] = true
            let start = directed[first].0
            var points = [start]
            var current = first
            while directed[current].1 != start {
                let (from, at) = directed[current]
                let inAngle = atan2(at.y - from.y, at.x - from.x)
                var best: Int?, bestTurn = -Double.infinity
                for candidate in outgoing[at] ?? [] where !used[candidate] {
                    let to = directed[candidate].1
                    var turn = atan2(to.y - at.y, to.x - at.x) - inAngle
                    while turn <= -Double.pi { turn += 2 * Double.pi }
                    while turn > Double.pi { turn -= 2 * Double.pi }
                    if turn > bestTurn { (best, bestTurn) = (candidate, turn) }
                }
                points.append(at)
                guard let next = best else { break }
                used[next] = true
                current = next
            }
            let simple = withoutCollinearPoints(points, closed: true)
            guard simple.count >= 3 else { continue }
            let lowest = simple.indices.min { simple[$0] < simple[$1] }!
            loops.append(Array(simple[lowest...] + simple[..<lowest]))
        }
        return loops.sorted { $0[0] < $1[0] }
    }

    /// The points without those on a straight line between their
    /// neighbours (going on the same way); around the end too when `closed`.
    static func withoutCollinearPoints(_ points: [Point], closed: Bool) -> [Point] {
        var result = points
        var changed = true
        while changed && result.count > 2 {
            changed = false
            var i = closed ? 0 : 1
            while i < (closed ? result.count : result.count - 1) && result.count > 2 {
                let u = result[(i + result.count - 1) % result.count], v = result[i], w = result[(i + 1) % result.count]
                let (ax, ay, bx, by) = (v.x - u.x, v.y - u.y, w.x - v.x, w.y - v.y)
                let cross = ax * by - ay * bx, dot = ax * bx + ay * by
                if v == u || (Swift.abs(cross) <= 1e-9 * hypot(ax, ay) * hypot(bx, by) && dot > 0) {
                    result.remove(at: i)
                    changed = true
                } else {
                    i += 1
                }
            }
        }
        return result
    }

    // MARK: Lines

    /// The line of `a` (its subpaths as drawn, open ones open) inside
    /// `b`'s fill (`keepInside`) or outside it: the pieces between the
    /// points where it meets `b`'s outline, in `a`'s order and direction.
    /// A piece along `b`'s outline counts as inside. Cut subpaths are open;
    /// a closed subpath kept whole stays closed.
    static func line(_ a: Path, _ b: Path, keepInside: Bool, eoFill: Bool) -> Path {
        let flat = a.flattened()
        guard !flat.segments.isEmpty else { return Path() }
        let edges = edges(flat, operand: 0) + edges(b.flattened(closing: true), operand: 1)
        let arrangement = PolygonArrangement(edges, crossOperandsOnly: true)
        let byX = PolygonArrangement.SpanIndex(arrangement.groups, alongX: true)
        let byY = PolygonArrangement.SpanIndex(arrangement.groups, alongX: false)
        // The pieces of each segment of `a`, in order.
        var piecesOf = [[(Point, Point, Bool)]](repeating: [], count: flat.segments.count)
        for (n, piece) in arrangement.pieces.enumerated() where piece.operand == 0 {
            let sides = arrangement.sides(of: arrangement.groupOfPiece[n], byX: byX, byY: byY)
            let inB = inside(sides.plus.1, eoFill: eoFill) || inside(sides.minus.1, eoFill: eoFill)
            piecesOf[piece.index].append((piece.a, piece.b, inB == keepInside))
        }
        var result = Path()
        let starts = flat.starts.sorted()
        for (k, first) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : flat.segments.count
            let pieces = piecesOf[first..<end].flatMap { $0 }
            guard !pieces.isEmpty else { continue }
            let closed = pieces.first!.0 == pieces.last!.1
            var runs: [[Point]] = []
            var open = false
            for (p, q, keep) in pieces {
                if !keep { open = false; continue }
                if open, runs[runs.count - 1].last == p { runs[runs.count - 1].append(q) } else { runs.append([p, q]) }
                open = true
            }
            if closed && pieces.allSatisfy(\.2) {
                let loop = withoutCollinearPoints(Array(runs.flatMap { $0 }.dropLast()).reduce(into: [Point]()) {
                    if $0.last != $1 { $0.append($1) }
                }, closed: true)
                guard loop.count >= 2 else { continue }
                result.move(to: loop[0].cgPoint)
                for point in loop.dropFirst() { result.addLine(to: point.cgPoint) }
                result.closeSubpath()
                continue
            }
            // A closed subpath cut: its last run goes on into its first.
            if closed, runs.count >= 2, pieces.first!.2, pieces.last!.2 {
                let first = runs.removeFirst()
                runs[runs.count - 1] += first.dropFirst()
            }
            for run in runs {
                let line = withoutCollinearPoints(run, closed: false)
                result.move(to: line[0].cgPoint)
                for point in line.dropFirst() { result.addLine(to: point.cgPoint) }
            }
        }
        return result
    }
}
