import Foundation

/// UIKit's control, for its states (UIK1): the `UIControl.State` an appearance is set for
/// (`setTitleTextAttributes(_:for: .selected)`); a view (UIV1) that can be enabled,
/// selected and highlighted.
@MainActor
open class UIControl: UIView {
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false

    /// The control's state, from the three above.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The states a control can be in, as UIKit's bits.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
