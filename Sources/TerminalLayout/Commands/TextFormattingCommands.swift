/// The standard commands for fonts, styles and alignment of text, as in SwiftUI: accepted, and adds no command in a
/// terminal, which has no menu bar (CMD1).
nonisolated public struct TextFormattingCommands: Commands {
    /// The standard commands.
    public init() {}

    /// Standard commands have no body.
    public var body: Never { preconditionFailure("TextFormattingCommands is a primitive set of commands") }

    /// Adds nothing.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {}
}
