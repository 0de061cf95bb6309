import Foundation

/// UIKit's segmented control, for its appearance proxy (UIK1): SwiftUI code on iOS colours
/// its segmented pickers with `UISegmentedControl.appearance().selectedSegmentTintColor = …`
/// and `setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)`, in an
/// `init` before the picker shows. A segmented picker here is drawn in the terminal's
/// colours (PCK1), so what is set is kept — read back as set — and changes nothing.
open class UISegmentedControl: NSObject, @unchecked Sendable {
    /// The proxy every segmented control takes its appearance from.
    private static let proxy = UISegmentedControl()

    /// The appearance proxy.
    open class func appearance() -> UISegmentedControl { proxy }

    private let lock = NSLock()
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The selected segment's colour (kept).
    open var selectedSegmentTintColor: UIColor?
    /// The control's background colour (kept).
    open var backgroundColor: UIColor?
    /// The control's tint colour (kept).
    open var tintColor: UIColor?

    /// Keeps the text attributes of titles in `state` (`.foregroundColor`, `.font`, …).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        lock.withLock { self.attributes[state.rawValue] = attributes }
    }

    /// The text attributes kept for titles in `state`, if any.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        lock.withLock { attributes[state.rawValue] }
    }
}
