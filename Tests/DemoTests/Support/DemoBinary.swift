import TerminalTestSupport
import Foundation

/// Finds the `layout-demo` executable built by `swift build` (tests build nothing themselves).
enum DemoBinary {
    /// The package root, from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // Support
            .deletingLastPathComponent()   // DemoTests
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()
    }

    /// The example scenes shipped in `Demos/Scenes`, sorted by name.
    static var scenes: [URL] {
        let folder = packageRoot.appendingPathComponent("Demos/Scenes")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The binary next to the running test executable, or else the newest
    /// `.build*/debug/layout-demo` under the package root; `nil` when not built.
    static func locate() -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent()
                .appendingPathComponent("layout-demo"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("layout-demo"))
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        let buildFolders = (try? fileManager.contentsOfDirectory(atPath: packageRoot.path)) ?? []
        let built = buildFolders
            .filter { $0.hasPrefix(".build") }
            .map { packageRoot.appendingPathComponent($0).appendingPathComponent("debug/layout-demo") }
            .filter { fileManager.isExecutableFile(atPath: $0.path) }
        return built.max { modificationDate($0) < modificationDate($1) }
    }

    private static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }

    /// Message for a missing binary.
    static let missing = "layout-demo is not built: run `swift build` before `swift test`"

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
