/// The namespace of Combine's ready-made subscriptions: ``Subscriptions/empty``.
public enum Subscriptions {
    /// A subscription that does nothing when asked for values or cancelled: what a
    /// publisher that sends nothing (``Empty``, ``Fail``) hands its subscriber.
    public static var empty: any Subscription { EndedSubscription() }
}
