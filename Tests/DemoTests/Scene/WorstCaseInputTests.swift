import Foundation
import Testing
import TerminalLayout
import TerminalRenderer
@testable import LayoutDemoCore

/// Hostile scenes at the size limit (issue #13, item 1): each is generated just under
/// ``SceneFile/maximumBytes`` (4 MiB), decoded, drawn as the interactive demo's first
/// frame at 80×24 and once more after `↓`, and the three times are printed:
///
/// ```
/// worst case <name>: <bytes> bytes, decode <ms> ms, first frame <ms> ms, ↓ frame <ms> ms
/// ```
///
/// The figures are for the build being tested (a debug build under `swift test`; see
/// RELIABILITY.md for release figures and the command). The only time bound is 20 s per
/// step, far above the ≈ 1–2 s a debug build takes: it fails only if cost turns quadratic
/// again (before issue #13 the newlines case took 143 s in a release build).
@Suite(.serialized) struct WorstCaseInputTests {
    struct WorstCase: Sendable, CustomTestStringConvertible {
        let name: String
        /// The JSON text of the string, repeated to fill the file.
        let unit: String
        /// What comes before the repeated units (inside the string).
        var head = ""
        var testDescription: String { name }
    }

    static let cases: [WorstCase] = [
        // Mixed raw text and escapes: each escape used to copy the whole string decoded so far.
        WorstCase(name: "escapes", unit: #"a\u00e9"#),
        // ≈ 1.4 million lines.
        WorstCase(name: "newlines", unit: #"a\n"#),
        // One grapheme cluster: "e" and ≈ 2 million combining acute accents (2 bytes each).
        WorstCase(name: "combining marks", unit: "\u{301}", head: "e"),
        // ZWJ emoji (a family of four, 25 bytes) and CJK words, wrapped at 80 columns.
        WorstCase(name: "ZWJ emoji", unit: "👩‍👩‍👧‍👦 "),
        WorstCase(name: "CJK", unit: "漢字かな交じり文 "),
        // A long paragraph of short words, wrapped into 80 columns.
        WorstCase(name: "words", unit: "ab "),
    ]

    static let prefix = #"{"root": {"type": "text", "id": "t", "string": ""#
    static let suffix = #""}}"#

    /// The scene bytes: the units repeated to just under the limit.
    static func scene(_ c: WorstCase) -> [UInt8] {
        let room = SceneFile.maximumBytes - prefix.utf8.count - suffix.utf8.count - c.head.utf8.count
        let unit = Array(c.unit.utf8)
        var bytes = Array(prefix.utf8) + Array(c.head.utf8)
        bytes.reserveCapacity(SceneFile.maximumBytes)
        for _ in 0..<(room / unit.count) { bytes += unit }
        return bytes + Array(suffix.utf8)
    }

    /// Decodes `bytes`, draws the demo's first frame of the scene at 80×24, presses `↓` and
    /// draws again: the time of each step, and the first frame.
    static func decodeAndDraw(_ bytes: [UInt8]) throws -> (decode: Duration, first: Duration, down: Duration, canvas: Canvas) {
        let clock = ContinuousClock()
        let start = clock.now
        let scene = try SceneDecoder.decode(bytes)
        let decode = clock.now - start
        let controller = DemoController(state: DemoState(), screen: HeadlessScreen(size: CellSize(columns: 80, rows: 24)),
                                        scene: scene, clock: { 0 })
        let drawStart = clock.now
        let canvas = controller.drawFrame(size: CellSize(columns: 80, rows: 24))
        let first = clock.now - drawStart
        _ = controller.handle(.down)
        let down = clock.measure { _ = controller.drawFrame(size: CellSize(columns: 80, rows: 24)) }
        return (decode, first, down, canvas)
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    @Test(arguments: cases)
    func worstCaseAtTheSizeLimit(_ c: WorstCase) throws {
        let bytes = Self.scene(c)
        #expect(bytes.count <= SceneFile.maximumBytes && bytes.count > SceneFile.maximumBytes - 64)
        let (decode, first, down, canvas) = try Self.decodeAndDraw(bytes)
        print("worst case \(c.name): \(bytes.count) bytes, decode \(Int(Self.milliseconds(decode))) ms, "
              + "first frame \(Int(Self.milliseconds(first))) ms, ↓ frame \(Int(Self.milliseconds(down))) ms")
        for (step, time) in [("decode", decode), ("first frame", first), ("↓ frame", down)] {
            #expect(time < .seconds(20), "\(c.name): \(step) took \(time)")
        }
        let lines = canvas.lines
        #expect(lines.count == 24)
        if c.name == "combining marks" {
            // The cluster is over the cap: drawn as one replacement character, not 4 MB in one cell.
            #expect(lines[0].hasPrefix("\u{FFFD} "))
            #expect(lines[0].unicodeScalars.count < 200)
        }
    }

    /// 100,000 children, each a colour with an id (≈ 2.7 MB).
    @Test func aHundredThousandChildren() throws {
        var children: [String] = []
        for i in 0..<100_000 { children.append(#"{"type": "color", "id": "\#(i)"}"#) }
        let bytes = Array(#"{"root": {"type": "vstack", "children": [\#(children.joined(separator: ","))]}}"#.utf8)
        #expect(bytes.count <= SceneFile.maximumBytes)
        let (decode, first, down, _) = try Self.decodeAndDraw(bytes)
        print("worst case 100k children: \(bytes.count) bytes, decode \(Int(Self.milliseconds(decode))) ms, "
              + "first frame \(Int(Self.milliseconds(first))) ms, ↓ frame \(Int(Self.milliseconds(down))) ms")
    }
}
