/// The identity of a demo item: its position in the generated sequence.
///
/// A type of its own (not `Int`) so that an item's id never collides with
/// the integer ids `ForEach` gives rows and other helpers in the same view
/// tree: `LayoutResult.frame(for: ItemID(3))` always finds item 3.
public struct ItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 0-based index of the item.
    public let index: Int

    /// Creates the id of item `index`.
    public init(_ index: Int) {
        self.index = index
    }

    /// Orders ids by index.
    public static func < (a: ItemID, b: ItemID) -> Bool { a.index < b.index }

    /// `#` and the 1-based number, e.g. `#1` for index 0.
    public var description: String { "#\(index + 1)" }
}
