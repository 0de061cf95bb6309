import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name` (from `object`, if given) posted to
    /// this center, as Combine's method (Foundation on Linux has no publisher).
    ///
    /// ```swift
    /// Text(status).onReceive(NotificationCenter.default.publisher(for: .dataChanged)) { note in
    ///     status = "changed"
    /// }
    /// ```
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// The publisher `publisher(for:object:)` returns, as Combine's struct: each subscriber
    /// is an observer of the center until it cancels, and gets each notification on the
    /// thread that posts it, if it asked for a value.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The center observed.
        public let center: NotificationCenter
        /// The notifications' name.
        public let name: Notification.Name
        /// The object they must come from (`nil`: any).
        public let object: AnyObject?

        /// A publisher of the notifications named `name` posted to `center` (by `object`).
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, downstream: AnySubscriber(subscriber))
            subscription.observe(name: name, object: object)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// Internal: one subscriber's observation of a notification center, removed when it
/// cancels.
private final class NotificationSubscription: Subscription, @unchecked Sendable {
    private let lock = PublisherLock()
    private let center: NotificationCenter
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?

    init(center: NotificationCenter, downstream: AnySubscriber<Notification, Never>) {
        self.center = center
        self.downstream = downstream
    }

    func observe(name: Notification.Name, object: AnyObject?) {
        let made = center.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
            self?.deliver(note)
        }
        lock.withLock { observer = made }
    }

    func request(_ more: Subscribers.Demand) {
        lock.withLock { demand += more }
    }

    func cancel() {
        let observer = lock.withLock { () -> (any NSObjectProtocol)? in
            defer { self.observer = nil; downstream = nil }
            return self.observer
        }
        if let observer { center.removeObserver(observer) }
    }

    private func deliver(_ note: Notification) {
        let target = lock.withLock { () -> AnySubscriber<Notification, Never>? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(note)
        lock.withLock { demand += more }
    }

    deinit {
        if let observer { center.removeObserver(observer) }
    }
}
