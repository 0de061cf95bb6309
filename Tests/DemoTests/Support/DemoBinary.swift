import TerminalTestSupport
import Foundation

/// Finds the `layout-demo` executable built by `swift build` (tests build nothing themselves).
enum DemoBinary {
    /// The package root.
    static var packageRoot: URL { BuiltExecutable.packageRoot }

    /// The example scenes shipped in `Demos/Scenes`, sorted by name.
    static var scenes: [URL] {
        let folder = packageRoot.appendingPathComponent("Demos/Scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The built executable, or `nil` when it is not built.
    static func locate() -> URL? { BuiltExecutable.locate("layout-demo") }

    /// Message for a missing binary.
    static let missing = BuiltExecutable.missing("layout-demo")

    /// Runs the binary with `arguments` in a clean UTF-8 environment (stdin /dev/null,
    /// stdout and stderr files), failing the test with ``missing`` when it is not built.
    static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> ProcessResult {
        guard let binary = locate() else { throw MissingBinary() }
        return try ProcessResult.run(binary, arguments, environment: environment ?? cleanEnvironment)
    }

    /// `TERM`, UTF-8 locale and `PATH` only.
    static let cleanEnvironment = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]

    /// Thrown by ``run(_:environment:)`` when the binary is not built.
    struct MissingBinary: Error, CustomStringConvertible {
        var description: String { DemoBinary.missing }
    }
}
