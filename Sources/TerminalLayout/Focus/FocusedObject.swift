import Combine

/// An ``ObservableObject`` the focused view or its scene publishes, read by its type and
/// observed, as in SwiftUI: `nil` while none is published (FOCV1).
///
/// ```swift
/// Editor(document: document).focusedObject(document)
///
/// @FocusedObject private var document: Document?
/// Button("Save") { document?.save() }.disabled(document == nil)
/// ```
///
/// Views publish with `focusedObject(_:)` (while they or a view inside them has focus) and
/// `focusedSceneObject(_:)` (wherever focus is); a view reading it is evaluated again when
/// another object is published, none is, or the object's `objectWillChange` fires.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object (`$document.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The graph's published values, once installed.
    var reader: FocusedValuesReader?

    /// Reads the published object of type `ObjectType`.
    public init() {}

    /// The object, or `nil` when none of its type is published.
    public var wrappedValue: ObjectType? {
        reader.flatMap { $0.values[FocusedObjectKey<ObjectType>.self] }
    }

    /// Bindings to the object's properties, or `nil` when none is published.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? {
        wrappedValue.map { Wrapper(root: $0) }
    }
}

extension FocusedObject: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let reader = FocusedValuesReader.install(&installer)
        field.pointee.reader = reader
        let host = installer.host, owner = installer.owner
        installer.box { ObjectSubscription(host: host, owner: owner) }
            .observe(reader.values[FocusedObjectKey<ObjectType>.self])
    }

    static var _keepsState: Bool { true }
}
