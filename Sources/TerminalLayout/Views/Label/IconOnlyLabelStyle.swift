/// A label style that shows only the icon, as in SwiftUI (`.iconOnly`).
public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
