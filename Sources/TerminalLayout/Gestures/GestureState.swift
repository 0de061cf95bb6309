import Foundation

/// A property wrapper for a value a gesture updates while it is in
/// progress and that goes back to its initial value when the gesture ends,
/// as in SwiftUI.
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// …
/// .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
///
/// The value lives in the graph as `@State` does, kept by the view's
/// identity; a gesture sets it through `updating(_:body:)`. When the gesture
/// ends or is cancelled (Return, Escape, focus leaving the view — GES1) it
/// is reset, after the gesture's actions ran, and the reset closure (if
/// any) is called. A transaction is accepted and not applied (ANIM2).
@propertyWrapper
nonisolated public struct GestureState<Value>: DynamicProperty {
    /// The storage, installed as `@State` is.
    var storage: State<Value>
    /// The value it is reset to.
    let initialValue: Value
    /// Called with the value it is reset from.
    let resetHandler: ((Value, inout Transaction) -> Void)?

    /// A gesture state starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, reset: nil)
    }

    /// A gesture state starting at `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, reset: nil)
    }

    /// A gesture state starting at `wrappedValue`, reset with `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue, reset: nil)
    }

    /// A gesture state starting at `initialValue`, reset with `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, reset: nil)
    }

    /// A gesture state starting at `wrappedValue`; `reset` is called with
    /// the value it is reset from.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue, reset: .some(reset))
    }

    /// A gesture state starting at `initialValue`; `reset` is called with
    /// the value it is reset from.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: .some(reset))
    }

    private init(wrappedValue: Value, reset: ((Value, inout Transaction) -> Void)?) {
        storage = State(wrappedValue: wrappedValue)
        initialValue = wrappedValue
        resetHandler = reset
    }

    /// The current value (set only by a gesture's `updating`).
    public var wrappedValue: Value {
        storage.wrappedValue
    }

    /// The gesture state itself, for `updating($state)`.
    public var projectedValue: GestureState<Value> {
        self
    }

    /// Sets the value (a gesture's `updating` body changed it).
    func set(_ value: Value) {
        storage.wrappedValue = value
    }

    /// Puts the initial value back, calling the reset closure.
    func reset() {
        if let resetHandler {
            var transaction = Transaction()
            resetHandler(storage.wrappedValue, &transaction)
        }
        storage.wrappedValue = initialValue
    }
}

nonisolated extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at `nil`, reset with `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `nil`; `reset` is called with the value it is reset from.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
