nonisolated extension View {
    /// Sets the colour of text and of shapes without a fill below this view.
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_InheritedValueModifier(.foregroundColor(color)))
    }

    /// Sets the style of text and of shapes without a fill below this
    /// view, resolved where the modifier is to one colour (STYLE1); the
    /// hierarchical levels below it (`.secondary`…) are that colour, dim.
    @inlinable
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        if let color = style as? Color {
            return modifier(_InheritedValueModifier(.foregroundColor(color)))
        }
        return modifier(_InheritedValueModifier(.foregroundStyles(StyleBox(style), nil, nil)))
    }

    /// Sets the primary and secondary levels of the foreground style below
    /// this view (`.secondary` draws `secondary`; STYLE1).
    @inlinable
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_InheritedValueModifier(.foregroundStyles(StyleBox(primary), StyleBox(secondary), nil)))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground
    /// style below this view (STYLE1).
    @inlinable
    public consuming func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_InheritedValueModifier(.foregroundStyles(StyleBox(primary), StyleBox(secondary), StyleBox(tertiary))))
    }

    /// Sets the style the `.background` shape style draws below this view
    /// (and `background()`), resolved where the modifier is (STYLE1).
    @inlinable
    public consuming func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_InheritedValueModifier(.backgroundStyle(StyleBox(style))))
    }

    /// Sets the font of text below this view; a terminal shows only its
    /// weight (see `Font`).
    @inlinable
    public consuming func font(_ font: Font?) -> some View {
        modifier(_InheritedValueModifier(.font(font)))
    }

    /// Makes text below this view bold.
    @inlinable
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(_InheritedValueModifier(.bold(isActive)))
    }

    /// Limits text below this view to `number` lines (T3); `nil` removes the limit.
    @inlinable
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_InheritedValueModifier(.lineLimit(number.map { Swift.max(1, $0) })))
    }

    /// Aligns the lines of multi-line text below this view.
    @inlinable
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_InheritedValueModifier(.textAlignment(alignment)))
    }

    /// Clips this view to a rounded rectangle. In a terminal, colours and
    /// rectangles below it are drawn as boxes with rounded corners.
    @inlinable
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_InheritedValueModifier(.cornerRadius(radius.isFinite ? Swift.max(0, radius) : 0)))
    }
}

/// The modifier that sets one inherited value — colour, font, weight, line
/// limit, text alignment or corner radius — held as a value, so that a view
/// styled with it compares equal to the same view styled the same way: an
/// update keeps a `ForEach` element such as `Text(name).foregroundColor(.red)`
/// whose value is last time's (UPD1). (`_EnvironmentModifier` sets values
/// with a closure, which cannot be compared.)
nonisolated public struct _InheritedValueModifier: ViewModifier, PrimitiveModifier, Equatable {
    /// The value set.
    @usableFromInline
    enum Setting: Equatable {
        case foregroundColor(Color?)
        case foregroundStyles(StyleBox, StyleBox?, StyleBox?)
        case backgroundStyle(StyleBox)
        case font(Font?)
        case bold(Bool)
        case lineLimit(Int?)
        case textAlignment(TextAlignment)
        case cornerRadius(CGFloat)
    }

    @usableFromInline let setting: Setting

    @inlinable
    init(_ setting: Setting) {
        self.setting = setting
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        withEnvironment(content, context, into: &elements) { environment in
            switch setting {
            case .foregroundColor(let color):
                environment.foregroundColor = color
                if environment.secondaryStyle != nil || environment.tertiaryStyle != nil {
                    environment.secondaryStyle = nil
                    environment.tertiaryStyle = nil
                }
            case let .foregroundStyles(primary, secondary, tertiary):
                let outer = environment
                environment.foregroundColor = primary.color(in: outer)
                environment.secondaryStyle = secondary?.color(in: outer)
                environment.tertiaryStyle = tertiary?.color(in: outer)
            case .backgroundStyle(let style): environment.backgroundStyle = style.color(in: environment)
            case .font(let font): environment.font = font
            case .bold(let isActive): environment.isBold = isActive
            case .lineLimit(let limit):
                environment.lineLimit = limit
                environment.reservedLines = nil
            case .textAlignment(let alignment): environment.textAlignment = alignment
            case .cornerRadius(let radius): environment.cornerRadius = radius
            }
        }
    }
}

/// The modifier that sets inherited values (colour, font, line limit).
nonisolated public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
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
