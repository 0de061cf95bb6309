import Foundation

/// UIKit's navigation bar appearance (iOS 13): a bar's background and its titles'
/// attributes, set on `UINavigationBar.appearance()`'s `standardAppearance`,
/// `scrollEdgeAppearance` and the others (UIK2). Its title attributes colour a navigation
/// stack's title line; its background has nothing to paint (see `UINavigationBar`).
open class UINavigationBarAppearance: NSObject, @unchecked Sendable {
    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The bar's background colour.
    open var backgroundColor: UIColor?
    /// The bar's background image.
    open var backgroundImage: UIImage?
    /// The colour of the line under the bar.
    open var shadowColor: UIColor?
    /// The image of the line under the bar.
    open var shadowImage: UIImage?
    /// How the title is moved from its place: kept.
    open var titlePositionAdjustment: UIOffset = .zero

    /// An appearance with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s settings.
    public init(barAppearance: UINavigationBarAppearance) {
        super.init()
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        titlePositionAdjustment = barAppearance.titlePositionAdjustment
    }

    /// The system's background and shadow: none set.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
    }

    /// An opaque background: the system background colour, the separator as the shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
    }

    /// A copy of the appearance.
    open override func copy() -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
