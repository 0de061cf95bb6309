import Foundation

/// Finds an executable of this package built by `swift build` (the tests
/// build nothing themselves): `renderer-smoke`, `layout-demo`, the examples (`hello`, `log-viewer`, `dashboard`).
public enum BuiltExecutable {
    /// The package root, from this file's path.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // TerminalTestSupport
            .deletingLastPathComponent()   // Tests
            .deletingLastPathComponent()
    }

    /// The executable `name` next to the running test executable, or else
    /// the newest `.build*/debug/<name>` under the package root; `nil` when
    /// it is not built.
    public static func locate(_ name: String) -> URL? {
        let fileManager = FileManager.default
        var candidates: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent(name))
        for candidate in candidates where fileManager.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        let buildFolders = (try? fileManager.contentsOfDirectory(atPath: packageRoot.path)) ?? []
        let built = buildFolders
            .filter { $0.hasPrefix(".build") }
            .map { packageRoot.appendingPathComponent($0).appendingPathComponent("debug/\(name)") }
            .filter { fileManager.isExecutableFile(atPath: $0.path) }
        return built.max { modificationDate($0) < modificationDate($1) }
    }

    /// The message for an executable that is not built.
    public static func missing(_ name: String) -> String {
        "\(name) is not built: run `swift build` before `swift test`"
    }

    private static func modificationDate(_ url: URL) -> Date {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return attributes?[.modificationDate] as? Date ?? .distantPast
    }
}
