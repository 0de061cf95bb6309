/// The namespace of Combine's publisher types the operators make: ``Publishers/Map``,
/// ``Publishers/Filter``, ``Publishers/CompactMap``, ``Publishers/RemoveDuplicates``,
/// ``Publishers/ReceiveOn``, ``Publishers/Debounce`` and ``Publishers/Autoconnect``.
public enum Publishers {}
