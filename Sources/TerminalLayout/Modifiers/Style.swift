extension View {
    /// Sets the colour of text and of shapes without a fill below this view.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundColor = color })
    }

    /// Sets the colour of text and of shapes without a fill below this view.
    public consuming func foregroundStyle(_ color: Color) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundColor = color })
    }

    /// Sets the font of text below this view; a terminal shows only its
    /// weight (see `Font`).
    public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier { $0.font = font })
    }

    /// Makes text below this view bold.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.isBold = isActive })
    }

    /// Limits text below this view to `number` lines (T3); `nil` removes the limit.
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentModifier { $0.lineLimit = number.map { Swift.max(1, $0) } })
    }

    /// Aligns the lines of multi-line text below this view.
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentModifier { $0.textAlignment = alignment })
    }

    /// Clips this view to a rounded rectangle. In a terminal, colours and
    /// rectangles below it are drawn as boxes with rounded corners.
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.cornerRadius = radius.isFinite ? Swift.max(0, radius) : 0 })
    }
}

/// The modifier that sets inherited values (colour, font, line limit).
public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
    let change: (inout ResolvedEnvironment) -> Void

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        withEnvironment(content, context, into: &elements, change)
    }
}
