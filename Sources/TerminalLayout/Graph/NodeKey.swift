/// Internal: one step of a view's identity path.
enum IdentityComponent: Hashable {
    /// Position in a tuple of views or a `for` loop.
    case index(Int)
    /// Branch of an `if`/`else`/`switch` (0 = first).
    case branch(Int)
    /// An explicit id, from `ForEach` or `id(_:)`.
    case id(AnyHashable)
    /// The type of a view along the path.
    case type(ObjectIdentifier)
    /// The content of a modifier.
    case content
    /// A modifier wrapping an element, by type.
    case wrap(ObjectIdentifier)
    /// The secondary content of `background`/`overlay`.
    case secondary
    /// Disambiguates elements that would otherwise share a path (duplicate ids).
    case occurrence(Int)
}

/// Internal: the identity of a node — its structural path with explicit ids
/// and view types. Nodes with equal keys in two updates are the same node.
struct NodeKey: Hashable {
    var path: [IdentityComponent]

    func appending(_ component: IdentityComponent) -> NodeKey {
        var copy = self
        copy.path.append(component)
        return copy
    }
}
