nonisolated extension View {
    /// Positions this view in an invisible frame with minimum, ideal and
    /// maximum dimensions (F2).
    ///
    /// Per dimension, with proposal p and child size c: if p is given and
    /// both min and max are set, the frame is clamp(p, min, max) and the
    /// child is not consulted; if p is nil and an ideal is set, the frame
    /// is the ideal; otherwise the child is proposed clamp(p ?? ideal, min,
    /// max) and the frame is c clamped by the constraints as Apple
    /// documents it. `maxWidth: .infinity` fills the proposal.
    @inlinable
    public consuming func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                  minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                  alignment: alignment))
    }
}

/// The modifier `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` applies.
nonisolated public struct _FlexFrameLayout: ViewModifier, PrimitiveModifier, Equatable {
    /// Constraints in one dimension, normalised as SwiftUI does (F2).
    @usableFromInline
    struct Constraints: Equatable {
        @usableFromInline var min: CGFloat?
        @usableFromInline var ideal: CGFloat?
        @usableFromInline var max: CGFloat?

        @inlinable
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func clean(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN ? nil : $0 } }
            var lo = clean(min)
            var mid = clean(ideal)
            var hi = clean(max)
            if let l = lo { lo = Swift.max(l, 0) }
            if let m = mid { mid = Swift.max(lo ?? 0, m) }
            if let h = hi { hi = Swift.max(mid ?? lo ?? 0, h) }
            self.min = lo.flatMap { $0.isFinite ? $0 : nil }
            self.ideal = mid.flatMap { $0.isFinite ? $0 : nil }
            self.max = hi
        }

        /// Constraints already normalised (read back from a compact frame).
        init(normalizedMin min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        var isConstrained: Bool { min != nil || ideal != nil || max != nil }

        func clamp(_ value: CGFloat) -> CGFloat {
            var v = value
            if let hi = max { v = Swift.min(v, hi) }
            if let lo = min { v = Swift.max(v, lo) }
            return v
        }

        /// The child's proposal in this dimension for the frame's proposal `p`.
        func childProposal(_ p: CGFloat?) -> CGFloat? {
            // Not `(p ?? ideal).map(clamp)`: the method reference boxed a copy
            // of the constraints on every call (six heap objects per flexible
            // frame in a cold pass of nested stacks).
            guard let value = p ?? ideal else { return nil }
            return clamp(value)
        }

        /// The frame's length when it need not ask the child, or `nil`.
        func fixedLength(_ p: CGFloat?) -> CGFloat? {
            if let p, min != nil, max != nil { return clamp(p) }
            if p == nil, let ideal { return ideal }
            return nil
        }

        /// The frame's length given the child's length `c` (F2).
        func length(_ p: CGFloat?, child c: CGFloat) -> CGFloat {
            if let fixed = fixedLength(p) { return fixed }
            let proposed = childProposal(p)
            switch (min, max) {
            case let (lo?, hi?): return Swift.max(lo, Swift.min(c, hi))
            case let (lo?, nil): return Swift.max(Swift.min(proposed ?? .infinity, c), lo)
            case let (nil, hi?): return Swift.min(Swift.max(proposed ?? -.infinity, c), hi)
            case (nil, nil): return c
            }
        }

        /// The child's proposal at placement (FlexFrameIdealSizing): the
        /// frame's length, or `nil` when there is no ideal, the parent's
        /// proposal was `nil` and the length lies strictly between the bounds.
        func placementProposal(_ p: CGFloat?, length: CGFloat) -> CGFloat? {
            if ideal == nil, p == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) { return nil }
            return length
        }
    }

    @usableFromInline let width: Constraints
    @usableFromInline let height: Constraints
    @usableFromInline let alignment: Alignment

    /// Made in place in the caller's closure, as `frame(width:height:alignment:)`'s modifier is.
    @inlinable
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        width = Constraints(min: minWidth, ideal: idealWidth, max: maxWidth)
        height = Constraints(min: minHeight, ideal: idealHeight, max: maxHeight)
        self.alignment = alignment
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        // Most flexible frames fit the existential's inline buffer in their
        // compact form (no heap box per frame made, none retained per copy).
        if let compact = CompactFlexFrameBehavior(self) {
            wrapEach(content, context, into: &elements) { _ in compact }
        } else {
            wrapEach(content, context, into: &elements) { _ in FlexFrameBehavior(frame: self) }
        }
    }
}

/// Internal: the behaviour of a flexible frame (F2).
/// Internal: what a flexible frame does (F2), for its two stored forms.
protocol FlexFrame: UnaryBehavior {
    var width: _FlexFrameLayout.Constraints { get }
    var height: _FlexFrameLayout.Constraints { get }
    var alignment: Alignment { get }
    /// Where the alignment's guides sit in a frame (`AlignmentKey.framePosition`).
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) { get }
    /// Whether both guides are built-in ones.
    var hasBuiltinAlignment: Bool { get }
}

