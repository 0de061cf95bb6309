/// Builds a set of commands from a closure, as in SwiftUI: the `body` of ``Commands`` and the
/// content of a scene's `commands(content:)` (CMD1).
@resultBuilder
public enum CommandsBuilder {
    /// One set of commands, as it is.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// No commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// One set of commands: the block is that set.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content {
        content
    }

    /// Several sets of commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(content: (repeat each content))
    }

    /// Commands under an `if` without `else`: none while the condition is false.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _ConditionalCommands<Content, EmptyCommands> {
        content.map { _ConditionalCommands(storage: .first($0)) } ?? _ConditionalCommands(storage: .second(EmptyCommands()))
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: Commands, Second: Commands>(first: First) -> _ConditionalCommands<First, Second> {
        _ConditionalCommands(storage: .first(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<First: Commands, Second: Commands>(second: Second) -> _ConditionalCommands<First, Second> {
        _ConditionalCommands(storage: .second(second))
    }

    /// Commands under `if #available`, as they are.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content {
        content
    }
}
