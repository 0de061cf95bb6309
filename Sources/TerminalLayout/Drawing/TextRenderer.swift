import Foundation

/// A value that draws the text of the views below it in place of the
/// standard drawing, as SwiftUI's `TextRenderer` does (rule TXR1).
///
/// ```swift
/// struct Fading: TextRenderer {
///     var animatableData: Double { get { strength } set { strength = newValue } }
///     var strength: Double
///     func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         for (index, line) in layout.enumerated() {
///             var copy = context
///             copy.opacity = index.isMultiple(of: 2) ? 1 : strength
///             copy.draw(line)
///         }
///     }
/// }
/// Text("Hello\nworld").textRenderer(Fading(strength: 0.3))
/// ```
///
/// The text is laid out as without the renderer (the same size); when it
/// is placed, `draw(layout:in:)` is called with its lines in cells and a
/// context the size of the text's frame, and what it draws is what the
/// terminal shows (recorded as a `Canvas` records it, CNV1).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `context`.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)

    /// How far drawing may reach outside the text's frame (not used in
    /// cells: the text draws in its frame, clipped as a canvas is).
    var displayPadding: EdgeInsets { get }

    /// The size of the text for `proposal`; by default the text's own.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
}

extension TextRenderer {
    /// No padding.
    public var displayPadding: EdgeInsets { EdgeInsets() }

    /// The text's own size.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }
}

/// Internal: the environment key of the text renderer in effect.
struct TextRendererKey: EnvironmentKey {
    static var defaultValue: (any TextRenderer)? { nil }
}

nonisolated extension View {
    /// Draws the text of the views below with `renderer` (TXR1): laid out
    /// as before, drawn by `renderer.draw(layout:in:)`.
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        environment(\.textRenderer, renderer)
    }
}

extension EnvironmentValues {
    /// Internal: the text renderer set by `textRenderer(_:)`, if any.
    var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}
