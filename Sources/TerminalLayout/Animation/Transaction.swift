/// The context of a state change, as in SwiftUI: chiefly the animation it
/// runs with.
///
/// `withTransaction(_:_:)` runs a change in a transaction — the same as
/// `withAnimation` with its animation, or none when `disablesAnimations`
/// is set (ANIM2); a `Binding`'s setter made with
/// `Binding(get:set:)` and a `(Value, Transaction)` closure receives the
/// transaction it is set in. Values of your own ride along through
/// `TransactionKey`s.
public struct Transaction {
    /// The animation the change runs with (`nil`: none).
    public var animation: Animation?
    /// Whether animations of the views the change reaches are turned off.
    public var disablesAnimations = false
    /// Whether the change is one step of a continuous one (a drag): kept, unused.
    public var isContinuous = false
    /// Values of `TransactionKey`s.
    private var values: [ObjectIdentifier: Any] = [:]

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value of a `TransactionKey` (its default when unset).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The animation a change in this transaction runs with: none when
    /// animations are disabled (ANIM2).
    package var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }
}

/// A key for a value of your own carried by a `Transaction`, as in SwiftUI.
public protocol TransactionKey {
    /// The value's type.
    associatedtype Value
    /// The value of a transaction that does not set it.
    static var defaultValue: Value { get }
}

extension Binding {
    /// Creates a binding from a getter and a setter that is handed the
    /// transaction of each change (here: an empty one — no animation — or
    /// the one a `Binding.transaction(_:)` binding sets with).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { set($0, Transaction()) })
    }
}

nonisolated extension View {
    /// Changes the transaction of the changes below this view, as in
    /// SwiftUI: accepted; the animations of a change are the ones
    /// `withAnimation`, `withTransaction` and `animation(_:value:)` ask for
    /// (ANIM2).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }

    /// Changes the transaction of the changes below this view when `value`
    /// changes: accepted, as `transaction(_:)`.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        self
    }
}
