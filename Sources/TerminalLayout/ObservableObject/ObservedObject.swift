/// An ``ObservableObject`` a view is given and observes, as in SwiftUI: when the object's
/// `objectWillChange` sends, the view is evaluated again (OBS1).
///
/// ```swift
/// struct ScoreView: View {
///     @ObservedObject var player: Player
///     var body: some View {
///         Toggle("Playing", isOn: $player.isPlaying)
///     }
/// }
/// ```
///
/// The object is not owned: the view that made it keeps it (use ``StateObject`` there).
/// `$player.isPlaying` is a ``Binding`` to a property of the object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object (`$object.property`).
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(to: keyPath, of: root)
        }
    }

    /// The observed object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue` (`@ObservedObject var model: Model`).
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

extension ObservedObject: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let host = installer.host, owner = installer.owner
        installer.box { ObjectSubscription(host: host, owner: owner) }.observe(field.pointee.wrappedValue)
    }

    static var _keepsState: Bool { true }
}

extension Binding {
    /// A binding to the property at `keyPath` of `root` (what `$object.property` gives for
    /// `@ObservedObject`, `@StateObject` and `@EnvironmentObject`).
    init<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Value>, of root: Root) {
        self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
