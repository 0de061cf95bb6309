/// The standard commands for showing and hiding the inspector, as in SwiftUI: accepted, and adds no command in a
/// terminal, which has no menu bar (CMD1).
nonisolated public struct InspectorCommands: Commands {
    /// The standard commands.
    public init() {}

    /// Standard commands have no body.
    public var body: Never { preconditionFailure("InspectorCommands is a primitive set of commands") }

    /// Adds nothing.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {}
}
