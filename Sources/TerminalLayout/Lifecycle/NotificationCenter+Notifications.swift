import Foundation

extension NotificationCenter {
    /// The notifications named `name` (from `object`, when given) posted from now on, as an
    /// asynchronous sequence — Foundation's API on Apple's platforms, which Linux's lacks and
    /// SwiftUI code uses in a `task` (LIFE2):
    ///
    /// ```swift
    /// .task {
    ///     for await _ in NotificationCenter.default.notifications(named: .dataChanged) { reload() }
    /// }
    /// ```
    ///
    /// Each iteration observes the centre from when it starts until it ends (its task is
    /// cancelled, or the loop is left); notifications posted meanwhile are kept in order.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// The notifications of one name posted to a centre (LIFE2).
    public struct Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification

        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        public func makeAsyncIterator() -> Iterator {
            let (stream, continuation) = AsyncStream<Box>.makeStream()
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                continuation.yield(Box(notification: notification))
            }
            let observer = Observer(center: center, token: token)
            continuation.onTermination = { _ in observer.remove() }
            return Iterator(base: stream.makeAsyncIterator(), handle: Handle(observer: observer))
        }

        /// Gives the notifications in the order they were posted.
        public struct Iterator: AsyncIteratorProtocol {
            var base: AsyncStream<Box>.Iterator
            /// Owned by the iterator alone: dropping it stops the observing.
            let handle: Handle

            public mutating func next() async -> Notification? {
                guard let box = await base.next() else {
                    handle.observer.remove()
                    return nil
                }
                return box.notification
            }
        }

        /// Removes the observer when the iterator that owns it goes (a loop left by `break`;
        /// the stream's own termination covers cancellation).
        final class Handle: @unchecked Sendable {
            let observer: Observer
            init(observer: Observer) { self.observer = observer }
            deinit { observer.remove() }
        }

        /// A notification carried across threads (its `userInfo` is not `Sendable`).
        struct Box: @unchecked Sendable {
            let notification: Notification
        }

        /// The centre's observer, removed once when the iteration ends.
        final class Observer: @unchecked Sendable {
            private let center: NotificationCenter
            private var token: NSObjectProtocol?
            private let lock = NSLock()

            init(center: NotificationCenter, token: NSObjectProtocol) {
                self.center = center
                self.token = token
            }

            func remove() {
                lock.lock()
                let token = self.token
                self.token = nil
                lock.unlock()
                if let token { center.removeObserver(token) }
            }

            /// Whether the centre is still observed.
            var isObserving: Bool {
                lock.lock()
                defer { lock.unlock() }
                return token != nil
            }
        }
    }
}
