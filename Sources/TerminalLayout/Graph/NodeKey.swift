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
///
/// The path is a chain of immutable links, each holding one component, its
/// parent link and the hash of the whole path so far:
///
/// ```
///  root ─ .type(VStack) ─ .content ─ .id(7) ─ .type(Color)
///                                      ▲          ▲
///                   key of item 7's frame     key of its colour
/// ```
///
/// Appending is one small allocation (no copy of the path), hashing reads
/// the stored hash, and comparing walks the chains from the leaf only when
/// the hashes and depths agree — so a dictionary of keys costs O(1) per
/// lookup instead of O(depth) hashing of every component.
struct NodeKey: Hashable {
    private let link: NodeKeyLink?

    private init(link: NodeKeyLink?) { self.link = link }

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
            if l.hash != r.hash || l.depth != r.depth || l.component != r.component { return false }
            x = l.parent
            y = r.parent
        }
        return x == nil && y == nil
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(link?.hash ?? 0)
    }
}

/// Internal: one immutable link of a `NodeKey` chain.
final class NodeKeyLink {
    let parent: NodeKeyLink?
    let component: IdentityComponent
    /// The hash of the path up to and including this link.
    let hash: Int
    /// The number of components up to and including this link.
    let depth: Int

    init(parent: NodeKeyLink?, component: IdentityComponent) {
        self.parent = parent
        self.component = component
        var hasher = Hasher()
        hasher.combine(parent?.hash ?? 0)
        hasher.combine(component)
        hash = hasher.finalize()
        depth = (parent?.depth ?? 0) + 1
    }
}
