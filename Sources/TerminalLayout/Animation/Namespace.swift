import Synchronization

/// A namespace for `matchedGeometryEffect` ids, as SwiftUI's `@Namespace`:
/// each view's is its own and stays the same for as long as the view's
/// identity is in the graph (it is kept in the view's state).
@propertyWrapper
public struct Namespace: DynamicProperty {
    @State private var id = ID()

    /// Creates the namespace (its id is made once per view identity).
    public init() {}

    /// The namespace's id.
    public var wrappedValue: ID { id }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        private let value: Int
        init() { value = ID.made.add(1, ordering: .relaxed).newValue }
        private static let made = Atomic<Int>(0)
    }
}

/// What `matchedGeometryEffect` would match (`.frame`: position and size).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates properties from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
    /// Accepted so that code written for SwiftUI compiles, with no effect:
    /// views are drawn where they are laid out, and frames move only as
    /// `withAnimation` and `animation(_:value:)` move them (ANIM1), each
    /// view from its own last frame.
    public consuming func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                              properties: MatchedGeometryProperties = .frame,
                                                              anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        self
    }
}
