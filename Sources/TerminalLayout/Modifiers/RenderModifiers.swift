nonisolated extension View {
    /// Clips this view's content to its frame: nothing of it is drawn outside.
    @inlinable
    public consuming func clipped(antialiased: Bool = false) -> some View {
        modifier(_RenderModifier(name: "clipped", clips: true, opacity: 1))
    }

    /// Keeps this view's place in the layout but draws nothing of it.
    @inlinable
    public consuming func hidden() -> some View {
        modifier(_RenderModifier(name: "hidden", clips: false, opacity: 0))
    }

    /// Draws this view with an opacity in 0…1. A terminal cannot blend:
    /// the renderer draws an opacity under 0.5 dim, and 0 not at all.
    @inlinable
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_RenderModifier(name: "opacity", clips: false,
                                 opacity: opacity.isNaN ? 1 : Swift.max(0, Swift.min(1, opacity))))
    }

    /// Accepted for source compatibility; a terminal has no safe area, so
    /// this has no effect.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_RenderModifier(name: "ignoresSafeArea", clips: false, opacity: 1))
    }

    /// The older spelling of `ignoresSafeArea(_:edges:)`: accepted for
    /// source compatibility, with no effect (a terminal has no safe area).
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// Regions of the safe area; a terminal has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container safe area.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard safe area.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// All regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The modifier of the drawing-only effects: clipping and opacity.
nonisolated public struct _RenderModifier: ViewModifier, PrimitiveModifier, Equatable {
    @usableFromInline let name: String
    @usableFromInline let clips: Bool
    @usableFromInline let opacity: Double

    @inlinable
    init(name: String, clips: Bool, opacity: Double) {
        self.name = name
        self.clips = clips
        self.opacity = opacity
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in RenderBehavior(modifier: self) }
    }
}

/// Internal: a modifier that changes how its child is drawn, not laid out:
/// size, guides, spacing and priority are the child's.
struct RenderBehavior: PassThroughBehavior, Equatable {
    let modifier: _RenderModifier
    var kindName: String { modifier.name }
    var clipsChildren: Bool { modifier.clips }
    var opacityFactor: Double { modifier.opacity }
}
