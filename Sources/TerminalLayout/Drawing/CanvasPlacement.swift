/// What a `Canvas` drew, as placed: the drawing commands its renderer
/// closure recorded (a display list), in the canvas's own coordinates —
/// points, the origin at the canvas frame's top-leading corner — with the
/// context's transform already applied (rule CNV1).
///
/// The layout engine records it; the terminal renderer draws it (paths as
/// PATH1 draws a shape's path the canvas's size, text as text is drawn).
public struct CanvasPlacement: Equatable, Sendable {
    /// One recorded drawing command.
    public enum Command: Equatable, Sendable {
        /// A path filled in a colour (even-odd when `eoFill`).
        case fill(Path, color: Color, eoFill: Bool)
        /// A path's outline drawn in a colour, one cell wide.
        case stroke(Path, color: Color)
        /// Lines of text, already wrapped, their top-leading corner at
        /// `origin`.
        case text(TextPlacement, origin: CGPoint)
        /// A symbol (CNV2): the placements of a view laid out on its own,
        /// in its own coordinates (its frame's origin at (0, 0)), drawn
        /// with that origin at `origin`.
        case symbol([ViewPlacement], origin: CGPoint)
    }

    /// One command with the context state it was recorded in.
    public struct Item: Equatable, Sendable {
        /// What to draw.
        public var command: Command
        /// The context's opacity, 0…1 (0: nothing is drawn; under 0.5: dim).
        public var opacity: Double
        /// The context's clip in canvas coordinates, or `nil` for the
        /// canvas's frame alone.
        public var clip: CGRect?

        /// Creates an item.
        public init(command: Command, opacity: Double = 1, clip: CGRect? = nil) {
            self.command = command
            self.opacity = opacity
            self.clip = clip
        }
    }

    /// The commands, in the order they were recorded (later ones drawn over).
    public var items: [Item]
    /// How far past the frame the drawing may reach before it is clipped
    /// (a `TextRenderer`'s `displayPadding`, TXR1; none for a `Canvas`).
    public var displayPadding = EdgeInsets()

    /// Creates a canvas placement.
    public init(items: [Item]) { self.items = items }
}
