/// Which accessibility action a handler performs, as in SwiftUI
/// (`accessibilityAction(_:_:)`): the default action, escape, the magic
/// tap, delete, showing a menu, or one of your own with a name.
///
/// In a terminal `.default` and `.escape` are performed from the keyboard
/// while the view has focus (A11Y2); the others have no key.
public struct AccessibilityActionKind: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case `default`, escape, magicTap, delete, showMenu
        case named(Text)
    }

    let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// The action activating the element performs.
    public static let `default` = AccessibilityActionKind(kind: .default)
    /// The action that dismisses a modal view or goes back.
    public static let escape = AccessibilityActionKind(kind: .escape)
    /// The two-finger double tap: the element's most important action.
    public static let magicTap = AccessibilityActionKind(kind: .magicTap)
    /// The action that deletes the element's content.
    public static let delete = AccessibilityActionKind(kind: .delete)
    /// The action that shows a menu.
    public static let showMenu = AccessibilityActionKind(kind: .showMenu)

    /// A custom action with a name.
    public init(named name: Text) {
        kind = .named(name)
    }
}
