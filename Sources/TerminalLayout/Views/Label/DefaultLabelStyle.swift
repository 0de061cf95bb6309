/// The label style used where none is set, as in SwiftUI (`.automatic`):
/// in a terminal, the same as `.titleAndIcon` (the icon, a space, the title).
public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon, a space, the title (`TitleAndIconLabelStyle`).
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
