import Foundation

extension UIView {
    /// The length a view without an intrinsic size in a dimension gives for it in
    /// `intrinsicContentSize`.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size `systemLayoutSizeFitting(_:)` can be asked for.
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero

    /// The largest size `systemLayoutSizeFitting(_:)` can be asked for.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// How a view's frame follows its superview's size: which margins and lengths are flexible.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The mask's bits, as UIKit's.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin grows and shrinks with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width grows and shrinks with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin grows and shrinks with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin grows and shrinks with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height grows and shrinks with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin grows and shrinks with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view fits its content to its bounds (kept).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The size the view would take for `targetSize`: its `sizeThatFits(_:)` (there is no
    /// Auto Layout solver here).
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    /// The size the view would take for `targetSize`; the priorities are not used (see
    /// `systemLayoutSizeFitting(_:)`).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }
}

/// The priority of a layout constraint or of a view's hugging and compression resistance:
/// 1 to 1000.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    /// The priority's value.
    public var rawValue: Float
    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { rawValue = Float(value) }
    /// Must be met: 1000.
    public static let required = UILayoutPriority(1000)
    /// High: 750 (a view's compression resistance by default).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a drag's resizing: 510.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which a scene keeps its size: 500.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// Low: 250 (a view's hugging by default).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority fitting a size uses: 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority `rhs` higher.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// A priority `rhs` lower.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// UIKit's layout constraint, for the axis a view's hugging and compression resistance are
/// set along (`setContentHuggingPriority(_:for: .horizontal)`). Auto Layout's solver is not
/// here: views are drawn at their frames (UIV1).
open class NSLayoutConstraint: NSObject {
    /// An axis of a view's layout.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
