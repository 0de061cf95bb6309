/// How prominent a list section's header is (SwiftUI's `Prominence`,
/// `headerProminence(_:)`). Carried by `EnvironmentValues.headerProminence`
/// for views of your own to read; the built-in headers are drawn alike
/// (APR1).
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// More prominent than standard.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey {
    static var defaultValue: Prominence { .standard }
}

extension EnvironmentValues {
    /// The prominence of section headers below (`headerProminence(_:)`); `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the prominence of section headers below this view (`EnvironmentValues.headerProminence`, APR1).
    public consuming func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
