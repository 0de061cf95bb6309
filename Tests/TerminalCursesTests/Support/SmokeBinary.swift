import Foundation
import TerminalTestSupport

/// Finds the `renderer-smoke` fixture built by `swift build`.
enum SmokeBinary {
    /// The package root.
    static var packageRoot: URL { BuiltExecutable.packageRoot }

    /// The built fixture, or `nil` when it is not built.
    static func locate() -> URL? { BuiltExecutable.locate("renderer-smoke") }

    /// Message for a missing binary.
    static let missing = BuiltExecutable.missing("renderer-smoke")
}
