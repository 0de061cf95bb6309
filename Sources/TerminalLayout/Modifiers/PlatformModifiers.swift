import Foundation

// Modifiers of a touch platform's keyboard, sheets and URLs that real code
// sets and a terminal has nothing for: each accepted, the view unchanged
// (PLAT1), so the code compiles and draws as the rest of it says.
nonisolated extension View {
    /// Accepted: a terminal has one keyboard (PLAT1).
    public consuming func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted: a terminal's keyboard has no automatic capitals (the form before iOS 15, with
    /// UIKit's type; PLAT1).
    public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Accepted: a terminal's keyboard has no automatic capitals (PLAT1).
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Accepted: a terminal corrects nothing (PLAT1).
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Accepted (the form before iOS 16; PLAT1).
    public consuming func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Accepted: Return submits whatever its label (PLAT1).
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Accepted: there is no on-screen keyboard to dismiss (PLAT1).
    public consuming func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Accepted: a sheet is dismissed by Escape or `dismiss` whatever this
    /// says — a terminal has no swipe to disable (PLAT1).
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Accepted: a terminal app is not opened by URLs (PLAT1).
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// Accepted: a terminal's tab view shows its tab row whatever the style (PLAT1).
    public consuming func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }
    /// Accepted: a pushed view replaces the one below without a transition (PLAT1).
    public consuming func navigationTransition<T: NavigationTransition>(_ transition: T) -> some View { self }
    /// Accepted: the source of a zoom transition (PLAT1).
    public consuming func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { self }
}

/// How a text field capitalises what is typed, as in SwiftUI (accepted, PLAT1).
public struct TextInputAutocapitalization: Sendable {
    private let name: String
    /// No capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The label of a keyboard's return key, as in SwiftUI (accepted, PLAT1).
public struct SubmitLabel: Sendable {
    private let name: String
    /// "Done".
    public static let done = SubmitLabel(name: "done")
    /// "Go".
    public static let go = SubmitLabel(name: "go")
    /// "Send".
    public static let send = SubmitLabel(name: "send")
    /// "Join".
    public static let join = SubmitLabel(name: "join")
    /// "Route".
    public static let route = SubmitLabel(name: "route")
    /// "Search".
    public static let search = SubmitLabel(name: "search")
    /// "Return".
    public static let `return` = SubmitLabel(name: "return")
    /// "Next".
    public static let next = SubmitLabel(name: "next")
    /// "Continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How scrolling dismisses the keyboard, as in SwiftUI (accepted, PLAT1).
public struct ScrollDismissesKeyboardMode: Sendable {
    private let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The style of a `TabView`, as in SwiftUI (accepted, PLAT1).
public protocol TabViewStyle {}

/// The platform's tab view style.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The style.
    public init() {}
}

/// Pages swiped through, with an index (a tab row here).
public struct PageTabViewStyle: TabViewStyle {
    /// When the page index shows.
    public struct IndexDisplayMode: Sendable {
        private let name: String
        /// The platform's choice.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always.
        public static let always = IndexDisplayMode(name: "always")
        /// Never.
        public static let never = IndexDisplayMode(name: "never")
    }

    /// The style, its index shown as `indexDisplayMode` says.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform's style.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, their index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// A transition between a navigation stack's views, as in SwiftUI 18 (accepted, PLAT1).
public protocol NavigationTransition {}

/// The platform's push.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from a source view (`matchedTransitionSource`).
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom from the view marked `matchedTransitionSource(id:in:)` with `sourceID`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition()
    }
}

/// The on-screen keyboard a text field asks for, as UIKit names them (the
/// type SwiftUI's `keyboardType(_:)` takes on iOS; accepted, PLAT1).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises, as UIKit names it (the type SwiftUI's deprecated
/// `autocapitalization(_:)` takes on iOS; accepted, PLAT1).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}
