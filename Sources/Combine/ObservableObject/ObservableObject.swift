/// A type of object with a publisher that emits before the object changes, as in SwiftUI
/// (Combine's protocol; Linux has no Combine, so this package's `Combine` module declares it and
/// `import TerminalLayout` re-exports it).
///
/// ```swift
/// final class Library: ObservableObject {
///     @Published var books: [Book] = []
/// }
///
/// struct Shelf: View {
///     @StateObject private var library = Library()
///     var body: some View { Text("\(library.books.count) books") }
/// }
/// ```
///
/// A view that holds the object in an ``ObservedObject``, a ``StateObject`` or an
/// ``EnvironmentObject`` is evaluated again — with the views under it — when the object's
/// `objectWillChange` sends, that is, before a `@Published` property changes or when you call
/// `objectWillChange.send()` (OBS1 in docs/LAYOUT-RULES.md). The next `layout` shows the
/// changed values.
///
/// By default `objectWillChange` is one ``ObservableObjectPublisher`` shared by the object's
/// `@Published` properties (found by reflection, in the class and its superclasses, as
/// Combine does). An object without any gets a new publisher each time it is asked, so
/// sending on it reaches no view: declare your own (`let objectWillChange =
/// ObservableObjectPublisher()`) in such a class.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher

    /// A publisher that emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher the object's `@Published` properties share (installed in them the first
    /// time it is asked for), or a new one for an object without any.
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let field = child.value as? PublishedField else { continue }
                if let installed = field.slot.publisher { return installed }
                fields.append(field)
            }
            mirror = current.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.slot.publisher = publisher }
        return publisher
    }
}

extension ObservableObject {
    /// The publisher the graph subscribes to: `objectWillChange` when it is an
    /// ``ObservableObjectPublisher`` (another publisher is subscribed to with `sink`, RCV1).
    package var willChangePublisher: ObservableObjectPublisher? {
        objectWillChange as? ObservableObjectPublisher
    }
}
