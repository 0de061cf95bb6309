extension GraphicsContext {
    /// A colour or pattern to fill, stroke or draw text with; in a terminal
    /// it is drawn as one colour, as every shape style is (STYLE1): a
    /// gradient as its middle stop's colour.
    public struct Shading: Sendable {
        enum Storage: Sendable {
            case color(Color)
            case style(AnyShapeStyle)
            case foreground
        }

        let storage: Storage

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(storage: .foreground) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }

        /// A colour from components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey from its white level.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shape style, resolved in the canvas's environment.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            if let color = style as? Color { return .color(color) }
            return Shading(storage: .style(AnyShapeStyle(style)))
        }

        /// The first of several shadings (a terminal draws one colour).
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }

        /// A linear gradient between two points: its middle colour (STYLE1).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            .color(gradient.middleColor)
        }

        /// A radial gradient: its middle colour (STYLE1).
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            .color(gradient.middleColor)
        }

        /// A conic gradient: its middle colour (STYLE1).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            .color(gradient.middleColor)
        }

        /// The one colour this shading draws with in `environment`.
        func color(in environment: ResolvedEnvironment) -> Color {
            switch storage {
            case .color(let color): return color
            case .style(let style): return style.color(in: environment)
            case .foreground: return ForegroundStyle().color(in: environment)
            }
        }
    }
}
