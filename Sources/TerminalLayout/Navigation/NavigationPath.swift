/// A list of the values a ``NavigationStack`` shows above its root, of any `Hashable`
/// types, as in SwiftUI (NAV2).
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) { … }
/// path.append(book)        // shows the destination registered for `Book`
/// path.removeLast()
/// ```
public struct NavigationPath: Equatable {
    /// The values, bottom first.
    var elements: [AnyHashable]

    /// An empty path.
    public init() {
        elements = []
    }

    /// A path of `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map(AnyHashable.init)
    }

    /// The number of values.
    public var count: Int { elements.count }

    /// Whether there is no value (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds `value` on top.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Removes the `k` values on top (all of them if there are fewer).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(Swift.max(0, k), elements.count))
    }
}

/// Internal: the destinations `navigationDestination(for:destination:)` registered in a
/// ``NavigationStack``, by the type of value they show (NAV2). A box in the stack's state,
/// filled as the stack's levels are resolved (the root first), read when a level shows a
/// value of the path.
final class NavigationDestinations {
    private var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    /// Registers `destination` for values of type `D` (the innermost registration wins).
    func register<D: Hashable, C: View>(_ type: D.Type, _ destination: @escaping (D) -> C) {
        byType[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
    }

    /// The view registered for `value`'s type, made for it, or `nil`.
    func view(for value: AnyHashable) -> AnyView? {
        byType[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

private struct NavigationDestinationsKey: EnvironmentKey {
    static var defaultValue: NavigationDestinations? { nil }
}

extension EnvironmentValues {
    /// The destinations of the innermost ``NavigationStack`` (internal).
    var navigationDestinations: NavigationDestinations? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
}

/// Internal: registers a destination with the navigation stack around it, then is its content.
nonisolated struct _NavigationDestinationView<Content: View, D: Hashable, C: View>: View {
    let content: Content
    let destination: (D) -> C
    @Environment(\.navigationDestinations) private var destinations

    var body: some View {
        destinations?.register(D.self, destination)
        return content
    }
}

nonisolated extension View {
    /// Shows the view `destination` makes for each value of type `D` in the path of the
    /// ``NavigationStack`` around this view — pushed by `NavigationLink(value:)` or appended
    /// to the stack's path — as in SwiftUI (NAV2).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        _NavigationDestinationView(content: self, destination: destination)
    }
}
