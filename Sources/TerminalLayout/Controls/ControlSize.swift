/// How large controls are drawn (SwiftUI's `ControlSize`), read from
/// `EnvironmentValues.controlSize`.
///
/// A terminal draws every control in whole cells at one size, so the size
/// set changes nothing on screen; it is carried by the environment, so a
/// view of your own can read it and draw differently.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    /// The smallest.
    case mini
    /// Smaller than regular.
    case small
    /// The default.
    case regular
    /// Larger than regular.
    case large
    /// The largest.
    case extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension EnvironmentValues {
    /// The size controls are asked to be (`controlSize(_:)`); `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size of the controls in this view (`EnvironmentValues.controlSize`).
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
