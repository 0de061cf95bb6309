/// Several sets of commands in a row: what a ``CommandsBuilder`` block of more than one makes.
nonisolated public struct _TupleCommands<each Content: Commands>: Commands {
    let content: (repeat each Content)

    /// A tuple of commands has no body.
    public var body: Never { preconditionFailure("_TupleCommands is a primitive set of commands") }

    /// Adds each set's views, in order.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {
        for element in repeat each commands.content {
            add(element, to: &views)
        }
    }

    private static func add<C: Commands>(_ commands: C, to views: inout [AnyView]) {
        C._makeViews(commands, into: &views)
    }
}
