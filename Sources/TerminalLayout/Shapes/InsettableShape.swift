/// A shape that can be inset by an amount to make another shape
/// (SwiftUI's `InsettableShape`): `Circle().inset(by: 2)` is the circle
/// 2 points inside the frame on every side.
///
/// The built-in shapes' insets stay boxes, drawn in the frame inset by
/// the amount (SHP2); any other inset shape is drawn by its path (PATH1).
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// This shape inset by `amount` on every side (a negative amount
    /// makes it larger).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// Internal: an inset amount made safe: not finite is 0, and it is kept
/// within ±10⁶ points (SHP2).
func sanitizedInset(_ amount: CGFloat) -> CGFloat {
    amount.isFinite ? Swift.max(-1e6, Swift.min(1e6, amount)) : 0
}

extension CGRect {
    /// Internal: the rectangle inset by `amount` on every side; a rectangle
    /// inset past its middle is empty at its middle (never `.null`).
    func insetClamped(by amount: CGFloat) -> CGRect {
        let r = standardized
        let dx = Swift.min(amount, r.width / 2), dy = Swift.min(amount, r.height / 2)
        return CGRect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }
}
