/// The standard commands for finding, spelling and substitutions in text, as in SwiftUI: accepted, and adds no command in a
/// terminal, which has no menu bar (CMD1).
nonisolated public struct TextEditingCommands: Commands {
    /// The standard commands.
    public init() {}

    /// Standard commands have no body.
    public var body: Never { preconditionFailure("TextEditingCommands is a primitive set of commands") }

    /// Adds nothing.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {}
}