extension FlexFrame {
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) {
        (alignment.horizontal.key.framePosition, alignment.vertical.key.framePosition)
    }
    var kindName: String { "frame" }
    /// With built-in guides, a child that fills the frame sits exactly at its origin.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility {
        hasBuiltinAlignment ? .movable : .fixed
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        let width = self.width, height = self.height
        let fixedW = width.fixedLength(proposal.width)
        let fixedH = height.fixedLength(proposal.height)
        if let w = fixedW, let h = fixedH { return CGSize(width: w, height: h) }
        let childProposal = ProposedViewSize(width: width.childProposal(proposal.width),
                                             height: height.childProposal(proposal.height))
        let c = engine.measure(child, childProposal)
        return CGSize(width: fixedW ?? width.length(proposal.width, child: c.width),
                      height: fixedH ?? height.length(proposal.height, child: c.height))
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let placed = measuredChildPlacement(size: size, proposal: proposal, child: child, engine: engine)
        return (placed.origin, placed.proposal)
    }

    func measuredChildPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize, childSize: CGSize?) {
        let p = ProposedViewSize(width: width.placementProposal(proposal.width, length: size.width),
                                 height: height.placementProposal(proposal.height, length: size.height))
        let aligned = engine.alignedOriginAndSize(of: child, proposal: p, in: size, positions: framePositions, alignment: alignment)
        return (aligned.origin, p, aligned.childSize)
    }

    /// Constrained axes use the default spacing again, except around a Spacer (V4).
    func spacing(child: Node, engine: LayoutEngine) -> ViewSpacing {
        frameSpacing(child: child, engine: engine, horizontal: width.isConstrained, vertical: height.isConstrained)
    }
}

/// Internal: a flexible frame as written (any guides, any constraints) —
/// larger than an existential's inline buffer, so a node holding it boxes it.
struct FlexFrameBehavior: FlexFrame, Equatable {
    let frame: _FlexFrameLayout
    var width: _FlexFrameLayout.Constraints { frame.width }
    var height: _FlexFrameLayout.Constraints { frame.height }
    var alignment: Alignment { frame.alignment }
    var hasBuiltinAlignment: Bool { frame.alignment.horizontal.key.isBuiltin && frame.alignment.vertical.key.isBuiltin }
}

/// Internal: a flexible frame with built-in guides whose six constraints
/// hold at most two lengths other than 0 and ∞ — `frame(maxWidth: .infinity)`,
/// `frame(minWidth: 0, idealWidth: w, maxWidth: .infinity)` — in 22 bytes,
/// within a node's existential buffer (no heap box per frame made, no
/// reference counted per copy). Each constraint is 3 bits: none, 0, ∞, or
/// one of the two lengths kept.
///
/// ```
/// minWidth 0, idealWidth 12, maxWidth ∞   codes: zero, first, infinity, none, none, none
///                                          first = 12
/// ```
struct CompactFlexFrameBehavior: FlexFrame, Equatable {
    static var builtinKind: BuiltinBehaviorKind { .compactFlexFrame }
    private let first: CGFloat
    private let second: CGFloat
    /// Three bits per constraint, in the order minWidth, idealWidth,
    /// maxWidth, minHeight, idealHeight, maxHeight.
    private let codes: UInt32
    private let builtinAlignment: BuiltinAlignment

    private static let none: UInt32 = 0, zero: UInt32 = 1, infinity: UInt32 = 2, firstLength: UInt32 = 3,
                       secondLength: UInt32 = 4

    /// The compact form of `frame`, or `nil` if a guide is custom or more than
    /// two lengths other than 0 and ∞ are set.
    init?(_ frame: _FlexFrameLayout) {
        guard let alignment = BuiltinAlignment(frame.alignment) else { return nil }
        var first: CGFloat?, second: CGFloat?
        var codes: UInt32 = 0
        var fits = true
        func encode(_ value: CGFloat?, at index: UInt32) {
            let code: UInt32
            if let value {
                // Only +0 (−0 keeps its sign in a length slot) and +∞ by code.
                if value.bitPattern == 0 { code = Self.zero }
                else if value == .infinity { code = Self.infinity }
                else if first == nil || first.unsafelyUnwrapped.bitPattern == value.bitPattern {
                    first = value
                    code = Self.firstLength
                } else if second == nil || second.unsafelyUnwrapped.bitPattern == value.bitPattern {
                    second = value
                    code = Self.secondLength
                } else {
                    fits = false
                    code = Self.none
                }
            } else {
                code = Self.none
            }
            codes |= code << (3 * index)
        }
        encode(frame.width.min, at: 0)
        encode(frame.width.ideal, at: 1)
        encode(frame.width.max, at: 2)
        encode(frame.height.min, at: 3)
        encode(frame.height.ideal, at: 4)
        encode(frame.height.max, at: 5)
        guard fits else { return nil }
        self.first = first ?? 0
        self.second = second ?? 0
        self.codes = codes
        self.builtinAlignment = alignment
    }

    @inline(__always)
    private func value(at index: UInt32) -> CGFloat? {
        switch (codes >> (3 * index)) & 7 {
        case Self.none: nil
        case Self.zero: 0
        case Self.infinity: .infinity
        case Self.firstLength: first
        default: second
        }
    }

    var width: _FlexFrameLayout.Constraints {
        @inline(__always) get { _FlexFrameLayout.Constraints(normalizedMin: value(at: 0), ideal: value(at: 1), max: value(at: 2)) }
    }
    var height: _FlexFrameLayout.Constraints {
        @inline(__always) get { _FlexFrameLayout.Constraints(normalizedMin: value(at: 3), ideal: value(at: 4), max: value(at: 5)) }
    }
    var alignment: Alignment { builtinAlignment.alignment }
    var framePositions: (horizontal: FramePosition?, vertical: FramePosition?) {
        @inline(__always) get { builtinAlignment.framePositions }
    }
    var hasBuiltinAlignment: Bool { true }
}
