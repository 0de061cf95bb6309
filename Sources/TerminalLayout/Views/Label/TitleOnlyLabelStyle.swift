/// A label style that shows only the title, as in SwiftUI (`.titleOnly`).
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
