// What CoreGraphics adds to the CG types that Linux's Foundation lacks and
// SwiftUI layout code uses. Everything else layouts use (`midX`, `insetBy`,
// `offsetBy`, `union`, `intersection`, `divided`, `standardized`,
// `integral`, `CGRect.null`/`.infinite`, …) Foundation already has;
// `applying(_:)` is in CGAffineTransform.swift.

extension CGPoint {
    /// Whether the two points are equal (CoreGraphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (CoreGraphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal (CoreGraphics' `CGRectEqualToRect`):
    /// the same rectangle once standardized, so a rectangle with a negative
    /// width equals its flipped twin.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
