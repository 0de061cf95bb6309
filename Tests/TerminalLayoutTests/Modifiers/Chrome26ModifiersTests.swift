import Testing
@testable import TerminalLayout

/// The iOS 18 and 26 bar, tab and scroll-edge chrome (PLAT2): accepted, the layout the plain
/// view's; `safeAreaBar` is `safeAreaInset`.
struct Chrome26ModifiersTests {
    static let screen = ProposedViewSize(width: 20, height: 6)

    static func base() -> some View {
        VStack(spacing: 0) { Text("ab").id("t"); Color.red.frame(width: 3, height: 2).id("c") }
    }

    nonisolated(unsafe) static let accepted: [(String, AnyView)] = [
        ("tabBarMinimizeBehavior", AnyView(base().tabBarMinimizeBehavior(.onScrollDown).tabBarMinimizeBehavior(.never))),
        ("tabViewBottomAccessory", AnyView(base().tabViewBottomAccessory { Text("now playing") })),
        ("sidebar header, footer, bottom bar", AnyView(base().tabViewSidebarHeader { Text("h") }
            .tabViewSidebarFooter { Text("f") }.tabViewSidebarBottomBar { Text("b") })),
        ("backgroundExtensionEffect", AnyView(base().backgroundExtensionEffect())),
        ("scroll edge effects", AnyView(base().scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectStyle(nil, for: .all)
            .scrollEdgeEffectHidden(for: .bottom))),
        ("scrollIndicatorsFlash", AnyView(base().scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: 3))),
        ("symbolColorRenderingMode", AnyView(base().symbolColorRenderingMode(.gradient))),
        ("writingToolsBehavior", AnyView(base().writingToolsBehavior(.disabled))),
        ("presentationSizing", AnyView(base().presentationSizing(.form.fitted(horizontal: true, vertical: false)))),
        ("listSectionMargins", AnyView(base().listSectionMargins(.horizontal, 2))),
        ("labelIconToTitleSpacing", AnyView(base().labelIconToTitleSpacing(4))),
        ("textContentType", AnyView(base().textContentType(.emailAddress).textContentType(nil)
            .textContentType(UITextContentType(rawValue: "custom")))),
        ("onScrollPhaseChange", AnyView(base().onScrollPhaseChange { _, _ in }.onScrollPhaseChange { _, _, _ in })),
    ]

    @Test("The layout is the plain view's", arguments: accepted.map(\.0))
    func unchanged(_ name: String) {
        let view = Self.accepted.first { $0.0 == name }!.1
        let plain = ViewGraph(AnyView(Self.base())).layout(proposal: Self.screen)
        let affected = ViewGraph(view).layout(proposal: Self.screen)
        #expect(affected.placements == plain.placements)
    }

    @Test("safeAreaBar places its bar as safeAreaInset does", arguments: [VerticalEdge.top, .bottom])
    func bar(_ edge: VerticalEdge) {
        let bar = ViewGraph(Color.gray.id("content").safeAreaBar(edge: edge) { Text("bar").id("bar") }).layout(proposal: Self.screen)
        let inset = ViewGraph(Color.gray.id("content").safeAreaInset(edge: edge) { Text("bar").id("bar") }).layout(proposal: Self.screen)
        #expect(bar.placements == inset.placements)
        #expect(bar.frame(for: "bar")?.minY == (edge == .top ? 0 : 5))
        #expect(bar.frame(for: "content")?.height == 4)   // 6 less the bar and the default spacing, one cell
    }

    @Test("safeAreaBar along a side", arguments: [HorizontalEdge.leading, .trailing])
    func sideBar(_ edge: HorizontalEdge) {
        let bar = ViewGraph(Color.gray.id("content").safeAreaBar(edge: edge) { Text("|").id("bar") }).layout(proposal: Self.screen)
        #expect(bar.frame(for: "bar")?.minX == (edge == .leading ? 0 : 19))
        #expect(bar.frame(for: "content")?.width == 18)   // 20 less the bar and one cell of spacing
    }
}

/// `onScrollPhaseChange` (SC10) and `Tab(role:)`.
@MainActor
struct ScrollPhaseAndRoleTabTests {
    @Test("A scroll view scrolled by keys stays idle: the phase action never runs", arguments: [1, 5])
    func phaseNeverChanges(_ steps: Int) {
        var phases: [ScrollPhase] = []
        let view = ScrollView { VStack(spacing: 0) { ForEach(0..<30) { Text("row \($0)") } } }
            .onScrollPhaseChange { _, new in phases.append(new) }
        let graph = ViewGraph(view)
        let focus = FocusSystem(graph: graph)
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 4))
        focus.moveFocus(forward: true)
        for _ in 0..<steps { focus.handle(KeyPress(key: .downArrow)) }
        _ = graph.layout(proposal: ProposedViewSize(width: 10, height: 4))
        #expect(phases.isEmpty)
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.animating.isScrolling && !ScrollPhase.tracking.isScrolling)
    }

    @Test("A search tab with no label shows Search and the magnifying glass", arguments: [false, true])
    func searchTab(_ withValue: Bool) {
        let plain = textFrame(TabView { Tab("Search", systemImage: "magnifyingglass") { Text("find") } }, width: 20, height: 3)
        let role = withValue
            ? textFrame(TabView(selection: .constant(1)) { Tab(value: 1, role: .search) { Text("find") } }, width: 20, height: 3)
            : textFrame(TabView { Tab(role: .search) { Text("find") } }, width: 20, height: 3)
        #expect(role == plain)
        #expect(role.joined().contains("Search"))
    }
}
