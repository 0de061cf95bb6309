/// A type that adds views and modifiers to Xcode's library, as in SwiftUI (PRV2).
///
/// ```swift
/// struct LibraryContent: LibraryContentProvider {
///     var views: [LibraryItem] {
///         LibraryItem(BadgeView(count: 3), title: "Badge", category: .control)
///     }
///     func modifiers(base: Image) -> [LibraryItem] {
///         [LibraryItem(base.resizable(), title: "Resizable", category: .effect)]
///     }
/// }
/// ```
///
/// Xcode reads these while editing; a program never does. Here they compile and build their
/// items (a test can read them), and nothing else uses them.
public protocol LibraryContentProvider {
    /// The type the `modifiers(base:)` snippets are applied to.
    associatedtype ModifierBase = Any

    /// The views to add to the library.
    @LibraryContentBuilder var views: [LibraryItem] { get }

    /// The modifiers to add to the library, applied to `base`.
    @LibraryContentBuilder func modifiers(base: ModifierBase) -> [LibraryItem]
}

extension LibraryContentProvider {
    /// No views.
    public var views: [LibraryItem] { [] }

    /// No modifiers.
    public func modifiers(base: ModifierBase) -> [LibraryItem] { [] }
}

/// A view or modifier in Xcode's library, as in SwiftUI (PRV2).
public struct LibraryItem {
    /// Where an item is listed in the library.
    public struct Category: Equatable, Sendable {
        let name: String
        /// A control.
        public static let control = Category(name: "control")
        /// A visual effect.
        public static let effect = Category(name: "effect")
        /// A layout.
        public static let layout = Category(name: "layout")
        /// Anything else.
        public static let other = Category(name: "other")
    }

    /// The snippet, built when the item is.
    let snippet: Any
    let visible: Bool
    let title: String?
    let category: Category
    let matchingSignature: String?

    /// An item whose snippet is `snippet`, shown in the library when `visible`, under `title`
    /// (else the snippet's type name) and `category`.
    public init<Item>(_ snippet: @autoclosure () -> Item, visible: Bool = true, title: String? = nil,
                      category: Category = .control, matchingSignature: String? = nil) {
        self.snippet = snippet()
        self.visible = visible
        self.title = title ?? String(describing: Item.self)
        self.category = category
        self.matchingSignature = matchingSignature
    }
}

/// Builds the items of a ``LibraryContentProvider``, as in SwiftUI (PRV2).
@resultBuilder
public enum LibraryContentBuilder {
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
    public static func buildBlock(_ parts: [LibraryItem]...) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [LibraryItem]?) -> [LibraryItem] { part ?? [] }
    public static func buildEither(first part: [LibraryItem]) -> [LibraryItem] { part }
    public static func buildEither(second part: [LibraryItem]) -> [LibraryItem] { part }
    public static func buildArray(_ parts: [[LibraryItem]]) -> [LibraryItem] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [LibraryItem]) -> [LibraryItem] { part }
}
