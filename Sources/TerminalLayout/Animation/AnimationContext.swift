/// What a custom animation is handed each time it is asked for a value, as in
/// SwiftUI (iOS 17): its state, kept from one call to the next for as long as
/// the animation runs, and the environment of the view that started it (ANIM6).
///
/// ```swift
/// private struct Calls: AnimationStateKey { static var defaultValue: Int { 0 } }
///
/// struct Counting: CustomAnimation {
///     func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///         context.state[Calls.self] += 1      // 1, 2, 3, … over the frames of one animation
///         return time > 1 ? nil : value.scaled(by: time)
///     }
/// }
/// ```
///
/// In an app (`TerminalApp`) one context goes with each animation that moves
/// frames: `withAnimation`'s has the root view's environment, an
/// `animation(_:value:)`'s the modifier's.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state: values of `AnimationStateKey`s, kept from one
    /// call to the next for as long as the animation runs.
    public var state: AnimationState<Value>
    /// Set to `true` when the animation is logically complete: a
    /// `.logicallyComplete` completion of `withAnimation` is then due, while
    /// the frames go on (ANIM4). Once set, a later `false` is ignored; never
    /// set, the animation is logically complete when it finishes.
    public var isLogicallyComplete: Bool
    /// The environment of the view that started the animation.
    private let values: EnvironmentValues

    /// The environment of the view that started the animation (read-only).
    public var environment: EnvironmentValues { values }

    /// A context with `state` (empty by default) for an animation started
    /// where `environment` holds.
    package init(state: AnimationState<Value> = AnimationState(), environment: EnvironmentValues = EnvironmentValues(),
                 isLogicallyComplete: Bool = false) {
        self.state = state
        self.values = environment
        self.isLogicallyComplete = isLogicallyComplete
    }

    /// A context with `state`, this one's environment and logical completion:
    /// for an animation that runs another one over a different kind of value.
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        AnimationContext<T>(state: state, environment: values, isLogicallyComplete: isLogicallyComplete)
    }
}

/// A custom animation's state, as in SwiftUI (iOS 17): a value for each
/// `AnimationStateKey`, its default until set.
public struct AnimationState<Value: VectorArithmetic> {
    /// The values set, by key type.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty state: every key at its default.
    public init() {}

    /// The value for `key`: the last one set, else the key's `defaultValue`.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A key for a value of a custom animation's state, as in SwiftUI (iOS 17).
public protocol AnimationStateKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a state that has not set one.
    static var defaultValue: Value { get }
}
