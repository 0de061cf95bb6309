/// A part of a container's content with an optional header and footer.
///
/// In a stack or any other layout a section adds no container: its header,
/// content and footer are subviews of the enclosing layout in that order,
/// as a `Group` of the three would be. In a `LazyVStack` or `LazyHStack`
/// inside a scroll view the content's `ForEach` stays lazy, and with
/// `pinnedViews: [.sectionHeaders]` (or `.sectionFooters`) the header of a
/// section being shown stays at the start of the visible part (its footer
/// at the end) until the section scrolls away (LZ2). In a `LazyVGrid` or
/// `LazyHGrid` (lazy or not) the header and footer each span the grid on a
/// line of their own, and the section's views start on a new line; lazy
/// grids pin headers and footers as lazy stacks do.
///
/// ```swift
/// LazyVStack(pinnedViews: [.sectionHeaders]) {
///     ForEach(groups) { group in
///         Section { ForEach(group.items) { Text($0.name) } } header: { Text(group.title) }
///     }
/// }
/// ```
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the section shows its content (`init(_:isExpanded:content:)`,
    /// SEC1); `nil` for a section that cannot collapse.
    var expansion: Binding<Bool>? = nil

    /// Creates a section with a header, content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
                @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with a header, content and a footer (the older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }

    /// `Section` has no body; it contributes its header, content and footer.
    public var body: Never { preconditionFailure("Section is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let builder = context.builder
        let inner = context.appending(.type(ObjectIdentifier(Self.self)))
        // A custom container's `sections:` form notes what each of its
        // content's own sections made (CC1).
        let recorder = builder.sectionRecorders.count - 1
        let noted = recorder >= 0 && builder.sectionRecorders[recorder].scope == builder.scopes.count - 1
            && !builder.sectionRecorders[recorder].inSection
        if noted { builder.sectionRecorders[recorder].inSection = true }
        let start = elements.count
        if let expansion {
            builder.resolve(_ExpandableSectionHeader(header: header, isExpanded: expansion), inner.appending(.index(0)),
                            into: &elements)
        } else {
            builder.resolve(header, inner.appending(.index(0)), into: &elements)
        }
        let contentStart = elements.count
        // A collapsed section shows its header alone (SEC1).
        if expansion?.wrappedValue != false { builder.resolve(content, inner.appending(.index(1)), into: &elements) }
        let footerStart = elements.count
        builder.resolve(footer, inner.appending(.index(2)), into: &elements)
        if noted {
            builder.sectionRecorders[recorder].inSection = false
            builder.sectionRecorders[recorder].sections.append(
                StagedSection(header: Array(elements[start..<contentStart]),
                              content: Array(elements[contentStart..<footerStart]), footer: Array(elements[footerStart...])))
        }
        // For grids (LZ2): the header and footer span, the content starts and ends lines.
        SectionMark.write(.spans, on: elements[start..<contentStart].prefix(SectionMark.spanningLimit))
        if contentStart < footerStart {
            SectionMark.write(.startsLine, on: elements[contentStart..<contentStart + 1])
            SectionMark.write(.endsLine, on: elements[footerStart - 1..<footerStart])
        }
        SectionMark.write(.spans, on: elements[footerStart...].prefix(SectionMark.spanningLimit))
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section with a header and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// Creates a section with a header and content (the older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with content and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// Creates a section with content and a footer (the older spelling).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section whose header is a text of `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `title` whose content shows while `isExpanded` is
    /// true; its header, a disclosure (`▾`/`▸` before the title), toggles it
    /// with Return or Space (SEC1).
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
        expansion = isExpanded
    }

    /// A section titled by a localized key whose content shows while `isExpanded` is true (SEC1).
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
        expansion = isExpanded
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header whose content shows while `isExpanded` is true (SEC1).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        expansion = isExpanded
    }
}

/// Internal: the header of a section that can collapse (SEC1): `▾` (shown)
/// or `▸` (collapsed) before it; focusable, bold while focused; Return or
/// Space toggles the section.
nonisolated struct _ExpandableSectionHeader<Header: View>: View {
    let header: Header
    let isExpanded: Binding<Bool>
    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 1) {
            Text(isExpanded.wrappedValue ? "▾" : "▸")
            header
        }
        .modifier(_EnvironmentModifier { [isFocused] environment in
            if isFocused { environment.isBold = true }
        })
        .focusable()
        .focused($isFocused)
        .onKeyPress(keys: [.return, .space], phases: .down) { [isExpanded] _ in
            isExpanded.wrappedValue.toggle()
            return .handled
        }
    }
}
