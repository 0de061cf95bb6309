/// The traits of an accessibility element, as in SwiftUI
/// (`accessibilityAddTraits(_:)`, `accessibilityRemoveTraits(_:)`): a set
/// of members such as `.isButton` or `.isHeader`.
///
/// A terminal app has no accessibility tree: the traits are accepted and
/// change neither layout nor drawing (A11Y1).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt32
    private init(bits: UInt32) { self.bits = bits }
    /// No traits.
    public init() { bits = 0 }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// The element is static text that cannot be changed.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 6)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 7)
    /// The element acts as a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 8)
    /// The element sums up the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// The element's value or label updates frequently.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// The element's children are the only ones assistive technology reads.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// The element is a toggle (iOS 17).
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// The element is a tab bar (iOS 18).
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits ^ other.bits) }
    /// Adds `member`'s traits.
    @discardableResult
    public mutating func insert(_ member: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(member)
        bits |= member.bits
        return (inserted, member)
    }
    /// Removes `member`'s traits.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }
    /// Adds `member`'s traits, returning them if they were there already.
    @discardableResult
    public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(member)
        bits |= member.bits
        return had ? member : nil
    }
    /// Adds `other`'s traits.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}
