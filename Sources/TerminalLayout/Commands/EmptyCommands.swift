/// No commands, as in SwiftUI: what an empty `CommandsBuilder` block makes (CMD1).
nonisolated public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}

    /// Empty commands have no body.
    public var body: Never { preconditionFailure("EmptyCommands is a primitive set of commands") }

    /// Adds nothing.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {}
}
