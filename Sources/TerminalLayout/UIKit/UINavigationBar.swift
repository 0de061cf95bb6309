import Foundation

/// UIKit's navigation bar, as SwiftUI code on iOS styles its navigation stacks through
/// `UINavigationBar.appearance()` — in a view's `init`, an app's, or a scene delegate (UIK2):
/// `UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]`.
///
/// The proxy keeps every setting and reads it back. A navigation stack's title line (NAV1)
/// is drawn in the title's foreground colour — the large title's, as iOS shows a stack's
/// title at the top of its content: `scrollEdgeAppearance`'s, else `standardAppearance`'s,
/// else the bar's own `largeTitleTextAttributes`; failing a large one, the same for the
/// inline title's — and not bold when the attributes give a font lighter than semibold.
/// The bar's colours and images have nothing to paint: the title line has no background.
open class UINavigationBar: NSObject, @unchecked Sendable {
    private static let proxy = UINavigationBar()

    /// The proxy every navigation bar's settings are read from.
    open class func appearance() -> UINavigationBar { proxy }

    private let lock = NSLock()
    private var storedTitleAttributes: [NSAttributedString.Key: Any]?
    private var storedLargeTitleAttributes: [NSAttributedString.Key: Any]?
    private var storedStandard = UINavigationBarAppearance()
    private var storedCompact: UINavigationBarAppearance?
    private var storedScrollEdge: UINavigationBarAppearance?
    private var storedCompactScrollEdge: UINavigationBarAppearance?

    /// The inline title's attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { lock.withLock { storedTitleAttributes } }
        set { lock.withLock { storedTitleAttributes = newValue } }
    }

    /// The large title's attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { lock.withLock { storedLargeTitleAttributes } }
        set { lock.withLock { storedLargeTitleAttributes = newValue } }
    }

    /// The bar's appearance at its standard height.
    open var standardAppearance: UINavigationBarAppearance {
        get { lock.withLock { storedStandard } }
        set { lock.withLock { storedStandard = newValue } }
    }

    /// The bar's appearance when compact (none: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        get { lock.withLock { storedCompact } }
        set { lock.withLock { storedCompact = newValue } }
    }

    /// The bar's appearance with its content scrolled to the top.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { lock.withLock { storedScrollEdge } }
        set { lock.withLock { storedScrollEdge = newValue } }
    }

    /// The compact bar's appearance with its content scrolled to the top.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { lock.withLock { storedCompactScrollEdge } }
        set { lock.withLock { storedCompactScrollEdge = newValue } }
    }

    /// Whether titles are large: kept (a terminal's title is one line either way).
    open var prefersLargeTitles = false
    /// The bar's background tint: kept.
    open var barTintColor: UIColor?
    /// The bar buttons' tint: kept.
    open var tintColor: UIColor?
    /// The bar's background colour: kept.
    open var backgroundColor: UIColor?
    /// Whether the bar is translucent: kept.
    open var isTranslucent = true
    /// The bar's style: kept.
    open var barStyle: UIBarStyle = .default
    /// The image under the bar: kept.
    open var shadowImage: UIImage?

    private var backgroundImages: [UInt: UIImage] = [:]

    /// Sets the bar's background image for `barMetrics`: kept.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        lock.withLock { backgroundImages[UInt(barMetrics.rawValue)] = backgroundImage }
    }

    /// The bar's background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        lock.withLock { backgroundImages[UInt(barMetrics.rawValue)] }
    }

    /// The attributes a navigation stack's title line is drawn with when `bar` is the
    /// appearance proxy (see the type's documentation): the first of the large titles'
    /// attributes that give a colour or a font, else of the inline titles'.
    package static func titleLineAttributes(of bar: UINavigationBar) -> [NSAttributedString.Key: Any]? {
        let appearances = [bar.scrollEdgeAppearance, bar.standardAppearance].compactMap { $0 }
        let large = appearances.map(\.largeTitleTextAttributes) + [bar.largeTitleTextAttributes ?? [:]]
        let inline = appearances.map(\.titleTextAttributes) + [bar.titleTextAttributes ?? [:]]
        return (large + inline).first { $0[.foregroundColor] is UIColor || $0[.font] is UIFont }
    }
}
