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

    /// The actions added for events, in the order added.
    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` each time one of `controlEvents` happens (iOS 14; `#selector` targets
    /// need Objective-C, which Linux has not).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs the actions added for any of `controlEvents`, as the control does when they happen.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.handler(action)
        }
    }

    /// The events a control sends, as UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event's bits.
        public let rawValue: UInt
        /// An event of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// A value changed (a page control's page, a switch).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (Return in a text field).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended a text field's editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
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

/// UIKit's action: a closure a control runs for its events (`addAction(_:for:)`).
@MainActor
open class UIAction: NSObject {
    /// What the action is called.
    public let title: String
    /// What runs.
    let handler: (UIAction) -> Void

    /// An action running `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
