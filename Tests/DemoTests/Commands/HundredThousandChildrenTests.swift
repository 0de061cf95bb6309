import Foundation
import Testing
import TerminalTestSupport
@testable import LayoutDemoCore

/// Issue #13, item 1, for 100,000 children: `layout-demo render` (80×24) of the largest scene
/// of 100,000 children under the size limit (``SceneFile/maximumBytes``, 4 MiB), run as a
/// process; its wall time and peak memory (max RSS) are printed:
///
/// ```
/// 100k children <name>: <bytes> bytes, render <s> s (wall), max RSS <MB> MB
/// ```
///
/// The issue's target is ≤ 1 s and ≤ 100 MB. The time is met by a release build (≈ 0.5 s,
/// RELIABILITY.md); a debug build under `swift test` on a loaded machine takes several
/// seconds, so, as in ``WorstCaseInputTests``, the only time bound here is 20 s — there to
/// catch quadratic cost. The memory is asserted: ≤ 100 MB (``targetKB``). Measured in
/// session 10: ≈ 87–92 MB in debug and release builds (≈ 150–160 MB in session 8, 190 MB
/// before it): a 256-byte node record and a 112-byte placement per child, a 48-byte recorded
/// child placement while the stack places, the scene's views (a colour with an id fits an
/// `AnyView`'s inline buffer, a text is boxed) and their id strings; the parse tree is freed
/// before the layout starts and pins nothing (the strings the scene keeps are copied out).
///
/// The peak is read by `/usr/bin/time` (`%M`), not by `wait4` on the child here: a child
/// spawned from this test process (by `posix_spawn` or `fork`) starts with this process's
/// peak RSS as its own — Linux carries the old address space's high-water mark across
/// `exec` — and this process holds hundreds of MB. `time` is small and forks the program
/// itself, then reads the grandchild's `ru_maxrss` with `wait4`.
@Suite(.serialized) struct HundredThousandChildrenTests {
    static let children = 100_000
    /// The issue's memory target, in kilobytes: asserted.
    static let targetKB = 100 * 1024

    struct Shape: Sendable, CustomTestStringConvertible {
        let name: String
        /// A child's JSON before and after its padding; `\(i)` is the child's index.
        let before: @Sendable (Int) -> String
        let after: String
        /// The padding character (inside a string).
        let pad: Character
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        // Texts with ids, the strings padded: every child has a modifier node (its id), a text
        // to measure, and an explicit-guide memo (texts have baselines).
        Shape(name: "texts with ids", before: { #"{"type":"text","id":"\#($0)","string":""# }, after: #""}"#, pad: "a"),
        // Colours (flexible: each measured at 0 and ∞ by the stack) with long ids.
        Shape(name: "colours with long ids", before: { #"{"type":"color","id":"\#($0)-"# }, after: #""}"#, pad: "x"),
    ]

    /// A VStack of 100,000 children of `shape`, padded evenly to exactly the size limit.
    static func scene(_ shape: Shape) -> [UInt8] {
        let head = Array(#"{"root":{"type":"vstack","children":["#.utf8), tail = Array("]}}".utf8)
        let bare = (0..<children).map { Array(shape.before($0).utf8) }
        let fixed = head.count + tail.count + (children - 1) + bare.reduce(0) { $0 + $1.count } + children * shape.after.utf8.count
        let room = SceneFile.maximumBytes - fixed
        let pad = UInt8(shape.pad.asciiValue!)
        var bytes = head
        bytes.reserveCapacity(SceneFile.maximumBytes)
        for (i, child) in bare.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += child
            bytes += repeatElement(pad, count: room / children + (i < room % children ? 1 : 0))
            bytes += shape.after.utf8
        }
        return bytes + tail
    }

    /// `layout-demo render --scene` of `bytes`: the run, its wall time in seconds, and its
    /// peak RSS in kilobytes when `/usr/bin/time` is there to read it.
    static func render(_ bytes: [UInt8]) throws -> (result: ProcessResult, seconds: Double, maxRSSKB: Int?) {
        let binary = try #require(DemoBinary.locate(), "\(DemoBinary.missing)")
        let folder = FileManager.default.temporaryDirectory
        let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let scene = folder.appendingPathComponent("k100-\(token).json")
        let report = folder.appendingPathComponent("k100-\(token).time")
        defer {
            try? FileManager.default.removeItem(at: scene)
            try? FileManager.default.removeItem(at: report)
        }
        try Data(bytes).write(to: scene)
        let arguments = ["render", "--scene", scene.path]
        let time = URL(fileURLWithPath: "/usr/bin/time")
        let timed = FileManager.default.isExecutableFile(atPath: time.path)
        let clock = ContinuousClock()
        let start = clock.now
        let result = timed
            ? try ProcessResult.run(time, ["-f", "%M", "-o", report.path, binary.path] + arguments)
            : try ProcessResult.run(binary, arguments)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let kilobytes = timed ? (try? String(contentsOf: report, encoding: .utf8)).flatMap {
            Int($0.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? "")
        } : nil
        return (result, seconds, kilobytes)
    }

    @Test(arguments: shapes)
    func renderAtTheSizeLimit(_ shape: Shape) throws {
        let bytes = Self.scene(shape)
        #expect(bytes.count == SceneFile.maximumBytes)
        // Exactly `children` children (every child has one "type").
        #expect(bytes.filter { $0 == UInt8(ascii: "{") }.count == Self.children + 2)
        let (result, seconds, kilobytes) = try Self.render(bytes)
        let rss = kilobytes.map { String(format: "%.0f MB", Double($0) / 1024) } ?? "not measured (no /usr/bin/time)"
        print("100k children \(shape.name): \(bytes.count) bytes, render \(String(format: "%.2f", seconds)) s (wall), max RSS \(rss)")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        // render prints the 80×24 frame without its status line.
        #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().count == 23)
        #expect(seconds < 20, "render took \(seconds) s")
        guard let kilobytes else { return }
        print("100k children \(shape.name): max RSS \(kilobytes / 1024) MB against the issue's target of "
              + "\(Self.targetKB / 1024) MB: \(kilobytes <= Self.targetKB ? "met" : "MISSED")")
        #expect(kilobytes <= Self.targetKB, "max RSS \(kilobytes) KB, over the 100 MB target")
    }
}
