/// The parameter a demo layout adjusts with `←`/`→`, besides the spacing (`[`/`]`).
public enum DemoParameterKind: Hashable, Sendable {
    /// Nothing: the layout has no second parameter.
    case none
    /// The number of columns (or items per row), ``DemoParameters/columnRange``.
    case columns
    /// The minimum item width in columns, ``DemoParameters/minItemWidthRange``.
    case minItemWidth
    /// Extra rows of radius beyond the smallest radius at which no items overlap.
    case radius
}
