import Synchronization

/// A read-write reference to a value owned elsewhere, as in SwiftUI: a
/// `State`'s `$value`, a sub-value of one (`$model.name`), or any getter
/// and setter.
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     var body: some View { Text(isOn ? "on" : "off") }
/// }
/// Toggle(isOn: $flag)          // in a view with @State var flag = false
/// Toggle(isOn: .constant(true))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let read: () -> Value
    private let write: (Value) -> Void
    /// The transaction set on the binding (`transaction`, `animation(_:)`),
    /// if any: writes through it run in it.
    private var storedTransaction: Transaction?

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    /// Creates a binding from another binding (what `@Binding var x` is
    /// initialised with from `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value. Setting it through a binding that carries a
    /// transaction (`$x.animation()`) sets it in that transaction.
    public var wrappedValue: Value {
        get { read() }
        nonmutating set {
            if let storedTransaction { BindingTransaction.run(storedTransaction) { write(newValue) } } else { write(newValue) }
        }
    }

    /// The binding's transaction, as in SwiftUI: the one writes through the
    /// binding run in (empty unless set, or made by `animation(_:)` or
    /// `transaction(_:)`). `withAnimation($x.transaction.animation) { … }`
    /// reads its animation.
    public var transaction: Transaction {
        get { storedTransaction ?? Transaction() }
        set { storedTransaction = newValue }
    }

    /// The binding itself (`$x` of a `@Binding var x`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let read = self.read
        let write = self.write
        var binding = Binding<Subject>(get: { read()[keyPath: keyPath] },
                                       set: { newValue in
                                           var value = read()
                                           value[keyPath: keyPath] = newValue
                                           write(value)
                                       })
        // A binding to a part carries the whole's transaction, as in SwiftUI.
        binding.storedTransaction = storedTransaction
        return binding
    }
}

/// Package: how a write through a binding that carries a transaction runs.
/// The app layer (`TerminalRenderer`'s `TerminalApp`) installs
/// `withTransaction`; until then the write simply runs.
package enum BindingTransaction {
    private static let runner = Mutex<(@Sendable (Transaction, () -> Void) -> Void)?>(nil)

    /// Installs `run` (idempotent: every app installs the same one).
    package static func install(_ run: @escaping @Sendable (Transaction, () -> Void) -> Void) {
        runner.withLock { $0 = run }
    }

    /// Runs `body` in `transaction`.
    static func run(_ transaction: Transaction, _ body: () -> Void) {
        if let run = runner.withLock({ $0 }) { run(transaction, body) } else { body() }
    }
}

extension Binding {
    /// A binding to an optional value made from a binding to a value
    /// (writing `nil` is ignored).
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding to the value of a binding to an optional, or nil if the
    /// optional is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { base.wrappedValue = $0 })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the referenced value.
    public var id: Value.ID { wrappedValue.id }
}

/// A binding to a sendable value is sendable, as in SwiftUI (a layout value
/// or a key's default may hold one in Swift 6).
extension Binding: @unchecked Sendable where Value: Sendable {}
