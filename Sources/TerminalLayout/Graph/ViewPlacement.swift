/// Internal: a clip rectangle in root points, shared by the placements of
/// every view under one clipping ancestor (8 bytes in each, not 33).
final class PlacementClip: Sendable {
    let rect: CGRect
    init(_ rect: CGRect) { self.rect = rect }
}

/// One placed view of a layout result: its frame in root points, its depth
/// in the tree, its id if it has one, and what to draw.
public struct ViewPlacement: Equatable, @unchecked Sendable {
    /// The frame in root coordinates, in points, unrounded.
    public var frame: CGRect
    /// 0 for the root, 1 for its children, and so on.
    public var depth: Int {
        get { Int(storedDepth) }
        set { storedDepth = Int32(clamping: newValue) }
    }
    /// The view's explicit identity (`id(_:)`, or its `ForEach` id), if any.
    public var id: AnyHashable? {
        get { explicitID?.value }
        set { explicitID = newValue.map { ExplicitID(anyHashable: $0) } }
    }
    /// The rectangle, in root points, outside which nothing of this view
    /// may be drawn (set below `clipped()` and `ScrollView`), or `nil`.
    public var clip: CGRect? {
        get { clipBox?.rect }
        set { clipBox = newValue.map(PlacementClip.init) }
    }
    /// The opacity to draw with, 0…1 (`opacity(_:)`; 0 below `hidden()`).
    public var opacity: Double
    /// The proposal the view was placed with (its parent's `place(at:anchor:proposal:)`).
    public var proposal: ProposedViewSize {
        get { ProposedViewSize(width: Self.dimension(proposedWidth), height: Self.dimension(proposedHeight)) }
        set {
            proposedWidth = Self.bits(newValue.width)
            proposedHeight = Self.bits(newValue.height)
        }
    }

    // Stored compactly (a result keeps one placement per view: 112 bytes):
    // the id as an `ExplicitID`, the clip as a reference to a rectangle
    // shared by every view under the same clipping ancestor, the proposal
    // as bit patterns (NaN for unspecified: proposals are sanitised, none is
    // NaN), the depth in 32 bits — ordered so that the odd-sized fields
    // (`kind`, `explicitID`) leave no padding between them.
    private var proposedWidth: UInt
    private var proposedHeight: UInt
    var clipBox: PlacementClip?
    /// What the view is and how to draw it.
    public var kind: Kind
    private var storedDepth: Int32
    var explicitID: ExplicitID?
    /// The slot of the node placed (`UInt32.max` for a placement made
    /// with the public initialiser): how the graph finds a node's last
    /// frame from its `placementIndex` (in the padding after `explicitID`).
    var nodeSlot = UInt32.max

    private static let unspecified = CGFloat.nan.bitPattern
    private static func bits(_ value: CGFloat?) -> UInt { value.map(\.bitPattern) ?? unspecified }
    private static func dimension(_ bits: UInt) -> CGFloat? { bits == unspecified ? nil : CGFloat(bitPattern: bits) }

    /// Creates a placement.
    public init(frame: CGRect, depth: Int, id: AnyHashable? = nil, kind: Kind, clip: CGRect? = nil, opacity: Double = 1,
                proposal: ProposedViewSize = .unspecified) {
        self.init(frame: frame, depth: depth, explicitID: id.map { ExplicitID(anyHashable: $0) }, kind: kind,
                  clip: clip.map(PlacementClip.init), opacity: opacity, proposal: proposal)
    }

    /// Creates a placement with an id as the graph stores it.
    init(frame: CGRect, depth: Int, explicitID: ExplicitID?, kind: Kind, clip: PlacementClip?, opacity: Double,
         proposal: ProposedViewSize, nodeSlot: UInt32 = .max) {
        self.frame = frame
        self.storedDepth = Int32(clamping: depth)
        self.explicitID = explicitID
        self.kind = kind
        self.clipBox = clip
        self.opacity = opacity
        self.proposedWidth = Self.bits(proposal.width)
        self.proposedHeight = Self.bits(proposal.height)
        self.nodeSlot = nodeSlot
    }

    /// A placement holding nothing to count references of, which a pass
    /// appends at a new position and then writes in place (`reset`).
    static let blank = ViewPlacement(frame: .zero, depth: 0, explicitID: nil, kind: .spacer, clip: nil, opacity: 1,
                                     proposal: .unspecified)

    /// Makes this placement another one, field by field, in place (a pass
    /// writing over the last one's placements: no whole value built and
    /// then copied in).
    @inline(__always)
    mutating func reset(depth: Int, explicitIDOf record: UnsafeMutablePointer<NodeRecord>, kind: UnsafePointer<Kind>,
                        clip: PlacementClip?, opacity: Double, proposal: ProposedViewSize, nodeSlot: UInt32) {
        storedDepth = Int32(clamping: depth)
        // Most views have no id or the id they had, and the views under one
        // clip share it: nothing to copy or destroy then (the ids are
        // compared as stored, in place).
        if !ExplicitID.sameBits(&self.explicitID, &record.pointee.traits.explicitID) {
            self.explicitID = record.pointee.traits.explicitID
        }
        // A view placed again is mostly what it was (the same colour object,
        // the same text lines): nothing to retain or release then.
        if !Kind.sameBits(&self.kind, kind) { self.kind = kind.pointee }
        if clipBox !== clip { clipBox = clip }
        self.opacity = opacity
        proposedWidth = Self.bits(proposal.width)
        proposedHeight = Self.bits(proposal.height)
        self.nodeSlot = nodeSlot
    }

