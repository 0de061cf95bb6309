extension Edge {
    /// A corner of a rectangle (iOS 26), as SwiftUI's `Edge.Corner`.
    public enum Corner: Int8, CaseIterable, Hashable, Sendable {
        case topLeading, topTrailing, bottomLeading, bottomTrailing

        /// How a corner of a rectangular shape is drawn (iOS 26): square, rounded with a fixed
        /// radius, or concentric with its container's corner (SHP5).
        ///
        /// A number is a fixed radius (`0` square). Here every container is a box with square
        /// corners (C1), so a concentric corner's radius — the container's less the distance
        /// between the corners — is 0 unless a minimum says more.
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            /// The fixed radius; `nil`: concentric.
            let fixedRadius: CGFloat?
            /// The least radius of a concentric corner.
            let minimumRadius: CGFloat

            /// A rounded corner whose radius shares its centre with the container's corner.
            public static var concentric: Style { Style(fixedRadius: nil, minimumRadius: 0) }

            /// A concentric corner, at least as round as `minimum` when given.
            public static func concentric(minimum: Style? = nil) -> Style {
                Style(fixedRadius: nil, minimumRadius: minimum?.radius ?? 0)
            }

            /// A corner of `radius` (0: square).
            public static func fixed(_ radius: CGFloat) -> Style { Style(fixedRadius: radius, minimumRadius: 0) }

            /// A fixed radius written as a number.
            public init(integerLiteral value: Int) { self.init(fixedRadius: CGFloat(value), minimumRadius: 0) }
            /// A fixed radius written as a number.
            public init(floatLiteral value: Double) { self.init(fixedRadius: CGFloat(value), minimumRadius: 0) }

            init(fixedRadius: CGFloat?, minimumRadius: CGFloat) {
                self.fixedRadius = fixedRadius
                self.minimumRadius = minimumRadius
            }

            /// The radius drawn: the fixed one, or a concentric one in a square container — its
            /// minimum (not finite or negative: 0).
            var radius: CGFloat {
                let value = fixedRadius ?? minimumRadius
                return value.isFinite ? Swift.max(0, value) : 0
            }
        }
    }
}
