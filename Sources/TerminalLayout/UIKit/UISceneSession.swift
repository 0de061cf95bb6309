import Foundation

/// UIKit's scene session: a scene's lasting record — its role and configuration (UIK2).
/// The terminal's one scene has one session, of role `.windowApplication`.
open class UISceneSession: NSObject, @unchecked Sendable {
    /// What a scene is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's own windows: the terminal's.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role

    /// The configuration its scene was made with (the app delegate's answer once it
    /// connected).
    open internal(set) var configuration: UISceneConfiguration

    /// The session's identifier, the same for the whole run.
    public let persistentIdentifier: String

    /// What the app keeps with the session.
    open var userInfo: [String: Any]?

    /// The session's scene, while connected.
    open internal(set) weak var scene: UIScene?

    init(role: Role) {
        self.role = role
        self.configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        self.persistentIdentifier = UUID().uuidString
        super.init()
    }
}
