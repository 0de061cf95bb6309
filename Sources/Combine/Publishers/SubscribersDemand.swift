extension Subscribers {
    /// How many values a subscriber asks for, as Combine's type: a number, or `unlimited`.
    ///
    /// Demand is added up (`request(_:)` and each `receive(_:)`'s result add to it) and
    /// goes down by one for each value sent; `unlimited` stays unlimited. It never goes
    /// below zero.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The number asked for; `nil` for unlimited.
        private let limit: Int?

        private init(limit: Int?) {
            self.limit = limit
        }

        /// As many values as the publisher has (what `sink` and `onReceive` ask for).
        public static let unlimited = Demand(limit: nil)
        /// No value.
        public static let none = Demand(limit: 0)

        /// At most `value` values (`value` must not be negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(limit: value)
        }

        /// The number of values, or `nil` for unlimited.
        public var max: Int? { limit }

        public var description: String {
            limit.map { "max(\($0))" } ?? "unlimited"
        }

        /// The sum; unlimited if either is, or if it overflows.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.limit, let b = rhs.limit else { return .unlimited }
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? .unlimited : Demand(limit: sum)
        }

        /// The sum with a number of values (a negative one takes away, down to zero).
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - .max(-rhs) : lhs + .max(rhs)
        }

        /// The difference, not below zero: unlimited minus a number stays unlimited; a
        /// number minus unlimited is none.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.limit else { return .unlimited }
            guard let b = rhs.limit else { return .none }
            return Demand(limit: Swift.max(a - b, 0))
        }

        /// The difference with a number of values, not below zero.
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + .max(-rhs) : lhs - .max(rhs)
        }

        /// The demand times `rhs` (not negative); unlimited if it is or if it overflows.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "A demand cannot be multiplied by a negative number")
            guard let a = lhs.limit else { return .unlimited }
            let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : Demand(limit: product)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Unlimited is greater than any number.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.limit, rhs.limit) {
            case let (a?, b?): a < b
            case (_?, nil): true
            case (nil, _): false
            }
        }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.limit == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.limit != rhs }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.limit == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.limit != lhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 < rhs } ?? false }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 <= rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 > rhs } ?? true }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.limit.map { $0 >= rhs } ?? true }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
    }
}