    /// Whether the placement was made with `proposal` (compared as stored:
    /// bit for bit, as the memo compares proposals).
    @inline(__always)
    func hasProposal(_ proposal: ProposedViewSize) -> Bool {
        proposedWidth == Self.bits(proposal.width) && proposedHeight == Self.bits(proposal.height)
    }

    /// Whether this placement, of the node in `slot` and made the last pass,
    /// may be moved for a placement of that node with `size`, `proposal`
    /// (or any, with `anyProposal`), `depth`, `opacity` and `clip`.
    @inline(__always)
    func canMove(slot: UInt32, size: CGSize, proposal: ProposedViewSize, anyProposal: Bool, depth: Int, opacity: Double,
                 clip: PlacementClip?) -> Bool {
        nodeSlot == slot && frame.size == size && (anyProposal || hasProposal(proposal)) && Int(storedDepth) == depth
            && self.opacity == opacity && (clipBox === clip || clipBox?.rect == clip?.rect)
    }

    /// Two placements are equal when every public property is.
    public static func == (a: ViewPlacement, b: ViewPlacement) -> Bool {
        a.frame == b.frame && a.storedDepth == b.storedDepth && a.explicitID == b.explicitID && a.kind == b.kind
            && a.clip == b.clip && a.opacity == b.opacity && a.proposal == b.proposal
    }

    /// Whether anything of this view can be seen: not fully transparent
    /// and not entirely clipped away.
    public var isVisible: Bool {
        guard opacity > 0 else { return false }
        guard let clip else { return true }
        return frame.intersects(clip) || (frame.isEmpty && clip.contains(frame.origin))
    }

    /// What a placed view is.
    public enum Kind: Equatable, Sendable {
        /// Text, already wrapped and truncated to its frame.
        case text(TextPlacement)
        /// A colour filling its frame.
        case color(Color)
        /// A shape filling (or stroking) its frame. (Boxed: a shape's
        /// placement is the largest, and every placement would pay for it.)
        indirect case shape(ShapePlacement)
        /// A spacer (draws nothing).
        case spacer
        /// A divider line along the given axis.
        case divider(Axis)
        /// A layout container, by layout type name (draws nothing).
        case container(String)
        /// A modifier that draws nothing itself ("padding", "frame", …).
        case modifier(String)
        /// A scroll view: its content is clipped to its frame. (Boxed, as a
        /// shape is: scroll views are few, and its placement is 40 bytes.)
        indirect case scrollView(ScrollPlacement)
        /// A `Canvas`: the drawing its renderer closure recorded (CNV1).
        /// (Boxed, as a shape is.)
        indirect case canvas(CanvasPlacement)

        /// Whether two kinds are stored with the same bits: then they are
        /// the same value (the same case, the same objects, the same
        /// numbers), and writing one over the other changes nothing. (Not
        /// the converse: equal texts stored apart differ in bits.)
        @inline(__always)
        static func sameBits(_ a: UnsafePointer<Kind>, _ b: UnsafePointer<Kind>) -> Bool {
            let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
            let size = MemoryLayout<Kind>.size
            var offset = 0
            while offset + 8 <= size {
                guard x.load(fromByteOffset: offset, as: UInt64.self) == y.load(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset += 8
            }
            while offset < size {
                guard x.load(fromByteOffset: offset, as: UInt8.self) == y.load(fromByteOffset: offset, as: UInt8.self)
                else { return false }
                offset += 1
            }
            return true
        }
    }
}

/// Text as placed: the lines to draw, in cells, and their style.
public struct TextPlacement: Equatable, Sendable {
    /// The lines, wrapped and truncated, with controls already replaced.
    public var lines: [String]
    /// The text's foreground colour, if set.
    public var foreground: Color?
    /// Whether the font is bold.
    public var isBold: Bool
    /// Whether the font is dim (secondary text).
    public var isDim: Bool
    /// How each line is aligned in the frame.
    public var alignment: TextAlignment

    /// Creates a text placement.
    public init(lines: [String], foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false,
                alignment: TextAlignment = .leading) {
        self.lines = lines
        self.foreground = foreground
        self.isBold = isBold
        self.isDim = isDim
        self.alignment = alignment
    }
}

/// A shape as placed: its kind and its style.
public struct ShapePlacement: Equatable, Sendable {
    /// The kind of shape.
    public enum Shape: Equatable, Sendable {
        /// A rectangle.
        case rectangle
        /// A rectangle with rounded corners.
        case roundedRectangle(cornerRadius: CGFloat)
        /// A circle (or ellipse) inscribed in the frame.
        case circle
        /// A capsule.
        case capsule
        /// Any other shape: its path in the view's own coordinates (origin
        /// at the frame's origin), rasterised into cells (PATH1).
        case path(Path)
    }

    /// The kind of shape.
    public var shape: Shape
    /// The fill colour, or `nil` for a stroke-only shape.
    public var fill: Color?
    /// The stroke colour, or `nil` for no outline.
    public var stroke: Color?
    /// Whether a path's fill uses the even-odd rule (else non-zero; PATH1).
    public var isEOFilled = false

    /// Creates a shape placement.
    public init(shape: Shape, fill: Color?, stroke: Color?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
    }
}

/// A scroll view as placed: what the renderer needs for its indicator.
public struct ScrollPlacement: Equatable, Sendable {
    /// The axes the view scrolls along.
    public var axes: Axis.Set
    /// Whether to draw a scroll indicator when the content overflows.
    public var showsIndicators: Bool
    /// The size of the content, in points.
    public var contentSize: CGSize
    /// The current scroll offset, in points (clamped to the content).
    public var offset: CGPoint

    /// Creates a scroll placement.
    public init(axes: Axis.Set, showsIndicators: Bool, contentSize: CGSize, offset: CGPoint) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.contentSize = contentSize
        self.offset = offset
    }
}
