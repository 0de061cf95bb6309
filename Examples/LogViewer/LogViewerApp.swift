import Glibc
import TerminalUI

@main
struct LogViewerApp: App {
    var body: some Scene {
        WindowGroup { LogView() }
    }
}

/// The log: a million lines, made once.
let log = LogLines(count: 1_000_000)

/// The matching lines in a scroll view, the selected one highlighted; the keys move the selection and a
/// `ScrollViewReader`'s proxy scrolls it into view (typing jumps to the first match).
struct LogView: View {
    @State private var search = LogSearch()
    @State private var selected = 0   // an index into search.matches
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ScrollViewReader { proxy in
            VStack(alignment: .leading, spacing: 0) {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(search.matches, id: \.self) { line in
                            Text(log[line]).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
                                .background(line == selectedLine ? Color.blue : Color.clear)
                        }
                    }
                }
                Divider()
                HStack {
                    Text(search.query.isEmpty ? "type to search" : "/\(search.query)").bold()
                    Spacer()
                    Text("\(grouped(search.matches.count)) of \(grouped(log.count)) · line \(grouped(selected + 1))")
                }
                Text("Backspace · Esc clears · ↑↓ PgUp PgDn Home End · \(search.query.isEmpty ? "q" : "^C") quits")
                    .foregroundColor(.secondary)
            }
            .onKeyPress(phases: .down) { press in handle(press, proxy) }
        }
    }

    private var selectedLine: Int32? { search.matches.indices.contains(selected) ? search.matches[selected] : nil }

    private func handle(_ press: KeyPress, _ proxy: ScrollViewProxy) -> KeyPress.Result {
        let last = max(0, search.matches.count - 1)
        var anchor: UnitPoint? = nil   // nil: scroll as little as shows the selected line
        switch press.key {
        case .upArrow: selected = max(0, selected - 1)
        case .downArrow: selected = min(last, selected + 1)
        case .pageUp: selected = max(0, selected - 20)
        case .pageDown: selected = min(last, selected + 20)
        case .home: selected = 0
        case .end: selected = last
        case .escape: search.clear(); selected = 0; anchor = .top
        case .delete: search.deleteBackward(); selected = 0; anchor = .top
        case "q" where search.query.isEmpty: dismiss(); return .handled
        default:
            guard press.modifiers.isEmpty, let character = press.characters.first, !character.isNewline,
                  press.characters.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return .ignored }
            search.type(press.characters)
            selected = 0   // the first match, at the top
            anchor = .top
        }
        if let line = selectedLine { proxy.scrollTo(line, anchor: anchor) }
        return .handled
    }
}

/// Search as you type: the numbers of the lines containing the query (all of them when it is empty).
/// A typed character only looks among the lines that matched before it; Backspace goes back to them.
@Observable
final class LogSearch {
    private(set) var query = ""
    private(set) var matches = Array(0..<Int32(log.count))
    private var before: [[Int32]] = []

    func type(_ text: String) {
        before.append(matches)
        matches = log.lines(containing: query + text, among: query.isEmpty ? nil : matches)
        query += text
    }

    func deleteBackward() {
        guard !query.isEmpty else { return }
        query.removeLast()
        matches = before.removeLast()
    }

    func clear() {
        guard !query.isEmpty else { return }
        query = ""
        matches = before[0]
        before = []
    }
}

/// Log lines made from their numbers alone (so every run shows the same log), kept as one block of
/// NUL-terminated UTF-8: searching is a `strstr` per line, not a view or a `String` per line.
struct LogLines {
    let count: Int
    private var text: [UInt8] = []
    private var starts: [Int32] = [0]

    init(count: Int) {
        self.count = count
        // 5 levels × 5 sources × 8 events: 200 endings, line n has ending 7n mod 200 (each 5,000 times).
        let levels = ["INFO ", "DEBUG", "WARN ", "ERROR", "TRACE"], sources = ["http", "db", "auth", "cache", "queue"]
        let events = ["request served", "connection opened", "connection reset by peer", "retrying",
                      "timeout after 30s", "cache miss", "user signed in", "slow query"]
        let endings = levels.flatMap { level in sources.flatMap { source in events.map { Array(" \(level) \(source): \($0)".utf8) } } }
        text.reserveCapacity(count * 48)
        starts.reserveCapacity(count + 1)
        for n in 0..<count {
            let seconds = n / 4 % 86_400   // four lines a second, from 00:00:00
            for (index, value) in [seconds / 3600, seconds / 60 % 60, seconds % 60].enumerated() {
                if index > 0 { text.append(UInt8(ascii: ":")) }
                text.append(contentsOf: [UInt8(48 + value / 10), UInt8(48 + value % 10)])
            }
            text.append(contentsOf: endings[n * 7 % endings.count])
            text.append(0)
            starts.append(Int32(text.count))
        }
    }

    subscript(line: Int32) -> String {
        String(decoding: text[Int(starts[Int(line)])..<Int(starts[Int(line) + 1]) - 1], as: UTF8.self)
    }

    /// The lines (of `candidates`, or all) that contain `query`.
    func lines(containing query: String, among candidates: [Int32]?) -> [Int32] {
        query.withCString { needle in
            text.withUnsafeBufferPointer { text in
                let base = UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self)
                func contains(_ line: Int32) -> Bool { strstr(base + Int(starts[Int(line)]), needle) != nil }
                if let candidates { return candidates.filter(contains) }
                return (0..<Int32(count)).filter(contains)
            }
        }
    }
}

/// `1234567` as `1,234,567`.
func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    return String(digits.enumerated().flatMap { index, digit in
        index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
    })
}
