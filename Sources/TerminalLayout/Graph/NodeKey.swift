/// Internal: one step of a view's identity path.
enum IdentityComponent: Hashable {
    /// Position in a tuple of views or a `for` loop.
    case index(Int)
    /// Branch of an `if`/`else`/`switch` (0 = first).
    case branch(Int)
    /// An explicit id, from `ForEach` or `id(_:)`.
    case id(ExplicitID)
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
/// ids and view types — as a 64-bit digest of the path and its length.
/// Nodes of one scope with equal keys in two updates are the same node.
///
/// ```
///  root ─ .type(VStack) ─ .content ─ .id(7) ─ .type(Color)
///  h₀ ──▶ h₁ = mix(h₀, c₁) ──▶ h₂ ──▶ h₃ ──▶ h₄     key of the colour: (h₄, 4)
/// ```
///
/// A key is a plain 16-byte value: appending a component is a few
/// multiplications (an explicit id adds its `ExplicitID.keyDigest`: an `Int` id itself), comparing two
/// keys compares two integers, and nothing is allocated or reference
/// counted — a cold pass of 10,000 items used to allocate and free a link
/// object per path step.
///
/// Two different paths could in principle share a digest. Keys are only
/// compared within one scope, against the previous update's keys of that
/// scope: the chance that a new key equals an unrelated old one is about
/// n / 2⁶⁴ for a scope of n views (10⁻¹³ for a million). Even then nothing
/// breaks: the node is reused only if its kind matches, and a changed view
/// forgets its memo as any changed view does — the same as a view whose
/// `ForEach` id moved.
struct NodeKey: Hashable {
    /// The digest of the path.
    private let digest: UInt64
    /// The number of components.
    private let depth: UInt32

    private init(digest: UInt64, depth: UInt32) {
        self.digest = digest
        self.depth = depth
    }

    /// The empty path a scope's keys start from.
    static var scopeRoot: NodeKey { NodeKey(digest: 0x243F_6A88_85A3_08D3, depth: 0) }

    /// A key from a whole path.
    init(path: [IdentityComponent]) {
        var key = NodeKey.scopeRoot
        for component in path { key = key.appending(component) }
        self = key
    }

    /// The key one step further down.
    @inline(__always)
    func appending(_ component: IdentityComponent) -> NodeKey {
        let (tag, payload): (UInt64, UInt64)
        switch component {
        case .index(let i): (tag, payload) = (1, UInt64(bitPattern: Int64(i)))
        case .branch(let b): (tag, payload) = (2, UInt64(bitPattern: Int64(b)))
        case .id(let id): (tag, payload) = (3, id.keyDigest)
        case .type(let t): (tag, payload) = (4, UInt64(UInt(bitPattern: t)))
        case .content: (tag, payload) = (5, 0)
        case .wrap(let t): (tag, payload) = (6, UInt64(UInt(bitPattern: t)))
        case .secondary: (tag, payload) = (7, 0)
        case .occurrence(let n): (tag, payload) = (8, UInt64(bitPattern: Int64(n)))
        }
        return NodeKey(digest: Self.mix(digest, tag, payload), depth: depth &+ 1)
    }

    /// Combines a digest with one component (tag and payload); a
    /// multiply-xorshift mixer (SplitMix64's finaliser) over both words, so
    /// each bit of the inputs reaches every bit of the result.
    @inline(__always)
    private static func mix(_ digest: UInt64, _ tag: UInt64, _ payload: UInt64) -> UInt64 {
        var z = digest &+ 0x9E37_79B9_7F4A_7C15 &* tag
        z ^= payload &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
