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
    /// Disambiguates the elements of one `ForEach` that share an id: the
    /// second gets `.occurrence(1)` after its id, and so on.
    case occurrence(Int)
}

/// Internal: the identity of a node within its container's scope (see
/// `GraphBuilder`) — its structural path from the container, with explicit
/// ids and view types. Nodes of one scope with equal keys in two updates
/// are the same node.
///
/// The path is a chain of links, each holding one component and its parent
/// link (and, once asked for, the hash of the whole path so far):
///
/// ```
///  root ─ .type(VStack) ─ .content ─ .id(7) ─ .type(Color)
///                                      ▲          ▲
///                   key of item 7's frame     key of its colour
/// ```
///
/// Appending is one small allocation (no copy of the path); comparing walks
/// the chains from the leaf while depths and components agree; a hash is
/// worked out only when a key goes into a table (a scope whose nodes
/// moved), and then once per link — a cold pass hashes nothing.
struct NodeKey: Hashable {
    private let link: NodeKeyLink?

    private init(link: NodeKeyLink?) { self.link = link }

    /// The empty path a scope's keys start from.
    static var scopeRoot: NodeKey { NodeKey(link: nil) }

    /// A key from a whole path.
    init(path: [IdentityComponent]) {
        var link: NodeKeyLink? = nil
        for component in path { link = NodeKeyLink(parent: link, component: component) }
        self.link = link
    }

    /// The key one step further down.
    func appending(_ component: IdentityComponent) -> NodeKey {
        NodeKey(link: NodeKeyLink(parent: link, component: component))
    }

    /// The components, root first (for diagnostics and tests).
    var path: [IdentityComponent] {
        var result: [IdentityComponent] = []
        var current = link
        while let l = current {
            result.append(l.component)
            current = l.parent
        }
        return result.reversed()
    }

    static func == (a: NodeKey, b: NodeKey) -> Bool {
        var x = a.link, y = b.link
        while let l = x, let r = y {
            if l === r { return true }
            if l.depth != r.depth || l.component != r.component { return false }
            x = l.parent
            y = r.parent
        }
        return x == nil && y == nil
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(link?.hash ?? 0)
    }
}

/// Internal: one link of a `NodeKey` chain (immutable but for its hash,
/// worked out on first use).
final class NodeKeyLink {
    let parent: NodeKeyLink?
    let component: IdentityComponent
    /// The number of components up to and including this link.
    let depth: Int
    private var cachedHash: Int?

    init(parent: NodeKeyLink?, component: IdentityComponent) {
        self.parent = parent
        self.component = component
        depth = (parent?.depth ?? 0) + 1
    }

    /// The hash of the path up to and including this link.
    var hash: Int {
        if let cachedHash { return cachedHash }
        var hasher = Hasher()
        hasher.combine(parent?.hash ?? 0)
        hasher.combine(component)
        let hash = hasher.finalize()
        cachedHash = hash
        return hash
    }
}
