/// A property of an ``ObservableObject`` whose changes its views see, as in SwiftUI
/// (Combine's wrapper): setting it first sends the object's `objectWillChange`.
///
/// ```swift
/// final class Player: ObservableObject {
///     @Published var score = 0
/// }
/// ```
///
/// The value is kept in storage every copy of the wrapper shares; the object's default
/// `objectWillChange` is installed in it the first time it is asked for (by a view that
/// observes the object). `$score` is the property's ``Published/Publisher``: it sends the
/// current value to a new subscriber, then each new value as it is set — before it is stored,
/// after `objectWillChange`, as in Combine (`onReceive(model.$score) { … }`, RCV1).
@propertyWrapper
public struct Published<Value> {
    /// The value and the object's publisher, shared by copies.
    let storage: PublishedStorage<Value>

    /// Creates the property with an initial value (`@Published var x = 0`).
    public init(wrappedValue value: Value) {
        storage = PublishedStorage(value)
    }

    /// Creates the property with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it sends the object's `objectWillChange` first.
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.set(newValue) }
    }

    /// The property's publisher (`$score`): the current value, then each new one. Setting it
    /// — what `&$score` does, for `assign(to:)` — keeps this property's publisher.
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(storage: storage) }
        nonmutating set {}
    }
}

/// Internal: where a `@Published` property keeps the publisher of the object it is in.
class PublisherSlot {
    /// The object's `objectWillChange`, once installed.
    var publisher: ObservableObjectPublisher?
}

/// Internal: a `@Published` property's value and publisher.
final class PublishedStorage<Value>: PublisherSlot {
    var value: Value
    /// The subscribers of `$property`, made for the first one.
    var subscribers: SubscriberList<Value, Never>?
    /// The subscriptions `assign(to:)` made to set the property: they last as long as it.
    var assignments: [AnyCancellable] = []
    init(_ value: Value) { self.value = value }

    /// Sets the value: the object's `objectWillChange` first, then `$property`'s
    /// subscribers, then the value is stored.
    func set(_ newValue: Value) {
        publisher?.send()
        subscribers?.send(newValue)
        value = newValue
    }
}

/// Internal: a `@Published` property found by reflection (`ObservableObject.objectWillChange`).
protocol PublishedField {
    var slot: PublisherSlot { get }
}

extension Published: PublishedField {
    var slot: PublisherSlot { storage }
}
