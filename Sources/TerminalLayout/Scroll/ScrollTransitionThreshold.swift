extension ScrollTransitionConfiguration {
    /// A point on a view's way from hidden (wholly outside the scroll view's
    /// visible region) to visible: where its scroll transition reaches the
    /// identity phase (SwiftUI's `ScrollTransitionConfiguration.Threshold`, SC11).
    ///
    /// Measured along the transition's axis as the depth of the view's near
    /// edge inside the region's edge it comes from: `-length` when it is just
    /// hidden, 0 when it is just wholly visible.
    public struct Threshold: Sendable {
        /// The depth at which the threshold is met, for a view `length` long
        /// in a region `region` long.
        let depth: @Sendable (_ length: Double, _ region: Double) -> Double

        /// Met when the view is wholly inside the region.
        public static let visible = Threshold.visible(1)
        /// Met as soon as the view enters the region.
        public static let hidden = Threshold.visible(0)
        /// Met when the view is centred in the region.
        public static var centered: Threshold { Threshold { length, region in (region - length) / 2 } }

        /// Met when `amount` of the view (0 hidden … 1 wholly visible; clamped) is inside the region.
        public static func visible(_ amount: Double) -> Threshold {
            let amount = amount.isFinite ? Swift.min(1, Swift.max(0, amount)) : 1
            return Threshold { length, _ in (amount - 1) * length }
        }

        /// This threshold met `distance` nearer the region's centre (farther for a negative one).
        public func inset(by distance: Double) -> Threshold {
            let distance = distance.isFinite ? distance : 0
            return Threshold { length, region in depth(length, region) + distance }
        }

        /// This threshold moved toward `other` by `amount` (0 this one, 1 `other`).
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            let amount = amount.isFinite ? amount : 0
            return Threshold { length, region in
                let from = depth(length, region)
                return from + (other.depth(length, region) - from) * amount
            }
        }
    }
}
