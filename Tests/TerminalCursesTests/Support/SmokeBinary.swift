import Foundation

/// Finds the `renderer-smoke` fixture built by `swift build` (tests build nothing themselves).
enum SmokeBinary {
    /// The package root, from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // Support
            .deletingLastPathComponent()   // TerminalCursesTests
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()
    }

    /// The binary next to the running test executable, or else the newest
    /// `.build*/debug/renderer-smoke` under the package root; `nil` when not built.
    static func locate() -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent()
                .appendingPathComponent("renderer-smoke"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("renderer-smoke"))
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        let buildFolders = (try? fileManager.contentsOfDirectory(atPath: packageRoot.path)) ?? []
        let built = buildFolders
            .filter { $0.hasPrefix(".build") }
            .map { packageRoot.appendingPathComponent($0).appendingPathComponent("debug/renderer-smoke") }
            .filter { fileManager.isExecutableFile(atPath: $0.path) }
        return built.max { modificationDate($0) < modificationDate($1) }
    }

    private static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }

    /// Message for a missing binary.
    static let missing = "renderer-smoke is not built: run `swift build` before `swift test`"
}
