import Foundation

/// UIKit's device, for SwiftUI code on iOS that asks what it runs on — most often
/// `UIDevice.current.userInterfaceIdiom == .pad` — through `import SwiftUI` alone (UIK1).
///
/// The device is the computer the terminal runs on: its idiom is `.mac` (a keyboard and
/// windows: neither `.phone` nor `.pad`), its name the host's, its system Linux and the
/// kernel's version. Its orientation is `.unknown` until orientation notifications begin,
/// then landscape while the screen (`UIScreen.main.bounds`) is at least as wide as it is tall,
/// else portrait. Its battery is not read: `batteryLevel` is -1 and `batteryState`
/// `.unknown`, as UIKit's are while monitoring is off.
///
/// ```swift
/// if UIDevice.current.userInterfaceIdiom == .pad { SplitLayout() } else { StackLayout() }
/// ```
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The state of a device's battery.
    public enum BatteryState: Int, Sendable {
        /// Not known (not monitored).
        case unknown = 0
        /// On battery.
        case unplugged = 1
        /// Plugged in, charging.
        case charging = 2
        /// Plugged in, full.
        case full = 3
    }

    /// Posted when the orientation changes (never here: a terminal is not turned).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's level changes (never: it is not read).
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the battery's state changes (never: it is not read).
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    private let lock = NSLock()
    private var orientationNotifications = 0

    /// The kind of interface: `.mac`, a computer's window.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .mac }

    /// The device's name: the host's.
    open var name: String { ProcessInfo.processInfo.hostName }

    /// The kind of device: "Terminal".
    open var model: String { "Terminal" }

    /// The kind of device, localised: "Terminal".
    open var localizedModel: String { model }

    /// The operating system's name: "Linux".
    open var systemName: String { "Linux" }

    /// The operating system's version: the kernel's, "major.minor.patch".
    open var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The same identifier for every run on this machine: from `/etc/machine-id` where there
    /// is one, else one made for the process.
    open var identifierForVendor: UUID? { Self.machineIdentifier }

    private static let machineIdentifier: UUID = {
        if let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8),
           let id = uuid(fromMachineID: text) { return id }
        return UUID()
    }()

    /// The UUID of a machine id (32 hex digits), or `nil` when `text` is not one.
    static func uuid(fromMachineID text: String) -> UUID? {
        let hex = Array(text.trimmingCharacters(in: .whitespacesAndNewlines))
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(hex[$0]) }
        return UUID(uuidString: groups.joined(separator: "-"))
    }

    /// Whether orientation notifications were begun (more often than ended).
    open var isGeneratingDeviceOrientationNotifications: Bool { lock.withLock { orientationNotifications > 0 } }

    /// Begins orientation notifications: `orientation` is known from then on.
    open func beginGeneratingDeviceOrientationNotifications() { lock.withLock { orientationNotifications += 1 } }

    /// Ends orientation notifications begun.
    open func endGeneratingDeviceOrientationNotifications() {
        lock.withLock { orientationNotifications = max(0, orientationNotifications - 1) }
    }

    /// The orientation: `.unknown` until notifications begin, then landscape while the screen
    /// is at least as wide as tall (`.landscapeLeft`), else `.portrait`.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        let bounds = UIScreen.main.bounds
        return bounds.width >= bounds.height ? .landscapeLeft : .portrait
    }

    /// Whether the battery is monitored; its level and state are not read either way.
    open var isBatteryMonitoringEnabled: Bool {
        get { lock.withLock { batteryMonitoring } }
        set { lock.withLock { batteryMonitoring = newValue } }
    }
    private var batteryMonitoring = false

    /// The battery's charge, 0…1, or -1 when not known: -1.
    open var batteryLevel: Float { -1 }

    /// The battery's state: `.unknown`.
    open var batteryState: BatteryState { .unknown }

    /// Whether the proximity sensor is on: a terminal has none, so it stays off.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is near the proximity sensor: no.
    open var proximityState: Bool { false }

    /// Whether the device runs more than one app at a time: yes.
    open var isMultitaskingSupported: Bool { true }

    /// Plays the keyboard's click: a terminal has none to play.
    open func playInputClick() {}
}
