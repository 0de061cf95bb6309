/// A colour; as a view, it fills whatever space it is offered (C1).
///
/// Named colours map to the terminal's palette in the renderer (256
/// colours, or the 8 basic ones); `Color(red:green:blue:)` maps to the
/// nearest palette entry; `.clear` draws nothing; `.primary` and
/// `.secondary` are the terminal's default foreground (normal and dim).
/// Unspecified proposal dimensions become 10 points (P3, U10).
nonisolated public struct Color: Hashable, Sendable, View, PrimitiveView, CustomStringConvertible {
    /// What the colour is. Renderer SPI (`@_spi(Rendering) import TerminalLayout`): a
    /// renderer reads it to pick a terminal colour; it is not SwiftUI API.
    @_spi(Rendering)
    public enum Storage: Hashable, Sendable {
        /// A named system colour.
        case named(String)
        /// Red, green and blue in 0…1.
        case rgb(red: Double, green: Double, blue: Double)
    }

    /// What the colour is and its opacity, in one immutable object that
    /// copies of the colour share: a `Color` is one reference, as SwiftUI's
    /// is (8 bytes, not 40 — a colour fits in place wherever a view or a
    /// placement holds one). The named colours are made once.
    let box: ColorBox

    /// What the colour is (renderer SPI).
    @_spi(Rendering)
    public var storage: Storage { box.storage }
    /// The opacity in 0…1 (renderer SPI).
    @_spi(Rendering)
    public var opacityValue: Double { box.opacity }

    init(_ storage: Storage, opacity: Double = 1) {
        box = ColorBox(storage: storage, opacity: Swift.max(0, Swift.min(1, opacity.isNaN ? 1 : opacity)))
    }

    /// Equal when what they are and their opacities are equal.
    public static func == (a: Color, b: Color) -> Bool {
        a.box === b.box || (a.box.storage == b.box.storage && a.box.opacity == b.box.opacity)
    }

    /// Hashes what the colour is and its opacity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.storage)
        hasher.combine(box.opacity)
    }

    /// A colour space for `init(_:red:green:blue:opacity:)`: the components
    /// are taken as they are whatever the space (a terminal's palette has
    /// no colour management).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }

    /// Creates a colour from red, green and blue components in 0…1 (the
    /// colour space changes nothing: see `RGBColorSpace`).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a grey from a white level in 0…1 (the colour space changes nothing).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// Creates a colour from red, green and blue components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.max(0, Swift.min(1, v)) }
        self.init(.rgb(red: clamp(red), green: clamp(green), blue: clamp(blue)), opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness in 0…1 (the hue
    /// a fraction of the full turn: 0 and 1 are red, ⅓ green, ⅔ blue),
    /// converted to red, green and blue.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : Swift.max(0, Swift.min(1, v)) }
        let (h, s, v) = (clamp(hue) * 6, clamp(saturation), clamp(brightness))
        let sector = Swift.min(5, Int(h.rounded(.down)))
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a grey from a white level in 0…1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with `opacity` multiplied in. A terminal cannot blend:
    /// the renderer draws an opacity under 0.5 as a dim tone.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage, opacity: opacityValue * opacity)
    }

    /// The terminal's default foreground colour.
    public static let primary = Color(.named("primary"))
    /// The terminal's default foreground colour, dim.
    public static let secondary = Color(.named("secondary"))
    /// The terminal's default foreground colour, dim (a terminal has one
    /// dim tone: the same as `.secondary`).
    public static let tertiary = Color(.named("tertiary"))
    /// The terminal's default foreground colour, dim (as `.secondary`).
    public static let quaternary = Color(.named("quaternary"))
    /// The terminal's default foreground colour, dim (as `.secondary`).
    public static let quinary = Color(.named("quinary"))
    /// The accent colour (blue here).
    public static let accentColor = Color(.named("accentColor"))
    /// The name of a named colour, or `nil` for an RGB colour (renderer SPI).
    @_spi(Rendering)
    public var name: String? {
        if case .named(let name) = storage { return name }
        return nil
    }

    /// The colour's name, or `rgb(r, g, b)`, with its opacity if not 1.
    public var description: String {
        let base: String
        switch storage {
        case .named(let name): base = name
        case let .rgb(r, g, b): base = "rgb(\(r), \(g), \(b))"
        }
        return opacityValue == 1 ? base : "\(base).opacity(\(opacityValue))"
    }

    /// `Color` has no body.
    public var body: Never { preconditionFailure("Color is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let radius = context.environment.cornerRadius
        let key = context.path.appending(.type(ObjectIdentifier(Color.self)))
        // Each behaviour made as its own type (no existential built for it).
        if radius > 0 {
            let shape = ShapePlacement(shape: .roundedRectangle(cornerRadius: radius), fill: self, stroke: nil)
            elements.append(context.node(key, behavior: ShapeBehavior(placement: shape)))
        } else {
            elements.append(context.node(key, behavior: ColorBehavior(color: self)))
        }
    }
}

/// Internal: a view that takes the proposal, 10 points where unspecified (C1).
func fillingSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
}

/// Internal: the leaf behaviour of `Color`: its colour as the placement
/// kind it is drawn as (one reference, kept in place by a node's behaviour
/// existential; `place` compares it with the last pass's where it is kept).
struct ColorBehavior: NodeBehavior, Equatable {
    static var builtinKind: BuiltinBehaviorKind { .color }
    /// `.color(color)`.
    let kind: ViewPlacement.Kind
    var kindName: String { "Color" }
    /// A leaf whose drawing depends on its size alone.
    func placementMobility(engine: LayoutEngine) -> PlacementMobility { .movableAnyProposal }

    init(color: Color) { kind = .color(color) }

    /// The colour.
    var color: Color {
        guard case .color(let color) = kind else { preconditionFailure("a colour's behaviour holds its colour") }
        return color
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { fillingSize(proposal) }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        kind
    }
    @inline(__always)
    static func keptPlacementKind(of behavior: UnsafePointer<Self>) -> UnsafePointer<ViewPlacement.Kind>? {
        UnsafeRawPointer(behavior).advanced(by: MemoryLayout<Self>.offset(of: \.kind).unsafelyUnwrapped)
            .assumingMemoryBound(to: ViewPlacement.Kind.self)
    }
}

/// Internal: what a `Color` is, shared by its copies (immutable).
final class ColorBox: Sendable {
    let storage: Color.Storage
    let opacity: Double

    init(storage: Color.Storage, opacity: Double) {
        self.storage = storage
        self.opacity = opacity
    }
}
