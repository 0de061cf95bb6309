/// Bindings to the properties of an `@Observable` object, as in SwiftUI:
/// `@Bindable var model: Model` in a view, then `$model.name`.
///
/// ```swift
/// @Observable final class Book { var title = "" }
/// struct Editor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// ```
///
/// A binding reads and writes the object's property; the views that read it
/// are evaluated again when it changes (Observation, OBS1). Also in a body:
/// `@Bindable var book = book`.
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value>: DynamicProperty {
    /// The object.
    public var wrappedValue: Value

    /// This wrapper (`$book`), whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object (`$book.title`).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }

    /// Wraps an observable object (`@Bindable var book: Book`).
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an observable object (`Bindable(book)`).
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// The wrapper of another (`Bindable(projectedValue: $book)`).
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The identity of the object.
    public var id: Value.ID { wrappedValue.id }
}

extension Bindable: @unchecked Sendable where Value: Sendable {}
