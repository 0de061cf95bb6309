extension GraphicsContext {
    /// An image-processing operation on what a context draws after it is
    /// added (`addFilter(_:options:)`): accepted, and changing nothing a
    /// cell can show (rule CNV2).
    ///
    /// A terminal cell holds one glyph in one colour on one background:
    /// there are no pixels to blur, shadow, recolour by a matrix, threshold
    /// or project, so every filter draws what the context would draw
    /// without it — as `visualEffect`'s scale and blur draw nothing (VFX1).
    /// The values are kept so that SwiftUI code compiles unchanged.
    public struct Filter: Sendable {
        /// Which filter, with its values (not read by the terminal).
        enum Kind: Sendable {
            case projectionTransform(ProjectionTransform)
            case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode, options: ShadowOptions)
            case colorMultiply(Color)
            case colorMatrix(ColorMatrix)
            case hueRotation(Angle)
            case saturation(Double)
            case brightness(Double)
            case contrast(Double)
            case colorInvert(Double)
            case grayscale(Double)
            case luminanceToAlpha
            case blur(radius: CGFloat, options: BlurOptions)
            case alphaThreshold(min: Double, max: Double, color: Color)
        }

        let kind: Kind

        /// A filter that transforms the rasterized form of what is drawn
        /// after it by `matrix` (nothing in cells: positions come from the
        /// context's `transform` alone).
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projectionTransform(matrix))
        }

        /// A filter that adds a shadow under what is drawn (nothing in
        /// cells).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options))
        }

        /// A filter that multiplies each colour component by `color`'s
        /// (nothing in cells).
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .colorMultiply(color)) }

        /// A filter that transforms each colour by `matrix` (nothing in
        /// cells).
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .colorMatrix(matrix)) }

        /// A filter that rotates hues by `angle` (nothing in cells).
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .hueRotation(angle)) }

        /// A filter that scales saturation by `amount` (nothing in cells).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .saturation(amount)) }

        /// A filter that adds `amount` to each colour component (nothing in
        /// cells).
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .brightness(amount)) }

        /// A filter that scales contrast by `amount` (nothing in cells).
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .contrast(amount)) }

        /// A filter that inverts colours by `amount`, 0…1 (nothing in
        /// cells).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .colorInvert(amount)) }

        /// A filter that removes colour by `amount`, 0…1 (nothing in cells).
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .grayscale(amount)) }

        /// A filter that makes luminance the alpha (nothing in cells).
        public static var luminanceToAlpha: Filter { Filter(kind: .luminanceToAlpha) }

        /// A filter that blurs by a Gaussian of standard deviation `radius`
        /// (nothing in cells).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, options: options))
        }

        /// A filter that draws `color` where alpha is in `min`…`max` and
        /// nothing elsewhere (nothing in cells: a cell's alpha is the
        /// context's opacity, which the filter does not read).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    /// Adds `filter` to what is drawn from now on by this context (and the
    /// copies made from it afterwards): accepted, and drawing as without
    /// it (CNV2). `options` change nothing either.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        // Nothing to keep: no filter changes what a cell shows.
    }
}
