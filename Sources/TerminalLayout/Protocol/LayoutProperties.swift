/// Layout-specific properties of a layout container (L5).
public struct LayoutProperties: Sendable, Equatable {
    /// The axis along which the container arranges its subviews, if it is
    /// one-dimensional; `Spacer` and `Divider` children read it (SP3).
    public var stackOrientation: Axis?

    /// Creates properties with no stack orientation.
    public init() { stackOrientation = nil }
}
