// CoreGraphics' C-style constructors, which older SwiftUI code (and code
// ported from UIKit) still calls and Linux's Foundation lacks. Each is the
// memberwise initialiser.

/// The point (`x`, `y`) (CoreGraphics' `CGPointMake`).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The size `width` × `height` (CoreGraphics' `CGSizeMake`).
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

/// The rectangle at (`x`, `y`) of `width` × `height` (CoreGraphics' `CGRectMake`).
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

/// The vector (`dx`, `dy`) (CoreGraphics' `CGVectorMake`).
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }
