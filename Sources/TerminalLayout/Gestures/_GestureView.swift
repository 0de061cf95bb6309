import Foundation

nonisolated extension View {
    /// Attaches `gesture` to the view, with a lower precedence than the
    /// gestures of the views inside it (GES1: a focused view inside takes
    /// a key first; one it does not take comes to this gesture). `mask`
    /// turns this gesture (`.gesture`) and those inside (`.subviews`) on.
    public consuming func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _GestureView(content: self, gesture: gesture, mask: mask, priority: .normal)
    }

    /// Attaches `gesture` to the view, turned on while `isEnabled` (GES1).
    public consuming func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .normal)
    }

    /// Attaches `gesture` to the view, turned on while `isEnabled`; the
    /// name (which UIKit gesture recognisers can refer to) is not used (GES1).
    public consuming func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .normal)
    }

    /// Attaches `gesture` to the view with a higher precedence than the
    /// gestures of the views inside it (GES1: offered each key before the
    /// gesture of the focused view inside takes it).
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _GestureView(content: self, gesture: gesture, mask: mask, priority: .high)
    }

    /// Attaches a high-priority `gesture`, turned on while `isEnabled` (GES1).
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .high)
    }

    /// Attaches a high-priority `gesture`, turned on while `isEnabled`; the name is not used (GES1).
    public consuming func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .high)
    }

    /// Attaches `gesture` to the view to be recognised at the same time as
    /// the gestures of the views inside it (GES1: a key the focused view's
    /// gesture inside took is offered to this one too).
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        _GestureView(content: self, gesture: gesture, mask: mask, priority: .simultaneous)
    }

    /// Attaches a simultaneous `gesture`, turned on while `isEnabled` (GES1).
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .simultaneous)
    }

    /// Attaches a simultaneous `gesture`, turned on while `isEnabled`; the name is not used (GES1).
    public consuming func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        _GestureView(content: self, gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .simultaneous)
    }

    /// Sets the screen edges whose system gestures come second to the
    /// app's. A terminal has no system gestures at its edges: the view is
    /// laid out and drawn as it is (GES1).
    public consuming func defersSystemGestures(on edges: Edge.Set) -> some View {
        self
    }
}

/// A view with a gesture attached (`gesture(_:including:)` and its
/// high-priority and simultaneous forms), performed from the keyboard
/// while the view has focus (GES1).
///
/// It lays out and draws as its content: the gesture adds a focus stop,
/// key handling and a reader of its geometry behind it (for the centre a
/// tap's or a drag's location is), none of which takes space.
nonisolated public struct _GestureView<Content: View, G: Gesture>: View {
    let content: Content
    let gesture: G
    let mask: GestureMask
    let priority: GesturePriority
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.gestureContext) private var context
    @State private var session = GestureSession()

    init(content: Content, gesture: G, mask: GestureMask, priority: GesturePriority) {
        self.content = content
        self.gesture = gesture
        self.mask = mask
        self.priority = priority
    }

    public var body: some View {
        let recognizer = G._makeGesture(gesture: gesture, inputs: _GestureInputs()).recognizer
        let session = self.session
        let active = isEnabled && context.subviewsEnabled && mask.contains(.gesture)
        let ancestors = context.ancestors
        let offer: (GestureKey) -> Bool = { key in Self.deliver(key, to: recognizer, in: session) }
        var inner = context
        inner.subviewsEnabled = context.subviewsEnabled && mask.contains(.subviews)
        if active, priority != .normal { inner.ancestors.append(AncestorGesture(priority: priority, offer: offer)) }
        return content
            .modifier(_EnvironmentModifier { [isFocused] environment in
                if isFocused { environment.isBold = true }
            })
            .environment(\.gestureContext, inner)
            .onGeometryChange(for: GestureGeometry.self, of: { GestureGeometry(proxy: $0) }) { session.geometry = $0 }
            .focusable(active && recognizer.takesKeys)
            .focused($isFocused)
            .onKeyPress(phases: .down) { press in
                guard active, let key = Self.key(for: press, in: session) else { return .ignored }
                for ancestor in ancestors where ancestor.priority == .high && ancestor.offer(key) { return .handled }
                guard offer(key) else { return .ignored }
                for ancestor in ancestors where ancestor.priority == .simultaneous { _ = ancestor.offer(key) }
                return .handled
            }
            .onChange(of: isFocused) { _, focused in
                // Focus went elsewhere mid-gesture: the gesture is cancelled.
                if !focused { _ = offer(.cancel) }
            }
            .onChange(of: active) { _, on in
                if !on { _ = offer(.cancel) }
            }
    }

    /// The gesture key a press is (GES1): Return and Space activate, the
    /// arrows move one cell, Escape cancels; any other key is not one.
    static func key(for press: KeyPress, in session: GestureSession) -> GestureKey? {
        let cell = session.geometry?.proxy.cellMetrics ?? .cells
        switch press.key {
        case .return, .space: return .activate
        case .escape: return .cancel
        case .leftArrow: return .move(CGSize(width: -cell.column, height: 0))
        case .rightArrow: return .move(CGSize(width: cell.column, height: 0))
        case .upArrow: return .move(CGSize(width: 0, height: -cell.row))
        case .downArrow: return .move(CGSize(width: 0, height: cell.row))
        default: return nil
        }
    }

    /// Gives `key` to the gesture; its actions run, then its
    /// `@GestureState`s reset if it ended. Whether it took the key.
    static func deliver(_ key: GestureKey, to recognizer: KeyRecognizer<G.Value>, in session: GestureSession) -> Bool {
        let delivery = GestureDelivery(session: session)
        let events = recognizer.handle(key, delivery)
        delivery.finish()
        return events != nil
    }
}

/// Internal: how a gesture attached to a view ranks against those of the
/// views inside it.
enum GesturePriority {
    /// `gesture`: the focused view inside takes a key first (KEY1).
    case normal
    /// `simultaneousGesture`: offered a key the view inside took too.
    case simultaneous
    /// `highPriorityGesture`: offered a key before the view inside.
    case high
}

/// Internal: a gesture above a view that the view's own gesture offers keys to.
struct AncestorGesture {
    let priority: GesturePriority
    let offer: (GestureKey) -> Bool
}

/// Internal: what the gestures above a view say to it: whether the
/// gestures of subviews are on (`GestureMask.subviews`), and the high-priority
/// and simultaneous gestures above it, outermost first.
struct GestureContext {
    var subviewsEnabled = true
    var ancestors: [AncestorGesture] = []
}

/// Internal: the environment key of `GestureContext`.
struct GestureContextKey: EnvironmentKey {
    static var defaultValue: GestureContext { GestureContext() }
}

extension EnvironmentValues {
    /// What the gestures above a view say to it (GES1).
    var gestureContext: GestureContext {
        get { self[GestureContextKey.self] }
        set { self[GestureContextKey.self] = newValue }
    }
}
