extension Subscribers {
    /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`: a number
    /// (``max(_:)``, ``none``) or ``unlimited``.
    ///
    /// The arithmetic saturates as Combine's does: anything plus or times ``unlimited`` is
    /// unlimited, a sum or product beyond `Int.max` is unlimited, a difference below zero is
    /// ``none``, and ``unlimited`` minus a number stays unlimited. A negative count is a
    /// programming error (Combine traps, and so does this).
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, or `UInt(Int.max) + 1` for unlimited.
        let rawValue: UInt

        init(rawValue: UInt) { self.rawValue = Swift.min(rawValue, Self.unlimitedRaw) }

        private static let unlimitedRaw = UInt(Int.max) + 1

        /// As many values as the publisher has.
        public static let unlimited = Demand(rawValue: unlimitedRaw)
        /// No values.
        public static let none = Demand(rawValue: 0)

        /// Up to `value` values; `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "Subscribers.Demand.max(\(value)): a demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The count, or `nil` for ``unlimited``.
        public var max: Int? { rawValue == Self.unlimitedRaw ? nil : Int(rawValue) }

        public var description: String { self == .unlimited ? "unlimited" : "max(\(rawValue))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            let (sum, overflow) = lhs.rawValue.addingReportingOverflow(rhs.rawValue)
            return overflow ? .unlimited : Demand(rawValue: sum)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - Demand(rawValue: rhs.magnitude) : lhs + Demand(rawValue: rhs.magnitude)
        }

        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard lhs != .unlimited else { return .unlimited }
            guard rhs > 0 else { return .none }
            let (product, overflow) = lhs.rawValue.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(rawValue: product)
        }

        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return lhs.rawValue > rhs.rawValue ? Demand(rawValue: lhs.rawValue - rhs.rawValue) : .none
        }

        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + Demand(rawValue: rhs.magnitude) : lhs - Demand(rawValue: rhs.magnitude)
        }

        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        // Comparisons with a count: unlimited is more than every count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue > UInt(rhs) }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { rhs < 0 || lhs.rawValue >= UInt(rhs) }
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs < lhs }
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs <= lhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { !(lhs >= rhs) }
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs > lhs }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { !(lhs > rhs) }
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs >= lhs }
        public static func == (lhs: Demand, rhs: Int) -> Bool { rhs >= 0 && lhs.rawValue == UInt(rhs) }
        public static func != (lhs: Demand, rhs: Int) -> Bool { !(lhs == rhs) }
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs == lhs }
        public static func != (lhs: Int, rhs: Demand) -> Bool { !(rhs == lhs) }

        public init(from decoder: Decoder) throws {
            self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
