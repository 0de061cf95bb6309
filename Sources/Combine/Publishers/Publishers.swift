/// The namespace of Combine's publisher types the operators make (``Publishers/Map``,
/// ``Publishers/FlatMap``, ``Publishers/CombineLatest``, ``Publishers/Sequence``,
/// ``Publishers/Autoconnect``…): one file each in this folder.
public enum Publishers {}
