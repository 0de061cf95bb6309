/// An ``ObservableObject`` a view makes, owns and observes, as in SwiftUI: made once for the
/// view's identity, kept while the identity stays in the graph, and the view is evaluated
/// again when its `objectWillChange` sends (OBS1).
///
/// ```swift
/// struct Game: View {
///     @StateObject private var player = Player()
///     var body: some View { ScoreView(player: player) }
/// }
/// ```
///
/// The expression after `=` runs the first time the view's body is evaluated, not when the
/// view value is made, and never again for the same identity (a new identity — a changed
/// `.id(x)` — makes a new object). Outside a graph each read makes a new object, as
/// SwiftUI's warning says.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes the object.
    let make: () -> ObjectType
    /// The graph's storage, once installed.
    var box: StateObjectBox<ObjectType>?

    /// Makes the object with `thunk` the first time the view is evaluated
    /// (`@StateObject private var model = Model()`).
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        box?.object ?? make()
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let field = pointer.assumingMemoryBound(to: Self.self)
        let host = installer.host, owner = installer.owner
        let box = installer.box { StateObjectBox<ObjectType>(host: host, owner: owner) }
        if box.object == nil { box.object = field.pointee.make() }
        box.observe(box.object)
        field.pointee.box = box
    }

    static var _keepsState: Bool { true }
}
