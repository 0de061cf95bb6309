/// SwiftUI's drawing effects that a terminal cannot show — shadows,
/// blurs, colour adjustments, rotation and scaling of what is drawn,
/// offscreen compositing — and the modifiers about pointers and hover,
/// which a terminal app drawn in cells has none of (accessibility is in
/// `Accessibility/`, A11Y1). Each is
/// accepted, with SwiftUI's name, labels and defaults, so that code written
/// for SwiftUI compiles, and returns the view unchanged: layout never
/// depends on them (in SwiftUI too, they change what is drawn, not where).
nonisolated extension View {
    /// A terminal redraws changed cells at once: there is no transition
    /// between a view's contents.
    public consuming func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// Cells are not mirrored: a view is drawn as it is in either layout direction.
    public consuming func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

    /// Container-relative shapes are drawn as the shapes they are: the
    /// container's shape is not used.
    public consuming func containerShape<T: Shape>(_ shape: T) -> some View { self }

    /// A terminal draws no shadows.
    public consuming func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat,
                                 x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// A terminal cannot blur cells.
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

    /// Colours are drawn from the terminal's palette: brightness is not adjusted.
    public consuming func brightness(_ amount: Double) -> some View { self }

    /// Colours are drawn from the terminal's palette: contrast is not adjusted.
    public consuming func contrast(_ amount: Double) -> some View { self }

    /// Colours are drawn from the terminal's palette: saturation is not adjusted.
    public consuming func saturation(_ amount: Double) -> some View { self }

    /// Colours are drawn from the terminal's palette: they are not turned grey.
    public consuming func grayscale(_ amount: Double) -> some View { self }

    /// Cells cannot be rotated: the view is drawn upright, where it is laid out.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Cells cannot be rotated in space: the view is drawn upright, where it is laid out.
    public consuming func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                                           anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
                                           perspective: CGFloat = 1) -> some View { self }

    /// Moves the drawing by the transform's translation when it is only one (`a`, `d` 1 and
    /// `b`, `c` 0), as `offset(x:y:)` would; cells cannot be scaled, rotated or skewed, so any
    /// other transform leaves the view drawn where it is laid out.
    public consuming func transformEffect(_ transform: CGAffineTransform) -> some View {
        let move = transform.translationOnly ?? .zero
        return offset(x: move.width, y: move.height)
    }

    /// Moves the drawing by the projection's translation when it is only one (affine, `m11`
    /// `m22` 1, `m12` `m21` 0), as `transformEffect` does; cells cannot be scaled, rotated,
    /// skewed or put in perspective, so any other projection leaves the view where it is laid
    /// out (GEF1).
    public consuming func projectionEffect(_ transform: ProjectionTransform) -> some View {
        let move = transform.translationOnly ?? .zero
        return offset(x: move.width, y: move.height)
    }

    /// A cell has one colour: it is drawn over what is under it, not blended.
    public consuming func blendMode(_ blendMode: BlendMode) -> some View { self }

    /// Cells cannot be scaled: the view is drawn at its laid-out size.
    public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Cells cannot be scaled: the view is drawn at its laid-out size.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Cells cannot be scaled: the view is drawn at its laid-out size.
    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Views are drawn into one canvas of cells: there is no offscreen group.
    public consuming func compositingGroup() -> some View { self }

    /// Views are drawn into one canvas of cells: there is no offscreen group.
    public consuming func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }

    /// Frames are placed, not animated by geometry: the group changes nothing.
    public consuming func geometryGroup() -> some View { self }

    /// A terminal app reads keys, not a pointer: there is no hit testing.
    public consuming func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// A terminal app reads keys, not a pointer: there is no hit testing.
    public consuming func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// A terminal shows no tooltips.
    public consuming func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// A terminal shows no tooltips.
    public consuming func help(_ text: Text) -> some View { self }

    /// Marks this view's text as private: redacted where `redacted(reason: .privacy)`
    /// applies (RED1).
    public consuming func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }

    /// Adds `reason` to the reasons the views under this one are redacted for: under
    /// `.placeholder` every text shows `▒` for each character but spaces (the same size and
    /// wrapping); under `.privacy`, the text marked `privacySensitive()` does (RED1).
    /// `\.redactionReasons` reads them.
    public consuming func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Shows the views under this one unredacted, whatever was asked above (RED1).
    public consuming func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}

/// Why a view is redacted (`redacted(reason:)`, `\.redactionReasons`, RED1).
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates reasons from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown as a placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Private data.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Invalidated data.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    /// The block a redacted character is shown as.
    static let block: Character = "▒"

    /// `text` as a view resolved in `environment` shows it: each character but white space
    /// a block, when the reasons there redact it (RED1).
    static func redacted(_ text: String, in environment: ResolvedEnvironment) -> String {
        let reasons = environment.redactionReasons
        guard reasons.contains(.placeholder) || (reasons.contains(.privacy) && environment.isPrivacySensitive) else {
            return text
        }
        return String(text.map { $0.isWhitespace ? $0 : block })
    }
}

extension EnvironmentValues {
    /// The reasons the views here are redacted for (`redacted(reason:)`; empty: none).
    public var redactionReasons: RedactionReasons {
        get { resolved.redactionReasons }
        set { resolved.redactionReasons = newValue }
    }
}

/// How a view's colours combine with those under it, as in SwiftUI (accepted:
/// a cell is drawn over what is under it).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension CGAffineTransform {
    /// The translation, when the transform is nothing else (and finite); otherwise `nil`.
    var translationOnly: CGSize? {
        guard a == 1, b == 0, c == 0, d == 1, tx.isFinite, ty.isFinite else { return nil }
        return CGSize(width: tx, height: ty)
    }
}
