/// A subscriber's link to a publisher, as Combine's protocol: through it the subscriber asks
/// for values and cancels.
///
/// Cancelling stops the values; a subscription cancelled, or whose publisher completed, is
/// let go of by the publisher.
public protocol Subscription: Cancellable {
    /// Asks the publisher for `demand` more values (added to what was asked before).
    func request(_ demand: Subscribers.Demand)
}
