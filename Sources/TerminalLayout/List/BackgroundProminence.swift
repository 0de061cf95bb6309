/// How prominent the background under a view is (SwiftUI's `BackgroundProminence`, iOS 17),
/// carried by `EnvironmentValues.backgroundProminence` for views to adjust their foreground
/// to (APR1).
///
/// It is `.increased` in the rows of a list drawn selected — bold on the accent colour
/// (LIST5) — and `.standard` elsewhere unless set:
///
/// ```swift
/// struct Subtitle: View {
///     @Environment(\.backgroundProminence) private var prominence
///     var body: some View {
///         Text("Detail").foregroundStyle(prominence == .increased ? .primary : .secondary)
///     }
/// }
/// ```
public struct BackgroundProminence: Hashable, Sendable {
    let level: Int

    /// The standard prominence of a background.
    public static let standard = BackgroundProminence(level: 0)
    /// A more prominent background, as a selected row's.
    public static let increased = BackgroundProminence(level: 1)
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}

extension EnvironmentValues {
    /// The prominence of the background under the views here: `.increased` in a selected
    /// list row (LIST5), else `.standard` unless set (APR1).
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
}
