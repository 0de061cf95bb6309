import Foundation

/// Internal: a key a gesture can take (GES1): Return or Space (`activate`),
/// an arrow (`move`, one cell in points), Escape (`cancel`, also sent when
/// the view loses focus or its gesture is turned off mid-gesture).
enum GestureKey: Equatable {
    case activate
    case move(CGSize)
    case cancel
}

/// Internal: what a gesture did with a key, in order.
enum GestureEvent<Value> {
    /// The gesture is in progress with this value.
    case changed(Value)
    /// The gesture ended with this value.
    case ended(Value)
    /// The gesture stopped without ending (Escape, focus lost).
    case cancelled
}

/// Internal: a view's gestures' progress between key presses, and where the
/// view was last laid out; kept in the gesture view's state.
final class GestureSession {
    /// Each gesture's progress, by slot (`_GestureInputs.slot()`).
    var slots: [Int: Any] = [:]
    /// The view's geometry after the last layout, if laid out.
    var geometry: GestureGeometry?

    /// The centre of the view in `space` (its local centre when it was never laid out).
    func centre(in space: CoordinateSpace) -> CGPoint {
        guard let geometry else { return .zero }
        let frame = geometry.proxy.frame(in: space)
        return CGPoint(x: frame.midX, y: frame.midY)
    }
}

/// Internal: the geometry a gesture view keeps: its proxy, compared by
/// what it answers.
struct GestureGeometry: Equatable {
    let proxy: GeometryProxy

    static func == (a: Self, b: Self) -> Bool {
        a.proxy.size == b.proxy.size && a.proxy.globalOrigin == b.proxy.globalOrigin
            && a.proxy.namedFrames == b.proxy.namedFrames
    }
}

/// Internal: one key press delivered to a gesture tree: the session, and
/// the work left for after every callback ran (`@GestureState` resets).
final class GestureDelivery {
    let session: GestureSession
    var afterwards: [() -> Void] = []

    init(session: GestureSession) {
        self.session = session
    }

    /// Runs the work left for the end of the delivery.
    func finish() {
        let work = afterwards
        afterwards = []
        for item in work { item() }
    }
}

/// Internal: a gesture as the keyboard performs it (GES1).
struct KeyRecognizer<Value> {
    /// Whether any key can perform it (magnify and rotate: never), which
    /// makes its view focusable.
    let takesKeys: Bool
    /// Whether it is in progress (a drag moved and not ended).
    let isActive: (GestureSession) -> Bool
    /// Takes a key: the events it caused, or nil when it did not take it.
    let handle: (GestureKey, GestureDelivery) -> [GestureEvent<Value>]?

    /// A recogniser that takes no key, ever.
    static var inert: KeyRecognizer<Value> {
        KeyRecognizer(takesKeys: false, isActive: { _ in false }, handle: { _, _ in nil })
    }

    /// A tap-like gesture: Return or Space is the whole gesture — its value
    /// seen once while it changes, then its end.
    static func tap(_ value: @escaping (GestureSession) -> Value) -> KeyRecognizer<Value> {
        KeyRecognizer(takesKeys: true, isActive: { _ in false }) { key, delivery in
            guard key == .activate else { return nil }
            let value = value(delivery.session)
            return [.changed(value), .ended(value)]
        }
    }

    /// The same gesture, `observe` called with each event as it passes.
    func observing(_ observe: @escaping (GestureEvent<Value>, GestureDelivery) -> Void) -> KeyRecognizer<Value> {
        let handle = self.handle
        return KeyRecognizer(takesKeys: takesKeys, isActive: isActive) { key, delivery in
            guard let events = handle(key, delivery) else { return nil }
            for event in events { observe(event, delivery) }
            return events
        }
    }

    /// The same gesture with its values transformed.
    func mapped<T>(_ transform: @escaping (Value) -> T) -> KeyRecognizer<T> {
        let handle = self.handle
        return KeyRecognizer<T>(takesKeys: takesKeys, isActive: isActive) { key, delivery in
            handle(key, delivery)?.map { event in
                switch event {
                case .changed(let value): .changed(transform(value))
                case .ended(let value): .ended(transform(value))
                case .cancelled: .cancelled
                }
            }
        }
    }
}
