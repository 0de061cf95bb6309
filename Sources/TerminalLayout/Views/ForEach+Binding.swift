/// `ForEach` over a binding to a collection, as in SwiftUI: each view gets a
/// binding to its element, so `ForEach($todos) { $todo in Toggle(todo.title, isOn: $todo.done) }`
/// edits the collection in place.
///
/// The data is the collection's indices paired with the elements' ids
/// (SwiftUI's `LazyMapSequence<C.Indices, (C.Index, ID)>`), read when the
/// view is resolved; a view's binding reads and writes the element at its
/// index through the collection's binding, so a write sets the state that
/// holds the collection (and the views are resolved again). As in SwiftUI,
/// a binding kept after its element was removed from the end reads past it:
/// bindings are for the views of the data they were made with.
extension ForEach {
    /// Creates views from a binding to a collection of identifiable
    /// elements; each view is given a binding to its element.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \C.Element.id, content: content)
    }

    /// Creates views from a binding to a collection whose elements are
    /// identified by the key path `id`; each view is given a binding to its
    /// element.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let pairs = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(pairs, id: \.1) { pair in
            content(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
        }
    }
}
