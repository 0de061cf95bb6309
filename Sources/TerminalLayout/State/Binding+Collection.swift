/// A binding to a mutable collection is a collection of bindings to its elements, as in
/// SwiftUI (iOS 15): `ForEach($items) { $item in … }`, `$toasts.first { $0.id == id }`,
/// `$list[2]`. Each element's binding reads and writes the element at its index through the
/// collection's binding.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the bindings to the elements, first to last.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// Bindings to a range of the elements.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The position of the first element.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The position after the last element.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The positions of the elements, in order.
    public var indices: Indices { wrappedValue.indices }

    /// The position after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// Replaces `i` with the position after it.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The position before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// Replaces `i` with the position before it.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
