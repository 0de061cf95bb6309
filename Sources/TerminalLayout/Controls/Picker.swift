/// A control that selects one of a set of tagged options, as in SwiftUI (PCK1).
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Vanilla").tag(Flavor.vanilla)
///     Text("Chocolate").tag(Flavor.chocolate)
/// }
/// ```
///
/// In a terminal a picker is its label, then the selected option between `‹` and `›` (the
/// options are the views in its content with a `tag(_:)` of the selection's type). It is
/// focusable (Tab); while focused it is bold, → or Space select the next option and ← the
/// previous one (wrapping around), Home and End the first and the last. A selection no
/// option is tagged with shows an empty option. Every ``PickerStyle`` draws the same.
/// A `ForEach` in the content tags its views with their ids (SwiftUI's implicit tags) unless
/// they have tags of their own.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    /// Shown between `‹` and `›` in place of the selected option (iOS 18's
    /// `currentValueLabel:`), `nil` to show the option (PCK1).
    var currentValueLabel: AnyView? = nil
    /// The options' tags, in view order, as the last layout found them.
    @State private var tags: [AnyHashable] = []
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of the options `content` makes, labelled by the view `label` makes.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker of the options `content` makes, labelled by `label`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public var body: some View {
        let selected = AnyHashable(selection.wrappedValue)
        return HStack(alignment: .firstTextBaseline, spacing: 1) {
            if !labelsHidden { label }
            Text("‹")
            ZStack(alignment: .topLeading) {
                if let currentValueLabel {
                    // The options still report their tags; the label is shown.
                    content.hidden().frame(width: 0, height: 0)
                    currentValueLabel
                } else {
                    content
                }
            }
                .environment(\.pickerSelection, selected)
                .onPreferenceChange(PickerTagsKey.self) { [$tags] in $tags.wrappedValue = $0 }
            Text("›")
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { [tags, selection, isEnabled] press in
            guard isEnabled else { return .ignored }
            let options = tags.compactMap { $0.base as? SelectionValue }
            guard !options.isEmpty else { return .ignored }
            let current = options.firstIndex(of: selection.wrappedValue)
            let next: Int
            switch press.key {
            case .rightArrow, .space: next = current.map { ($0 + 1) % options.count } ?? 0
            case .leftArrow: next = current.map { ($0 + options.count - 1) % options.count } ?? options.count - 1
            case .home: next = 0
            case .end: next = options.count - 1
            default: return .ignored
            }
            selection.wrappedValue = options[next]
            return .handled
        }
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of the options `content` makes.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    /// A picker titled `title` showing `currentValueLabel` for its selection (iOS 18, PCK1).
    public init<S: StringProtocol, V: View>(_ title: S, selection: Binding<SelectionValue>,
                                            @ViewBuilder content: () -> Content,
                                            @ViewBuilder currentValueLabel: () -> V) {
        self.init(selection: selection, content: content, label: { Text(title) })
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}

extension Picker {
    /// A picker labelled by `label`, showing `currentValueLabel` for its selection (iOS 18, PCK1).
    public init<V: View>(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
                         @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> V) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }
}

nonisolated extension View {
    /// Tags the view with `tag`, as in SwiftUI: in a ``Picker``'s content, the view is the
    /// option the tag selects (PCK1) — drawn only while it is the selected one; elsewhere
    /// the view is drawn as it is.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

/// The modifier `tag(_:)` applies: in a picker's content, the view if its tag is the
/// selection, else an empty option that still reports its tag.
nonisolated public struct _TagModifier: ViewModifier {
    let tag: AnyHashable
    @Environment(\.pickerSelection) private var selection
    @Environment(\.listSelection) private var listSelection

    public func body(content: Content) -> some View {
        if let selection {
            // The tag's node too: an element's implicit tag gives way to it (PCK1).
            if selection == tag {
                content.preference(key: PickerTagsKey.self, value: [tag]).modifier(_TagNodeModifier(tag: tag))
            } else {
                Color.clear.frame(width: 0, height: 0).preference(key: PickerTagsKey.self, value: [tag])
                    .modifier(_TagNodeModifier(tag: tag))
            }
        } else if listSelection != nil {
            // A row of a list with a selection: selectable by its tag (LIST5).
            content.modifier(_SelectableRow(value: tag)).modifier(_TagNodeModifier(tag: tag))
        } else {
            content.modifier(_TagNodeModifier(tag: tag))
        }
    }
}

/// The modifier a `ForEach` in a picker's content puts on each element's view: the element's
/// id as its tag (SwiftUI's implicit tag, PCK1), for each node of the view that has no
/// `tag(_:)` of its own — drawn when the tag is the selection, else kept at 0 × 0 and opacity
/// 0 —, reporting the tag as an explicit one does.
nonisolated public struct _ImplicitTagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    let isSelected: Bool

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        context.resolve(content, context.appending(.content), into: &elements)
        let tag = tag, side: CGFloat? = isSelected ? nil : 0
        guard let frame = FrameBehavior(_FrameLayout(width: side, height: side, alignment: .topLeading)) else { return }
        let layers: [any NodeBehavior] = [
            frame,
            RenderBehavior(modifier: _RenderModifier(name: "tag", clips: false, opacity: isSelected ? 1 : 0)),
            PreferenceWriterBehavior(key: ObjectIdentifier(PickerTagsKey.self)) { _, _ in [tag] },
            TagBehavior(tag: tag),
        ]
        for i in start..<elements.count where _TabContentModifier.item(of: elements[i]).1 == nil {
            var node = elements[i]
            for layer in layers {
                let wrapper = context.node(node.key.appending(.wrap(ObjectIdentifier(type(of: layer)))), behavior: layer)
                context.builder.setChildren(NodeList(node), of: wrapper)
                node = wrapper
            }
            elements[i] = node
        }
        context.builder.engine.arena.preferenceWritersResolved = true
    }
}

