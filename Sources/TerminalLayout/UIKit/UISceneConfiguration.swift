import Foundation

/// UIKit's scene configuration: the name, and the classes of the scene and its delegate
/// (UIK2).
open class UISceneConfiguration: NSObject, @unchecked Sendable {
    /// The configuration's name.
    public let name: String?

    /// The role of the sessions it is for.
    public let role: UISceneSession.Role

    /// The scene delegate's class: when `nil`, the app's class named `SceneDelegate`, as the
    /// Xcode template's Info.plist names it.
    open var delegateClass: AnyClass?

    /// The scene's class: the terminal's scene is a `UIWindowScene` whatever it says.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
