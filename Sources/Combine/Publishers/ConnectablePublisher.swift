/// A publisher that sends nothing until it is connected, as Combine's protocol
/// (`Timer.TimerPublisher`).
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending to the subscribers; cancelling the result stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected when it gets its first subscriber and disconnected when
    /// its last one cancels (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`).
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(self)
    }
}
