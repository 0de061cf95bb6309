/// Internal: the graph's side of an observed object — one per `@ObservedObject`,
/// `@StateObject` or `@EnvironmentObject` field of one view identity, kept with the view's
/// state (`StateOwner.boxes`).
///
/// It subscribes to the object's `objectWillChange`; a send marks the view that owns the
/// field (`StateHost.stateChanged`), which the next `layout` evaluates again with the views
/// under it (STATE2, OBS1). Observing another object replaces the subscription; when the
/// view goes away the box, and with it the subscription, is released.
class ObjectSubscription: OwnedStateBox {
    /// The graph's flag.
    let host: StateHost
    /// The view whose field this is.
    private(set) weak var owner: StateOwner?
    /// The object subscribed to.
    private weak var observed: AnyObject?
    /// The subscription to its publisher: an `ObservableObjectPublisher.Registration`, or
    /// the `AnyCancellable` of another publisher's (RCV1).
    private var subscription: AnyObject?

    init(host: StateHost, owner: StateOwner?) {
        self.host = host
        self.owner = owner
    }

    /// Subscribes to `object`'s publisher, unless it is already the one observed; `nil`
    /// observes nothing.
    func observe<O: ObservableObject>(_ object: O?) {
        guard let object else {
            observed = nil
            subscription = nil
            return
        }
        if observed === object && subscription != nil { return }
        observed = object
        if let publisher = object.willChangePublisher {
            subscription = publisher.subscribe { [weak self] in self?.objectWillChange() }
        } else if let publisher = object.objectWillChange as? any Publisher {
            // Another publisher (`let objectWillChange = PassthroughSubject<Void, Never>()`).
            subscription = Self.subscribe(to: publisher) { [weak self] in self?.objectWillChange() }
        } else {
            subscription = nil
        }
    }

    /// Whether the box is subscribed to a publisher (for tests).
    var isSubscribed: Bool { subscription != nil }

    /// Calls `action` on each value `publisher` sends until the result is released.
    private static func subscribe<P: Publisher>(to publisher: P, _ action: @escaping () -> Void) -> AnyCancellable {
        publisher.sink(receiveCompletion: { _ in }, receiveValue: { _ in action() })
    }

    private func objectWillChange() {
        host.stateChanged(owner, readElsewhere: -1)
    }
}

/// Internal: a `@StateObject`'s box: the object made for the view's identity, and its
/// subscription.
final class StateObjectBox<ObjectType: ObservableObject>: ObjectSubscription {
    /// The object, made the first time the view's body is evaluated.
    var object: ObjectType?
}
