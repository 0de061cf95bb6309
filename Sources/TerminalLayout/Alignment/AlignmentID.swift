/// A type that identifies an alignment guide and gives its default value.
///
/// Define a custom guide as in SwiftUI:
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum OneThird: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
///     }
///     static let oneThird = HorizontalAlignment(OneThird.self)
/// }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat

    /// Folds the explicit value of the `n`-th child (0-based, counting only
    /// children that have one) into the container's value (A3).
    ///
    /// The default keeps the running mean of the children's values, as
    /// SwiftUI does for custom guides. Built-in frame guides do not
    /// propagate; the first text baseline keeps the minimum (top-most) and
    /// the last text baseline the maximum (bottom-most).
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Keeps the running mean of the children's explicit values (A3).
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        let previous = parentValue ?? 0
        parentValue = previous + (childValue - previous) / CGFloat(n + 1)
    }
}

/// Internal marker: the built-in frame guides (leading, center, trailing,
/// top, center, bottom), whose explicit values never propagate out of a
/// multi-child container (A3, U5).
protocol FrameAlignmentID: AlignmentID {
    /// Where the guide sits along its axis.
    static var position: FramePosition { get }
}

/// Internal: where a built-in frame guide sits along its axis.
enum FramePosition {
    /// Leading or top: 0.
    case start
    /// Center: half the length.
    case center
    /// Trailing or bottom: the length.
    case end

    /// The guide's default value for a view of `length` along the axis
    /// (the same arithmetic as the guides' `defaultValue(in:)`).
    @inline(__always)
    func value(in length: CGFloat) -> CGFloat {
        switch self {
        case .start: 0
        case .center: length / 2
        case .end: length
        }
    }
}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// Internal marker: the first text baseline, which combines by taking the
/// minimum — the top-most child's first baseline (A3).
protocol FirstTextBaselineAlignmentID: AlignmentID {}

extension FirstTextBaselineAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.min(parentValue ?? childValue, childValue)
    }
}

/// Internal marker: the last text baseline, which combines by taking the
/// maximum — the bottom-most child's last baseline (A3, L6; Apple defines
/// it as the baseline of the last line, OpenSwiftUI's `min` is wrong here).
protocol LastTextBaselineAlignmentID: AlignmentID {}

extension LastTextBaselineAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}

/// Internal identity of a guide: its `AlignmentID` type and its axis.
struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    let id: any AlignmentID.Type
    let axis: Axis
    /// For the built-in frame guides, where they sit (known when the key
    /// is made, so reading a default value needs no dynamic cast or call).
    let framePosition: FramePosition?

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        self.axis = axis
        self.framePosition = (id as? any FrameAlignmentID.Type)?.position
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// Whether explicit values of this guide never leave a multi-child container.
    var isFrameGuide: Bool { framePosition != nil }

    /// The guide's default value for a view of these dimensions.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        if let framePosition { return framePosition.value(in: dimensions.size[axis]) }
        return id.defaultValue(in: dimensions)
    }

    /// Folds a child's value into the container's, per the guide's rule.
    func combine(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        id._combineExplicit(childValue: childValue, n, into: &parentValue)
    }

    var description: String { "\(id)" }
}
