/// A colour's concrete components (SwiftUI's `Color.Resolved`) and
/// `Color.resolve(in:)` (STYLE2).
extension Color {
    /// A colour as red, green and blue components and an opacity, each
    /// 0…1 (sRGB). `Color.resolve(in:)` makes one; `Color(_:)` turns it
    /// back into a colour, drawn as the palette entry it came from while
    /// its colour components are unchanged (STYLE2).
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// The red component, 0…1.
        public var red: Float { didSet { name = nil } }
        /// The green component, 0…1.
        public var green: Float { didSet { name = nil } }
        /// The blue component, 0…1.
        public var blue: Float { didSet { name = nil } }
        /// The opacity, 0…1.
        public var opacity: Float
        /// Internal: the named colour it was resolved from, if any.
        var name: String?

        /// Creates resolved components (not finite is 0, 1 for the
        /// opacity; the colour space changes nothing: see `RGBColorSpace`).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            func clamp(_ v: Float, _ otherwise: Float = 0) -> Float { v.isFinite ? Swift.max(0, Swift.min(1, v)) : otherwise }
            self.red = clamp(red)
            self.green = clamp(green)
            self.blue = clamp(blue)
            self.opacity = clamp(opacity, 1)
        }

        /// Equal when the components are.
        public static func == (a: Resolved, b: Resolved) -> Bool {
            a.red == b.red && a.green == b.green && a.blue == b.blue && a.opacity == b.opacity
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(opacity)
        }

        /// `#RRGGBBAA`, as SwiftUI prints it.
        public var description: String {
            func hex(_ v: Float) -> String {
                let byte = Int((v * 255).rounded())
                return String(byte, radix: 16, uppercase: true).count == 1
                    ? "0" + String(byte, radix: 16, uppercase: true) : String(byte, radix: 16, uppercase: true)
            }
            return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }

        /// Itself.
        public func resolve(in environment: EnvironmentValues) -> Resolved { self }

        /// The colour these components make (STYLE2).
        public func _terminalColor(in environment: EnvironmentValues) -> Color { Color(self) }
    }

    /// The colour of resolved components: the named colour it was resolved
    /// from when its colour components are unchanged, else the RGB colour
    /// (the nearest palette entry when drawn).
    public init(_ resolved: Resolved) {
        if let name = resolved.name {
            self.init(.named(name), opacity: Double(resolved.opacity))
        } else {
            self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                      opacity: Double(resolved.opacity))
        }
    }

    /// This colour's components where `environment` is (STYLE2): an RGB
    /// colour its own; a named one SwiftUI's light-appearance sRGB value
    /// (`red` is 1, 0.231, 0.188); `.primary` black in a light colour
    /// scheme, white in a dark one, and `.secondary` … `.quinary` that at
    /// opacity 0.6, 0.3, 0.18, 0.1; `.clear` black at opacity 0. The
    /// colour's opacity is multiplied in.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        switch storage {
        case let .rgb(r, g, b):
            return Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(opacityValue))
        case .named(let name):
            let light = environment.colorScheme == .light
            let primary: (Float, Float, Float) = light ? (0, 0, 0) : (1, 1, 1)
            let (rgb, alpha): ((Float, Float, Float), Float) = switch name {
            case "red": ((1, 0.231, 0.188), 1)
            case "orange": ((1, 0.584, 0), 1)
            case "yellow": ((1, 0.8, 0), 1)
            case "green": ((0.204, 0.78, 0.349), 1)
            case "mint": ((0, 0.78, 0.745), 1)
            case "teal": ((0.188, 0.69, 0.78), 1)
            case "cyan": ((0.196, 0.678, 0.902), 1)
            case "blue", "accentColor": ((0, 0.478, 1), 1)
            case "indigo": ((0.345, 0.337, 0.839), 1)
            case "purple": ((0.686, 0.322, 0.871), 1)
            case "pink": ((1, 0.176, 0.333), 1)
            case "brown": ((0.635, 0.518, 0.369), 1)
            case "gray": ((0.557, 0.557, 0.576), 1)
            case "black": ((0, 0, 0), 1)
            case "white": ((1, 1, 1), 1)
            case "clear": ((0, 0, 0), 0)
            case "secondary": (primary, 0.6)
            case "tertiary": (primary, 0.3)
            case "quaternary": (primary, 0.18)
            case "quinary": (primary, 0.1)
            default: (primary, 1)
            }
            var resolved = Resolved(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: alpha * Float(opacityValue))
            resolved.name = name
            return resolved
        }
    }
}
