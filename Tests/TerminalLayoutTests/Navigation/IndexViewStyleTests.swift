import Testing
@testable import TerminalLayout

/// `indexViewStyle` with `PageIndexViewStyle` (accepted, PLAT1).
@MainActor
struct IndexViewStyleTests {
    static func frame(_ view: some View) -> [String] { textFrame(view, width: 20, height: 2) }

    static let tabs = TabView {
        Text("First")
        Text("Second")
    }

    /// `style` as the modifier's argument sees it: a member of `IndexViewStyle`.
    static func style<S: IndexViewStyle>(_ style: S) -> S { style }

    @Test("The style is kept with its background mode; .page is the automatic mode",
          arguments: [PageIndexViewStyle.BackgroundDisplayMode.automatic, .always, .interactive, .never])
    func modes(_ mode: PageIndexViewStyle.BackgroundDisplayMode) {
        #expect(PageIndexViewStyle(backgroundDisplayMode: mode).backgroundDisplayMode == mode)
        #expect(Self.style(.page(backgroundDisplayMode: mode)).backgroundDisplayMode == mode)
        #expect(PageIndexViewStyle().backgroundDisplayMode == .automatic)
        #expect(PageIndexViewStyle.page.backgroundDisplayMode == .automatic)
    }

    @Test("A paged tab view with an index style lays out as without one",
          arguments: [PageIndexViewStyle.BackgroundDisplayMode.automatic, .always, .never])
    func accepted(_ mode: PageIndexViewStyle.BackgroundDisplayMode) {
        let styled = Self.tabs.tabViewStyle(PageTabViewStyle()).indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: mode))
        #expect(Self.frame(styled) == Self.frame(Self.tabs))
        #expect(Self.frame(Self.tabs.indexViewStyle(.page)) == Self.frame(Self.tabs))
        #expect(Self.frame(Self.tabs)[1] == "First")
    }
}
