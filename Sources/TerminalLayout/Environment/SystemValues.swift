import Foundation

// The environment values SwiftUI takes from the system, with what a
// terminal has of each (ENV1).
extension EnvironmentValues {
    /// The locale views format with: the process's (`Locale.current`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are worked out in: the process's (`Calendar.current`).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: the process's (`TimeZone.current`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Pixels per point: 1 (a point is a cell, and a cell is the smallest thing drawn).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points: 1 (see `displayScale`).
    public var pixelLength: CGFloat { 1 / Swift.max(displayScale, 1) }

    /// The scene's phase: `.active` while the app runs (a terminal app is
    /// in the foreground while it draws).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// The state of the window's controls (macOS): `.key` — a terminal's
    /// window is the key window while the app runs.
    public var controlActiveState: ControlActiveState {
        get { self[ControlActiveStateKey.self] }
        set { self[ControlActiveStateKey.self] = newValue }
    }

    /// Whether the view is in a presentation — a sheet, a pushed view — that
    /// `dismiss` ends, rather than the app's window.
    public var isPresented: Bool { dismiss.presents }

    /// The presentation mode of iOS 13 (deprecated for `dismiss` and
    /// `isPresented`): `presentationMode.wrappedValue.dismiss()` calls
    /// `dismiss`.
    public var presentationMode: Binding<PresentationMode> {
        let dismiss = self.dismiss
        return Binding(get: { PresentationMode(isPresented: dismiss.presents) },
                       set: { mode in if !mode.isPresented { dismiss() } })
    }
}

/// Whether a view is presented, and dismissing it (iOS 13's
/// `EnvironmentValues.presentationMode`).
public struct PresentationMode {
    /// Whether the view is presented.
    public private(set) var isPresented: Bool

    init(isPresented: Bool) {
        self.isPresented = isPresented
    }

    /// Dismisses the view (through the binding it was read from).
    public mutating func dismiss() {
        isPresented = false
    }
}

/// A scene's phase, as in SwiftUI.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown, not taking input.
    case inactive
    /// Shown and taking input.
    case active
}

/// The state of a window's controls, as in SwiftUI on macOS (ENV1).
public enum ControlActiveState: Equatable, CaseIterable, Sendable {
    /// The window is the key window.
    case key
    /// The window is active, not the key window.
    case active
    /// The window is inactive.
    case inactive
}

private enum ControlActiveStateKey: EnvironmentKey {
    static var defaultValue: ControlActiveState { .key }
}

private enum LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private enum TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private enum DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private enum ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
}
