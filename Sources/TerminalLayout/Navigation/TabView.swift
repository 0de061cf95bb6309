/// A view that shows one of its child views at a time under a bar of their tab items, as
/// in SwiftUI (TAB1).
///
/// ```swift
/// TabView {
///     Inbox().tabItem { Label("Inbox", systemImage: "tray") }
///     Settings().tabItem { Text("Settings") }
/// }
/// ```
///
/// In a terminal the bar is one row at the top: each child's `tabItem` label (or its
/// position's number when it has none) two columns apart, the selected one bold and between
/// `[` `]`. The bar is focusable (Tab); while focused, ← → select the previous and next tab.
/// With `selection:` the children are picked by their `tag(_:)`; without, by position. The
/// other children stay in the graph, drawn at opacity 0 and out of focus, keeping their
/// state, as in SwiftUI. The view takes all the space it is offered.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: Binding<SelectionValue>?
    /// The selected position when there is no `selection` binding.
    @State private var ownIndex = 0
    /// What the last resolution of the content found: each child's label and tag.
    @State private var items = TabItems()
    @FocusState private var barFocused: Bool

    /// A tab view whose selection is the tag of the shown child.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let items = self.items
        let selectedIndex = items.index(of: selection.map { AnyHashable($0.wrappedValue) }, fallback: ownIndex)
        let pages = ZStack(alignment: .topLeading) {
            content.modifier(_TabContentModifier(selectedIndex: selectedIndex, items: items))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        // An app that draws its own bar hides the system's (UIK1): the pages take the height.
        if UITabBar.appearance().isHidden {
            pages
        } else {
            withBar(pages, items: items, selectedIndex: selectedIndex)
        }
    }

    /// The pages under the bar — unless the page shown hides it (`toolbar(.hidden, for:
    /// .tabBar)`): the pages are resolved first, then the bar's row and the bar, which read
    /// what they found.
    private func withBar(_ pages: some View, items: TabItems, selectedIndex: Int) -> some View {
        TabPagesLayout {
            pages
            TabBarRow(items: items)
        }
        .overlay(alignment: .topLeading) {
            TabBarRow(items: items, bar: bar(items: items, selectedIndex: selectedIndex))
        }
    }

    /// The bar, focusable; ← → select.
    private func bar(items: TabItems, selectedIndex: Int) -> some View {
        TabBar(items: items, selectedIndex: selectedIndex)
            .focusable()
            .focused($barFocused)
            .onKeyPress(phases: .down) { press in
                let count = items.count
                guard count > 0 else { return .ignored }
                switch press.key {
                case .rightArrow: select(min(count - 1, selectedIndex + 1))
                case .leftArrow: select(max(0, selectedIndex - 1))
                default: return .ignored
                }
                return .handled
            }
    }

    /// Shows the child at `index`: sets the binding to its tag, or the own position.
    private func select(_ index: Int) {
        if let selection {
            if let tag = items.tag(at: index)?.base as? SelectionValue { selection.wrappedValue = tag }
        } else {
            ownIndex = index
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view whose children are selected by position, the first at first.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

nonisolated extension View {
    /// Sets the label of this view's tab in a ``TabView`` (TAB1); elsewhere it changes nothing.
    public consuming func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }
}

/// The modifier `tabItem` applies: a pass-through node holding the label, which the tab view
/// around reads.
nonisolated public struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    let label: AnyView

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let label = self.label
        wrapEach(content, context, into: &elements) { _ in TabItemBehavior(label: label) }
    }
}

/// Internal: a child's tab label, in the graph.
struct TabItemBehavior: PassThroughBehavior {
    let label: AnyView
    var kindName: String { "tabItem" }
    func isSame(as other: any NodeBehavior) -> Bool { other is TabItemBehavior }
}

/// Internal: what a tab view's content resolved into — each child's label and tag, in order.
/// A class kept in the tab view's state: its content writes it while resolved, its bar
/// (resolved after) reads it.
final class TabItems: @unchecked Sendable {
    private(set) var labels: [AnyView?] = []
    private(set) var tags: [AnyHashable?] = []
    var count: Int { labels.count }

    /// Whether the page shown hides the bar (`toolbar(.hidden, for: .tabBar)` in it).
    private(set) var barHidden = false

    func set(labels: [AnyView?], tags: [AnyHashable?], barHidden: Bool) {
        self.labels = labels
        self.tags = tags
        self.barHidden = barHidden
    }

    func tag(at index: Int) -> AnyHashable? { tags.indices.contains(index) ? tags[index] : nil }

    /// The position of the child tagged `selection`, else `fallback` (clamped).
    func index(of selection: AnyHashable?, fallback: Int) -> Int {
        if let selection { return tags.firstIndex(of: selection) ?? fallback }
        return min(max(0, fallback), max(0, count - 1))
    }
}

