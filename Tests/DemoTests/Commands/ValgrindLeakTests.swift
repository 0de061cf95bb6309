import TerminalTestSupport
import Foundation
import Testing

/// The built `layout-demo` under `valgrind --leak-check=full` (issue #13, item 4): a headless
/// render, a scene and `frames` lose no byte for good. Only where valgrind is installed (CI
/// does not install it). "Possibly lost" blocks and "conditional jump" errors are the Swift
/// runtime's metadata caches (pointers into the middle of their blocks), not the program's.
@Suite struct ValgrindLeakTests {
    static let valgrind: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("valgrind") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The number of bytes valgrind's leak summary gives for `kind` ("definitely lost"), or nil.
    static func bytes(_ kind: String, in report: String) -> Int? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("\(kind):") }),
              let number = line.split(separator: ":").last?.split(separator: " ").first else { return nil }
        return Int(number.replacingOccurrences(of: ",", with: ""))
    }

    @Test("valgrind's own summary parses", arguments: [
        ("==1==    definitely lost: 0 bytes in 0 blocks", 0), ("==7==    definitely lost: 1,234 bytes in 5 blocks", 1234),
    ])
    func summaryParses(line: String, expected: Int) {
        #expect(Self.bytes("definitely lost", in: "==1== LEAK SUMMARY:\n" + line) == expected)
    }

    @Test(.enabled(if: valgrind != nil, "valgrind is not installed"), arguments: [
        ["render", "--size", "40x12", "--items", "5"],
        ["render", "--size", "80x24", "--layout", "masonry", "--items", "30", "--color", "always", "--status"],
        ["frames", "--scene", "Demos/Scenes/responsive-breakpoint.json", "--json"],
    ])
    func noByteIsLost(arguments: [String]) throws {
        let binary = try #require(DemoBinary.locate(), "\(DemoBinary.missing)")
        let resolved = arguments.map { $0.hasPrefix("Demos/") ? DemoBinary.packageRoot.appendingPathComponent($0).path : $0 }
        let start = Date()
        let result = try ProcessResult.run(try #require(Self.valgrind), ["--leak-check=full", binary.path] + resolved,
                                           environment: DemoBinary.cleanEnvironment)
        print("valgrind layout-demo \(arguments.joined(separator: " ")): \(String(format: "%.1f", Date().timeIntervalSince(start))) s, "
              + "definitely lost \(Self.bytes("definitely lost", in: result.error).map(String.init) ?? "?") bytes, "
              + "indirectly lost \(Self.bytes("indirectly lost", in: result.error).map(String.init) ?? "?") bytes")
        #expect(result.status == 0, "\(result.error.suffix(2000))")
        #expect(!result.standardOutput.isEmpty)
        #expect(Self.bytes("definitely lost", in: result.error) == 0, "\(result.error.suffix(3000))")
        #expect(Self.bytes("indirectly lost", in: result.error) == 0, "\(result.error.suffix(3000))")
    }
}
