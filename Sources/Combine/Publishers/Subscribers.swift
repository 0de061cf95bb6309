/// The namespace of Combine's subscriber types: ``Subscribers/Sink``,
/// ``Subscribers/Assign``, ``Subscribers/Demand`` and ``Subscribers/Completion``.
public enum Subscribers {}
