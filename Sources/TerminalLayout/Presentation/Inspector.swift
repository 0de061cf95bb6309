nonisolated extension View {
    /// Shows `content` in a column at the trailing edge while `isPresented` is true, as
    /// SwiftUI's `inspector` does in a regular-width window (INS1).
    ///
    /// ```swift
    /// DocumentView()
    ///     .inspector(isPresented: $showsInspector) {
    ///         Form { … }.inspectorColumnWidth(min: 20, ideal: 30, max: 40)
    ///     }
    /// ```
    ///
    /// The view keeps the rest of the width, then a vertical divider, then the inspector:
    /// its `inspectorColumnWidth` ideal (a third of the width without one), kept within its
    /// minimum and maximum and within the width offered. Hidden, the view has the whole width.
    public consuming func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        _InspectorView(content: self, isPresented: isPresented, inspector: content())
    }

    /// Gives the inspector this view is the content of a fixed width (INS1).
    public consuming func inspectorColumnWidth(_ width: CGFloat) -> some View {
        layoutValue(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: width, ideal: width, max: width))
    }

    /// Gives the inspector this view is the content of an ideal width, kept within `min` and
    /// `max` (INS1).
    public consuming func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        layoutValue(key: InspectorColumnWidthKey.self, value: InspectorColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// The view `inspector(isPresented:content:)` makes: the content, and while presented a
/// divider and the inspector, side by side (INS1).
nonisolated public struct _InspectorView<Content: View, Inspector: View>: View {
    let content: Content
    let isPresented: Binding<Bool>
    let inspector: Inspector

    public var body: some View {
        InspectorLayout {
            content
            if isPresented.wrappedValue {
                Divider()
                inspector
            }
        }
    }
}

/// Internal: an inspector column's width, as `inspectorColumnWidth` gives it.
struct InspectorColumnWidth: Equatable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?

    /// The column's width out of `available`: the ideal (a third without one), within the
    /// bounds and within `available`; not finite or negative is 0.
    static func resolve(_ width: InspectorColumnWidth?, available: CGFloat) -> CGFloat {
        let available = available.isFinite ? Swift.max(0, available) : 0
        var length = width?.ideal ?? (available / 3).rounded(.down)
        if let min = width?.min { length = Swift.max(length, min) }
        if let max = width?.max { length = Swift.min(length, max) }
        guard length.isFinite else { return 0 }
        return Swift.min(Swift.max(0, length), available)
    }
}

/// Internal: where `inspectorColumnWidth` puts its width, read by `InspectorLayout`.
struct InspectorColumnWidthKey: LayoutValueKey {
    static let defaultValue: InspectorColumnWidth? = nil
}

/// Internal: lays out the content, and with an inspector the divider and the inspector at
/// the trailing edge, each the full height (INS1). Horizontal, so the divider is vertical.
struct InspectorLayout: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let first = subviews.first else { return .zero }
        guard subviews.count == 3, let width = proposal.width, width.isFinite else {
            // Unbounded: each at its ideal, side by side.
            let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)) }
            if subviews.count == 1 { return first.sizeThatFits(proposal) }
            return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
        }
        let columns = self.columns(width: width, subviews: subviews)
        let heights = zip(subviews, columns).map { $0.sizeThatFits(ProposedViewSize(width: $1, height: proposal.height)).height }
        return CGSize(width: width, height: proposal.height ?? heights.max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else {
            subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            return
        }
        var x = bounds.minX
        for (subview, width) in zip(subviews, columns(width: bounds.width, subviews: subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }

    /// The widths of the content, the divider (its own width) and the inspector out of `width`.
    private func columns(width: CGFloat, subviews: Subviews) -> [CGFloat] {
        let divider = subviews[1].sizeThatFits(ProposedViewSize(width: nil, height: 1)).width
        let available = Swift.max(0, width - divider)
        let inspector = InspectorColumnWidth.resolve(subviews[2][InspectorColumnWidthKey.self], available: available)
        return [available - inspector, divider, inspector]
    }
}
