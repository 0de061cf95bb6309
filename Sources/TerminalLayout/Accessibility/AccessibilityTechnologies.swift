/// Assistive technologies an `AccessibilityFocusState` follows, as in SwiftUI.
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
    private var bits: UInt8
    private init(bits: UInt8) { self.bits = bits }
    /// None.
    public init() { bits = 0 }
    /// VoiceOver.
    public static let voiceOver = AccessibilityTechnologies(bits: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(bits: 1 << 1)

    /// Whether every technology of `member` is in the set.
    public func contains(_ member: AccessibilityTechnologies) -> Bool { bits & member.bits == member.bits }
    /// The technologies in either set.
    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits | other.bits) }
    /// The technologies in both sets.
    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits & other.bits) }
    /// The technologies in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies { .init(bits: bits ^ other.bits) }
    /// Adds `member`.
    @discardableResult
    public mutating func insert(_ member: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(member)
        bits |= member.bits
        return (inserted, member)
    }
    /// Removes `member`.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    /// Adds `member`, returning it if it was there already.
    @discardableResult
    public mutating func update(with member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let had = contains(member)
        bits |= member.bits
        return had ? member : nil
    }
    /// Adds `other`.
    public mutating func formUnion(_ other: AccessibilityTechnologies) { bits |= other.bits }
    /// Keeps what is also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTechnologies) { bits &= other.bits }
    /// Keeps what is in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) { bits ^= other.bits }
}
