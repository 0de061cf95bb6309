/// A value a view owns and keeps while its identity stays in the graph,
/// as in SwiftUI.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Text("\(count)")
///     }
/// }
/// ```
///
/// The value lives in the graph, kept by the view's identity (its path in
/// the nearest container, `id(_:)` and types — see `StateTable`): the same
/// identity across `ViewGraph.update` and layouts keeps it, a new identity
/// (a changed `.id(x)`) starts again from the initial value, and a view
/// that goes away drops it. Setting it marks the graph (`ViewGraph.needsUpdate`):
/// the next `layout` evaluates again the body of the view that owns it —
/// and the views under it, not its siblings or ancestors (STATE2) — and
/// lays them out.
///
/// Outside a graph (a view value made but not yet resolved) the value is
/// the initial one and setting it does nothing, as SwiftUI warns.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The value the view starts with.
    let initialValue: Value
    /// The graph's storage, once installed.
    var box: StateBox<Value>?

    /// Creates state with an initial value (`@State var x = 0`).
    public init(wrappedValue value: Value) {
        initialValue = value
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        initialValue = value
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box?.value ?? initialValue }
        nonmutating set { box?.value = newValue }
    }

    /// A binding to the value (`$x`).
    public var projectedValue: Binding<Value> {
        guard let box else { return .constant(initialValue) }
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State {
    /// Internal: whether the state belongs to a view still in its graph (its
    /// owner lives), for work scheduled by the view that must stop with it.
    var isInGraph: Bool { box?.owner != nil }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        let state = pointer.assumingMemoryBound(to: Self.self)
        let host = installer.host, owner = installer.owner
        state.pointee.box = installer.box { StateBox(state.pointee.initialValue, host: host, owner: owner) }
    }

    static var _keepsState: Bool { true }
}

/// State of a sendable value is sendable, as in SwiftUI.
extension State: @unchecked Sendable where Value: Sendable {}
