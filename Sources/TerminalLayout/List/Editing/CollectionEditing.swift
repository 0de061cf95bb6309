import Foundation

extension MutableCollection {
    /// Moves the elements at the offsets `source` to just before the element at offset
    /// `destination`, keeping their order, as SwiftUI's helper does for `onMove`.
    ///
    /// `destination` is an offset into the collection as it is before the move, in
    /// `0...count`: the elements not moved that are before it end up before the moved ones,
    /// the others after them. `["a", "b", "c", "d"].move(fromOffsets: [0], toOffset: 3)` is
    /// `["b", "c", "a", "d"]`; to the end is `toOffset: 4`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        precondition((0...elements.count).contains(destination), "move(fromOffsets:toOffset:): destination out of range")
        precondition(source.allSatisfy { $0 >= 0 && $0 < elements.count }, "move(fromOffsets:toOffset:): offset out of range")
        var reordered: [Element] = []
        reordered.reserveCapacity(elements.count)
        for offset in 0..<destination where !source.contains(offset) { reordered.append(elements[offset]) }
        for offset in source { reordered.append(elements[offset]) }
        for offset in destination..<elements.count where !source.contains(offset) { reordered.append(elements[offset]) }
        var index = startIndex
        for element in reordered {
            self[index] = element
            formIndex(after: &index)
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets `offsets`, as SwiftUI's helper does for
    /// `onDelete`: `["a", "b", "c"].remove(atOffsets: [0, 2])` is `["b"]`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard let last = offsets.last else { return }
        precondition(offsets.first! >= 0 && last < count, "remove(atOffsets:): offset out of range")
        // From the end, so the offsets still to remove keep their places.
        for range in offsets.rangeView.reversed() {
            let start = index(startIndex, offsetBy: range.lowerBound)
            let end = index(start, offsetBy: range.count)
            removeSubrange(start..<end)
        }
    }
}
