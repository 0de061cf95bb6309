import Testing
@testable import TerminalLayout

/// `ContentSizeCategory` and `EnvironmentValues.sizeCategory`: the older
/// names of `DynamicTypeSize`, kept in step with `dynamicTypeSize` (APR1);
/// and the prominences carried by the environment for views to read.
struct SizeCategoryTests {
    static let pairs: [(ContentSizeCategory, DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ]

    @Test("Every category is one dynamic type size and back; accessibility from accessibilityMedium",
          arguments: pairs)
    func mapping(_ category: ContentSizeCategory, _ size: DynamicTypeSize) {
        #expect(ContentSizeCategory(size) == category)
        #expect(DynamicTypeSize(category) == size)
        #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
        #expect(ContentSizeCategory.allCases.count == 12)
    }

    @Test("Categories order from small to large")
    func order() {
        #expect(ContentSizeCategory.extraSmall < .small && ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    /// What a child last read.
    final class Seen: @unchecked Sendable {
        var value: (ContentSizeCategory, DynamicTypeSize, Prominence, BadgeProminence)?
    }

    struct Reader: View {
        @Environment(\.sizeCategory) var category
        @Environment(\.dynamicTypeSize) var size
        @Environment(\.headerProminence) var header
        @Environment(\.badgeProminence) var badge
        let seen: Seen
        var body: some View {
            seen.value = (category, size, header, badge)
            return Text("x")
        }
    }

    /// What a child reads through `@Environment` below `modify`.
    static func read(_ modify: (Reader) -> AnyView) -> (ContentSizeCategory, DynamicTypeSize, Prominence, BadgeProminence)? {
        let seen = Seen()
        let view = modify(Reader(seen: seen))
        _ = ViewGraph(VStack { view }).layout(proposal: ProposedViewSize(width: 10, height: 3))
        return seen.value
    }

    @Test("Unset: .large for both names, standard prominences")
    func defaults() {
        let seen = Self.read { AnyView($0) }
        #expect(seen?.0 == .large && seen?.1 == .large && seen?.2 == .standard && seen?.3 == .standard)
    }

    @Test("Set either name, a child reads both", arguments: pairs)
    func inStep(_ category: ContentSizeCategory, _ size: DynamicTypeSize) {
        let bySize = Self.read { AnyView($0.dynamicTypeSize(size)) }
        #expect(bySize?.0 == category && bySize?.1 == size)
        let byCategory = Self.read { AnyView($0.environment(\.sizeCategory, category)) }
        #expect(byCategory?.0 == category && byCategory?.1 == size)
    }

    @Test("A dynamic type range clamps the category too")
    func clamped() {
        let seen = Self.read { AnyView($0.dynamicTypeSize(...DynamicTypeSize.xLarge).environment(\.sizeCategory, .accessibilityLarge)) }
        #expect(seen?.0 == .extraLarge && seen?.1 == .xLarge)
    }

    @Test("headerProminence and badgeProminence reach a child, the innermost winning",
          arguments: [(Prominence.increased, BadgeProminence.decreased), (.standard, .increased), (.increased, .standard)])
    func prominences(_ header: Prominence, _ badge: BadgeProminence) {
        let seen = Self.read { AnyView($0.headerProminence(header).badgeProminence(badge).headerProminence(.standard)
            .badgeProminence(.increased)) }
        #expect(seen?.2 == header && seen?.3 == badge)
    }
}
