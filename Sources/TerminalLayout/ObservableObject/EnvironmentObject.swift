/// An ``ObservableObject`` a view above placed in the environment with
/// `environmentObject(_:)`, read by its type and observed, as in SwiftUI (OBS1).
///
/// ```swift
/// struct Header: View {
///     @EnvironmentObject var settings: Settings
///     var body: some View { Text(settings.title) }
/// }
///
/// Header().environmentObject(Settings())
/// ```
///
/// Reading it when no view above set an object of its type stops the program with
/// SwiftUI's message: "No ObservableObject of type Settings found. A
/// View.environmentObject(_:) for Settings may be missing as an ancestor of this view."
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the object (`$settings.title`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(to: keyPath, of: root)
        }
    }

    /// The object found when the view was last evaluated.
    var object: ObjectType?

    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object; a fatal error when none was set above the view.
    public var wrappedValue: ObjectType {
        guard let object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. "
                       + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$settings.title`).
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let host = installer.host, owner = installer.owner
        let object = EnvironmentValues(installer.environment)[EnvironmentObjectKey<ObjectType>.self]
        field.pointee.object = object
        installer.box { ObjectSubscription(host: host, owner: owner) }.observe(object)
    }

    static var _keepsState: Bool { true }
}

nonisolated extension View {
    /// Places `object` in the environment of this view and the views inside it, where
    /// ``EnvironmentObject`` reads it by its type; an inner object of the same type hides
    /// an outer one.
    public consuming func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier { resolved in
            var values = EnvironmentValues(resolved)
            values[EnvironmentObjectKey<T>.self] = object
            resolved = values.resolved
        })
    }
}

/// Internal: the environment key of the ``ObservableObject`` of type `T`.
struct EnvironmentObjectKey<T: ObservableObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}
