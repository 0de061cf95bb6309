/// A coordinate space a frame can be asked in, as in SwiftUI 17:
/// `proxy.frame(in: .scrollView)`, `proxy.frame(in: .named("list"))`.
public protocol CoordinateSpaceProtocol {
    /// The space, as the `CoordinateSpace` enumeration says it.
    var coordinateSpace: CoordinateSpace { get }
}

/// The root's coordinate space (`.global`).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The view's own coordinate space (`.local`).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space by name — one a view names with `coordinateSpace(_:)`,
/// or the nearest enclosing scroll view's (`.scrollView`, GEO2).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    private let name: AnyHashable

    /// The name of the spaces scroll views give their content.
    static var scrollViewName: AnyHashable { AnyHashable(ScrollViewSpaceName()) }

    init(name: AnyHashable) {
        self.name = name
    }

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// Internal: the name of the `.scrollView` coordinate space (not one a
/// view can give itself).
struct ScrollViewSpaceName: Hashable {}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view names `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The nearest enclosing scroll view's coordinate space: its frame.
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: NamedCoordinateSpace.scrollViewName)
    }

    /// The nearest enclosing scroll view's coordinate space; every scroll
    /// view counts, whatever its axes.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        scrollView
    }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The root's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpace {
    /// The nearest enclosing scroll view's coordinate space (GEO2).
    public static var scrollView: CoordinateSpace { NamedCoordinateSpace.scrollView.coordinateSpace }
}
