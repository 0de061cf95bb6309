/// Internal: where a container put a child, in root coordinates.
///
/// The child is kept as its slot and version (it is a node of the
/// container's arena: `child(in:)`), the proposal as two bit patterns (NaN
/// for unspecified; proposals are sanitised, none is NaN): 40 bytes a
/// child, not 64 — a container's `placeSubviews` records one per child.
struct ChildPlacement {
    private var childIndex: Int32
    private var childVersion: UInt32
    var origin: CGPoint
    private var proposedWidth: UInt
    private var proposedHeight: UInt

    init(child: Node, origin: CGPoint, proposal: ProposedViewSize) {
        self.childIndex = child.index
        self.childVersion = child.version
        self.origin = origin
        self.proposedWidth = Self.bits(proposal.width)
        self.proposedHeight = Self.bits(proposal.height)
    }

    /// The child: a node of `arena`, the container's.
    @inline(__always)
    func child(in arena: NodeArena) -> Node { Node(arena: arena, index: childIndex, version: childVersion) }

    /// Whether the child is `node` (a node of the container's arena).
    @inline(__always)
    func places(_ node: Node) -> Bool { node.index == childIndex && node.version == childVersion }

    /// Whether a child was recorded (an unplaced slot holds index −1).
    var hasChild: Bool { childIndex >= 0 }

    /// Records `node` as the child.
    mutating func setChild(_ node: Node) {
        childIndex = node.index
        childVersion = node.version
    }

    /// The proposal the child was placed with.
    var proposal: ProposedViewSize {
        @inline(__always) get { ProposedViewSize(width: Self.dimension(proposedWidth), height: Self.dimension(proposedHeight)) }
        set {
            proposedWidth = Self.bits(newValue.width)
            proposedHeight = Self.bits(newValue.height)
        }
    }

    private static let unspecified = CGFloat.nan.bitPattern
    @inline(__always) private static func bits(_ value: CGFloat?) -> UInt { value.map(\.bitPattern) ?? unspecified }
    @inline(__always) private static func dimension(_ bits: UInt) -> CGFloat? {
        bits == unspecified ? nil : CGFloat(bitPattern: bits)
    }
}
