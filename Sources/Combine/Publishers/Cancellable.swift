/// Something that can be cancelled — a subscription, a timer's connection — as Combine's
/// protocol.
public protocol Cancellable {
    /// Stops the activity and releases what it holds; cancelling again does nothing.
    func cancel()
}
