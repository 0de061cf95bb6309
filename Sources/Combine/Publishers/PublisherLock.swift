import Foundation

/// Internal: the lock the publishers' classes guard their state with (not held while a
/// subscriber is called, so a subscriber may send, request or cancel).
package final class PublisherLock: @unchecked Sendable {
    private let lock = NSLock()

    /// A lock.
    package init() {}

    /// Runs `body` holding the lock.
    @inline(__always)
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Internal: a value handed to another thread by code that knows it is used by one thread
/// at a time there (a value on its way to the main queue, a subscriber a timer calls).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
