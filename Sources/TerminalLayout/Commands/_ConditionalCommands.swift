/// One of two sets of commands: what an `if`/`else` in a ``CommandsBuilder`` makes.
nonisolated public struct _ConditionalCommands<First: Commands, Second: Commands>: Commands {
    /// The branch taken.
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    /// Conditional commands have no body.
    public var body: Never { preconditionFailure("_ConditionalCommands is a primitive set of commands") }

    /// Adds the views of the branch taken.
    public static func _makeViews(_ commands: Self, into views: inout [AnyView]) {
        switch commands.storage {
        case .first(let first): First._makeViews(first, into: &views)
        case .second(let second): Second._makeViews(second, into: &views)
        }
    }
}
