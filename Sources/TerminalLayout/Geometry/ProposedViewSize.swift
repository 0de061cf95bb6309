/// A proposal for the size of a view, made by its parent (P1–P4).
///
/// A `nil` dimension asks for the view's ideal size in that dimension, `0`
/// for its minimum and `.infinity` for its maximum (P2).
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "use your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "use your ideal height".
    public var height: CGFloat?

    /// Creates a proposal from optional dimensions.
    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal with both dimensions specified by a size.
    @inlinable public init(_ size: CGSize) {
        self.width = size.width
        self.height = size.height
    }

    /// A proposal of zero in both dimensions: asks for the minimum size (P2).
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// A proposal of infinity in both dimensions: asks for the maximum size (P2).
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// A proposal with both dimensions unspecified: asks for the ideal size (P2).
    public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// Replaces only the unspecified dimensions with those of `size` (P3).
    ///
    /// The default of 10×10 is SwiftUI's: it keeps a flexible view from
    /// disappearing into a zero-sized frame.
    @inlinable
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// A textual description such as `(80.0, nil)`.
    public var description: String {
        func text(_ value: CGFloat?) -> String { value.map { "\($0)" } ?? "nil" }
        return "(\(text(width)), \(text(height)))"
    }
}

extension ProposedViewSize {
    /// The proposed length along `axis` (P4; internal helper).
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal built from a length along `axis` and one across it (P4).
    init(major: CGFloat?, in axis: Axis, by minor: CGFloat?) {
        self = axis == .horizontal
            ? ProposedViewSize(width: major, height: minor)
            : ProposedViewSize(width: minor, height: major)
    }

    /// The proposal left for content inside `insets`: each specified
    /// dimension shrinks, never below zero; `nil` stays `nil` (P4).
    func inset(by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: width.map { Swift.max(0, $0 - (insets.leading + insets.trailing)) },
            height: height.map { Swift.max(0, $0 - (insets.top + insets.bottom)) })
    }
}
