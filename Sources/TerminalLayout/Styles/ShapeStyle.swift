/// A colour or pattern to draw shapes, text and backgrounds with; in a
/// terminal every style is drawn as one cell colour (rule STYLE1).
///
/// Conform a type of your own as in SwiftUI: implement
/// `resolve(in:)` to return another style (a `Color`, a gradient, …), which
/// is then drawn. A type that implements nothing (`Resolved` is `Never`)
/// is drawn in the foreground style.
///
/// ```swift
/// struct Warning: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? Color.yellow : Color.orange
///     }
/// }
/// ```
public protocol ShapeStyle: Sendable {
    /// The type of style this one resolves to (`Never`: it resolves to
    /// nothing and is drawn in the foreground style).
    associatedtype Resolved: ShapeStyle = Never

    /// This style made concrete in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved

    /// The one colour a terminal draws this style with in `environment`
    /// (STYLE1). The package's styles implement it; a style of your own
    /// gets the default, which draws what `resolve(in:)` returns. Not
    /// SwiftUI API: do not call or implement it.
    func _terminalColor(in environment: EnvironmentValues) -> Color
}

extension ShapeStyle where Resolved == Never {
    /// A style that resolves to nothing: drawn in the foreground style.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) does not resolve to another style")
    }
}

extension ShapeStyle {
    /// What `resolve(in:)` returns, drawn; the foreground style when this
    /// style resolves to nothing (STYLE1).
    public func _terminalColor(in environment: EnvironmentValues) -> Color {
        if Resolved.self == Never.self { return ForegroundStyle()._terminalColor(in: environment) }
        return resolve(in: environment)._terminalColor(in: environment)
    }
}

extension Never: ShapeStyle {}

extension ShapeStyle {
    /// Internal: the colour this style is drawn with where `environment` is.
    func color(in environment: ResolvedEnvironment) -> Color {
        if let color = self as? Color { return color }
        return _terminalColor(in: EnvironmentValues(environment))
    }
}

/// Internal: a style as a view or modifier holds it, compared by what it
/// is, so that a view holding one compares equal to the same view holding
/// the same style (an update keeps a `ForEach` element built of it, UPD1).
@usableFromInline
struct StyleBox: Equatable, Sendable {
    @usableFromInline let style: AnyShapeStyle

    @inlinable
    init<S: ShapeStyle>(_ style: S) { self.style = AnyShapeStyle(style) }

    /// The colour the style is drawn with where `environment` is.
    func color(in environment: ResolvedEnvironment) -> Color { style.color(in: environment) }

    /// The colour, when the style is a colour.
    var color: Color? {
        if case .color(let color) = style.storage { return color }
        return nil
    }

    @usableFromInline
    static func == (a: StyleBox, b: StyleBox) -> Bool { a.style.isSame(as: b.style) }
}