/// Outside a picker: a pass-through node holding the tag, which a ``TabView`` reads (TAB1).
nonisolated public struct _TagNodeModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let tag = self.tag
        wrapEach(content, context, into: &elements) { _ in TagBehavior(tag: tag) }
    }
}

/// Internal: a view's tag, in the graph.
struct TagBehavior: PassThroughBehavior {
    let tag: AnyHashable
    var kindName: String { "tag" }
    func isSame(as other: any NodeBehavior) -> Bool { (other as? TagBehavior)?.tag == tag }
}

/// Internal: the tags of a picker's options, in view order.
struct PickerTagsKey: PreferenceKey {
    static var defaultValue: [AnyHashable] { [] }
    static func reduce(value: inout [AnyHashable], nextValue: () -> [AnyHashable]) { value += nextValue() }
}

private struct PickerSelectionKey: EnvironmentKey {
    static var defaultValue: AnyHashable? { nil }
}

extension EnvironmentValues {
    /// The selection of the picker whose content is being resolved (internal).
    var pickerSelection: AnyHashable? {
        get { self[PickerSelectionKey.self] }
        set { self[PickerSelectionKey.self] = newValue }
    }
}

/// How a ``Picker`` looks, as in SwiftUI; every style draws a picker the same way here (PCK1).
public protocol PickerStyle {}

/// The platform's picker style.
public struct DefaultPickerStyle: PickerStyle, Sendable { public init() {} }
/// A menu of the options.
public struct MenuPickerStyle: PickerStyle, Sendable { public init() {} }
/// The options side by side.
public struct SegmentedPickerStyle: PickerStyle, Sendable { public init() {} }
/// The options in the containing view.
public struct InlinePickerStyle: PickerStyle, Sendable { public init() {} }
/// A scrolling wheel of the options.
public struct WheelPickerStyle: PickerStyle, Sendable { public init() {} }
/// The options as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle, Sendable { public init() {} }
/// A navigation link to a list of the options (iOS 16).
public struct NavigationLinkPickerStyle: PickerStyle, Sendable { public init() {} }
/// A palette of the options (iOS 17).
public struct PalettePickerStyle: PickerStyle, Sendable { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's picker style.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options side by side.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The options in the containing view.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A scrolling wheel of the options.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The options as radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link to a list of the options (iOS 16).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A palette of the options (iOS 17).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of the pickers in this view; every style draws the same here (PCK1),
    /// so the view is laid out and drawn as it is.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        self
    }
}
