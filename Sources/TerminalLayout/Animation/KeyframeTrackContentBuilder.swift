/// The builder that makes a track's keyframes from those written in a
/// closure, as in SwiftUI: in order, with `if`/`else` and `for`.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     LinearKeyframe(1.0, duration: 0.36)
///     SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe as written.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe of a block.
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// The keyframes so far, then the next.
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(first: accumulated, second: next)
    }

    /// No keyframes.
    public static func buildBlock() -> some KeyframeTrackContent<Value> {
        KeyframeArray<KeyframeNothing<Value>>(elements: [])
    }

    /// The keyframes of a `for` loop, in order.
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeArray(elements: components)
    }

    /// The `if` branch.
    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }

    /// The `else` branch.
    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one branch of an `if`/`else`.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where ConditionalValue == First.Value, First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }

        let storage: Storage

        /// The branch itself.
        public var body: Self { self }

        /// Adds the branch's keyframes.
        public func _appendKeyframes(to list: inout _KeyframeList<ConditionalValue>) {
            switch storage {
            case let .first(content): content._appendKeyframes(to: &list)
            case let .second(content): content._appendKeyframes(to: &list)
            }
        }
    }
}

/// Internal: two runs of keyframes, one after the other.
struct KeyframeSequence<Value: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
where First.Value == Value, Second.Value == Value {
    let first: First
    let second: Second

    var body: Self { self }

    func _appendKeyframes(to list: inout _KeyframeList<Value>) {
        first._appendKeyframes(to: &list)
        second._appendKeyframes(to: &list)
    }
}

/// Internal: no keyframe (the element type of an empty block).
struct KeyframeNothing<Value: Animatable>: KeyframeTrackContent {
    var body: Self { self }
    func _appendKeyframes(to list: inout _KeyframeList<Value>) {}
}

/// Internal: the keyframes of a `for` loop, each element's in order.
struct KeyframeArray<Element: KeyframeTrackContent>: KeyframeTrackContent {
    let elements: [Element]

    var body: Self { self }

    func _appendKeyframes(to list: inout _KeyframeList<Element.Value>) {
        for element in elements { element._appendKeyframes(to: &list) }
    }
}
