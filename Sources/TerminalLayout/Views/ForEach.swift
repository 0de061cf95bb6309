/// Views computed from a collection of data, each identified by an id, so
/// that a view keeps its identity (and its layout cache and memo) when the
/// data is reordered, inserted into or removed from.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The data.
    public var data: Data
    /// Makes a view for an element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// Whether the ids cannot repeat (a range identified by its integers),
    /// so resolution need not look for repeats.
    var idsAreUnique = false

    /// Creates views from data whose elements are identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    /// `ForEach` has no body; it contributes one element per datum.
    public var body: Never { preconditionFailure("ForEach is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        // A range identified by its integers (`ForEach(0..<n)`): the element
        // is its id, so neither the id key path nor the generic iterator is
        // needed (this code is not specialised for the caller's types, and
        // both cost more than the rest of a simple element).
        if idsAreUnique, let range = data as? Range<Int> {
            for i in range {
                resolve(unsafeBitCast(i, to: Data.Element.self), id: .int(i), context, into: &elements)
            }
            return
        }
        // Ids seen so far and how often each repeated, to keep repeated ids
        // apart (SwiftUI warns and shows them; so do we, each its own node).
        var seen: Set<ID> = []
        var repeats: [ID: Int] = [:]
        for element in data {
            let rawID = idOf(element)
            guard !idsAreUnique && !seen.insert(rawID).inserted else {
                resolve(element, id: ExplicitID(rawID), context, into: &elements)
                continue
            }
            let occurrence = repeats[rawID, default: 0] + 1
            repeats[rawID] = occurrence
            resolve(element, id: ExplicitID(rawID), occurrence: occurrence, context, into: &elements)
        }
    }

    /// Resolves the view for one element, identified by `id` (and, for a
    /// repeated id, its occurrence), and gives the id to its elements.
    /// (Also how a lazy container makes one row, see `ForEachRows`.)
    func resolve(_ element: Data.Element, id explicitID: ExplicitID, occurrence: Int? = nil,
                 _ context: ResolveContext, into elements: inout [Node]) {
        var elementContext = context.appending(.id(explicitID))
        if let occurrence { elementContext = elementContext.appending(.occurrence(occurrence)) }
        let start = elements.count
        context.builder.resolve(content(element), elementContext, into: &elements)
        for i in start..<elements.count { elements[i].giveIDUnlessSet(explicitID) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates views from identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views from a constant range; each view is identified by its integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
        idsAreUnique = true
    }
}