/// The modifier a tab view puts on its content: each child in a render node drawn at
/// opacity 1 when it is the selected one and 0 otherwise (so out of focus too, FOCUS1), and
/// the children's labels and tags noted for the bar.
nonisolated public struct _TabContentModifier: ViewModifier, PrimitiveModifier {
    let selectedIndex: Int
    let items: TabItems

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        context.resolve(content, context.appending(.content), into: &elements)
        var labels: [AnyView?] = [], tags: [AnyHashable?] = []
        for i in start..<elements.count {
            let child = elements[i]
            let (label, tag) = Self.item(of: child)
            labels.append(label)
            tags.append(tag)
            let shown = i - start == selectedIndex
            let wrapper = context.node(child.key.appending(.wrap(ObjectIdentifier(RenderBehavior.self))),
                                       behavior: RenderBehavior(modifier: _RenderModifier(name: "tab", clips: false, opacity: shown ? 1 : 0)))
            context.builder.setChildren(NodeList(child), of: wrapper)
            elements[i] = wrapper
        }
        let selected = start + selectedIndex
        items.set(labels: labels, tags: tags,
                  barHidden: elements.indices.contains(selected) && Self.hidesBar(elements[selected]))
    }

    /// Whether a `toolbar(.hidden, for: .tabBar)` is in `node`'s subtree (the views resolved:
    /// a lazy container's rows not yet made are not looked in).
    static func hidesBar(_ node: Node) -> Bool {
        var pending = [node]
        while let n = pending.popLast() {
            if n.behavior(as: TabBarVisibilityBehavior.self)?.hidesTabBar == true { return true }
            pending.append(contentsOf: n.children)
        }
        return false
    }

    /// The tab label and tag on `node`'s chain of single-child modifiers.
    static func item(of node: Node) -> (AnyView?, AnyHashable?) {
        var label: AnyView?, tag: AnyHashable?
        var current: Node? = node
        var depth = 0
        while let n = current, depth < 64 {
            if label == nil, let item = n.behavior(as: TabItemBehavior.self) { label = item.label }
            if tag == nil, let tagged = n.behavior(as: TagBehavior.self) { tag = tagged.tag }
            guard n.behavior.isTransparentToTraits, n.children.count == 1 else { break }
            current = n.children.first
            depth += 1
        }
        return (label, tag)
    }
}

/// Internal: the bar of a tab view.
nonisolated private struct TabBar: View {
    let items: TabItems
    let selectedIndex: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<items.count, id: \.self) { i in
                let label = items.labels[i] ?? AnyView(Text("\(i + 1)"))
                if i == selectedIndex {
                    HStack(spacing: 0) { Text("["); label; Text("]") }.bold()
                } else {
                    HStack(spacing: 0) { Text(" "); label; Text(" ") }
                }
            }
        }
        .lineLimit(1)
        // Its ideal width always: a stack offered exactly its ideal width may shorten a
        // label (S3's 1/n offers, as in SwiftUI).
        .fixedSize()
    }
}

/// Internal: the bar, or the row it sits on (one cell high) — nothing when the page shown
/// hides the bar. Resolved after the pages, whose resolution says which.
nonisolated struct TabBarRow<Bar: View>: View {
    let items: TabItems
    let bar: Bar
    var body: some View {
        if !items.barHidden { bar }
    }
}

extension TabBarRow where Bar == TabBarSpace {
    /// The row the bar sits on.
    init(items: TabItems) {
        self.init(items: items, bar: TabBarSpace())
    }
}

/// Internal: the row a tab view's bar sits on, one cell high.
nonisolated struct TabBarSpace: View {
    var body: some View { Color.clear.frame(height: 1) }
}

/// Internal: a tab view's pages below its bar's row (its second child, when there is one),
/// as a `VStack` of spacing 0 lays them out; the row is the second child so that it is
/// resolved after the pages.
struct TabPagesLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let pages = subviews.first else { return .zero }
        let row = subviews.count > 1 ? subviews[1].sizeThatFits(ProposedViewSize(width: proposal.width, height: 1)) : .zero
        let below = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - row.height) })
        let size = pages.sizeThatFits(below)
        return CGSize(width: max(size.width, row.width), height: size.height + row.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let pages = subviews.first else { return }
        var top = bounds.minY
        if subviews.count > 1 {
            let row = subviews[1].sizeThatFits(ProposedViewSize(width: bounds.width, height: 1))
            subviews[1].place(at: CGPoint(x: bounds.minX, y: top), proposal: ProposedViewSize(width: bounds.width, height: row.height))
            top += row.height
        }
        pages.place(at: CGPoint(x: bounds.minX, y: top),
                    proposal: ProposedViewSize(width: bounds.width, height: max(0, bounds.maxY - top)))
    }
}
