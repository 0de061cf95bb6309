/// A label style that shows the icon, then the title, as in SwiftUI
/// (`.titleAndIcon`).
///
/// In a terminal: an `HStack` aligned on the first text baseline with the
/// default spacing (one cell) — `✉ Inbox`; a title that wraps keeps the
/// icon on its first line.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon, a space, the title.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline) {
            configuration.icon
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
