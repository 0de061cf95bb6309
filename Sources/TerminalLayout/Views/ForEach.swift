/// Views computed from a collection of data, each identified by an id, so
/// that a view keeps its identity (and its layout cache and memo) when the
/// data is reordered, inserted into or removed from.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The data.
    public var data: Data
    /// Makes a view for an element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID
    /// Whether the ids cannot repeat (a range identified by its integers),
    /// so resolution need not look for repeats.
    var idsAreUnique = false
    /// For a `ForEach` over a view's subviews or sections (CC1): resolves
    /// that view, then the views for its elements (its data is known only then).
    var resolveDeferred: ((ResolveContext, inout [Node]) -> Void)?
    /// `Self.namesElements`, worked out once (read for every element).
    private var namesElements = true

    /// Creates views from data whose elements are identified by the key path `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // `ForEach(0..<n, id: \.self)`: integers identified by themselves,
        // as `ForEach(0..<n)` (the same ids, without the key path).
        self.init(data, id: id, unique: Data.self == Range<Int>.self && ID.self == Int.self
                    && (id as AnyKeyPath) == (\Int.self as AnyKeyPath), content: content)
    }

    init(_ data: Data, id: KeyPath<Data.Element, ID>, unique: Bool, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
        idsAreUnique = unique
        namesElements = Self.namesElements
    }

    /// A `ForEach` whose ids are `idOf` of the elements (an editable `ForEach`'s rows, EDIT1).
    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, unique: Bool,
         content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = idOf
        idsAreUnique = unique
        namesElements = Self.namesElements
    }

    /// `ForEach` has no body; it contributes one element per datum.
    public var body: Never { preconditionFailure("ForEach is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        // Over a view's subviews or sections (CC1): known once that view is resolved.
        if let resolveDeferred {
            resolveDeferred(context, &elements)
            return
        }
        // In a picker's content, each element's id is its tag unless its view has one of its
        // own (SwiftUI's implicit tags, PCK1) — when the ids are of the selection's type.
        if namesElements, context.environment.custom != nil,
           let selection = EnvironmentValues(context.environment).pickerSelection, selection.base is ID? {
            resolveTagged(selection, context, into: &elements)
            return
        }
        // Elements whose view value is last time's keep their nodes (UPD1).
        // (Once its container is resolved again: see `GraphBuilder.elementMemo`.)
        let memo = context.builder.elementMemo(for: Content.self, context)
        let count = data.count
        memo?.reserve(count)
        // Room for the elements' nodes at once: one output each (what most
        // elements make), and the scope's members as many per element as
        // the first made — rather than growing both arrays by doubling,
        // copying them as they grow.
        if count > 1 { elements.reserveCapacity(elements.count + count) }
        let membersBefore = context.builder.currentMemberCount
        // A range identified by its integers (`ForEach(0..<n)`): the element
        // is its id, so neither the id key path nor the generic iterator is
        // needed (this code is not specialised for the caller's types, and
        // both cost more than the rest of a simple element).
        if idsAreUnique, let range = data as? Range<Int> {
            var position = 0
            // Held once for the loop (read per element, each was retained and released).
            let builder = context.builder, content = self.content
            let elementAt = { (position: Int) -> (Data.Element, ExplicitID) in
                let i = range.lowerBound + position
                return (unsafeBitCast(i, to: Data.Element.self), ExplicitID.int(i))
            }
            // The memo unwrapped once, outside the loop (bound per element,
            // it was retained and released around each).
            guard let memo else {
                for i in range {
                    resolve(unsafeBitCast(i, to: Data.Element.self), id: .int(i), context, into: &elements)
                    position += 1
                    if position == 1, count > 1 {
                        builder.reserveMembers((builder.currentMemberCount - membersBefore) * (count - 1))
                    }
                }
                return
            }
            for i in range {
                Self.resolve(unsafeBitCast(i, to: Data.Element.self), id: .int(i), at: position, memo: memo,
                             content: content, builder: builder, context, into: &elements, element: elementAt)
                position += 1
                if position == 1, count > 1 {
                    builder.reserveMembers((builder.currentMemberCount - membersBefore) * (count - 1))
                }
            }
            Self.finish(memo, at: position, content: content, builder: builder, context, into: &elements,
                        element: elementAt)
            return
        }
        // Ids seen so far and how often each repeated, to keep repeated ids
        // apart (SwiftUI warns and shows them; so do we, each its own node).
        var seen: Set<ID> = []
        var repeats: [ID: Int] = [:]
        var position = 0
        for element in data {
            defer {
                position += 1
                if position == 1, count > 1 {
                    context.builder.reserveMembers((context.builder.currentMemberCount - membersBefore) * (count - 1))
                }
            }
            let rawID = idOf(element)
            var occurrence: Int?
            if idsAreUnique || seen.insert(rawID).inserted {
                occurrence = nil
            } else {
                let count = repeats[rawID, default: 0] + 1
                repeats[rawID] = count
                occurrence = count
            }
            if let memo {
                Self.resolve(element, id: ExplicitID(rawID), occurrence: occurrence, at: position, memo: memo,
                             content: content, builder: context.builder, context, into: &elements, element: elementAt)
            } else {
                resolve(element, id: ExplicitID(rawID), occurrence: occurrence, context, into: &elements)
            }
        }
        if let memo {
            Self.finish(memo, at: position, content: content, builder: context.builder, context, into: &elements,
                        element: elementAt)
        }
    }

    /// The element at `position` and its id (an element kept by value whose
    /// nodes turned out to be gone is resolved again from it).
    private func elementAt(_ position: Int) -> (Data.Element, ExplicitID) {
        let element = data[data.index(data.startIndex, offsetBy: position)]
        return (element, ExplicitID(idOf(element)))
    }

    /// Ends an update's use of `memo` after `count` positions: keeps the
    /// pending span of equal elements and forgets the positions past the end.
    private static func finish(_ memo: ElementMemo<Content>, at count: Int, content: (Data.Element) -> Content,
                               builder: GraphBuilder, _ context: ResolveContext, into elements: inout [Node],
                               element: (Int) -> (Data.Element, ExplicitID)) {
        memo.flush(builder: builder, into: &elements) { position, elements in
            resolveAgain(position, memo: memo, content: content, builder: builder, context, into: &elements, element: element)
        }
        memo.truncate(to: count)
    }

    /// Resolves the element at `position` as `resolve(_:id:occurrence:_:into:)`
    /// does, unless its view value and path are those `memo` remembers for
    /// the position: then its nodes are kept as they are (UPD1) — with the
    /// equal elements before it, at once, when the next one is not equal or
    /// the loop ends (`ElementMemoBase.flush`).
    private static func resolve(_ element: Data.Element, id explicitID: ExplicitID, occurrence: Int? = nil,
                                at position: Int, memo: ElementMemo<Content>, content: (Data.Element) -> Content,
                                builder: GraphBuilder, _ context: ResolveContext, into elements: inout [Node],
                                element elementAt: (Int) -> (Data.Element, ExplicitID)) {
        // The path alone first: a kept element needs no context of its own.
        var path = context.path.appending(.id(explicitID))
        if let occurrence { path = path.appending(.occurrence(occurrence)) }
        var view = content(element)
        if memo.deferKeep(position, view: &view, path: path) { return }
        memo.flush(builder: builder, into: &elements) { position, elements in
            resolveAgain(position, memo: memo, content: content, builder: builder, context, into: &elements, element: elementAt)
        }
        resolve(view, id: explicitID, path: path, at: position, memo: memo, builder: builder, context, into: &elements)
    }

    /// Resolves again an element that compared equal but whose nodes are no
    /// longer where they were (its path is the one remembered).
    private static func resolveAgain(_ position: Int, memo: ElementMemo<Content>, content: (Data.Element) -> Content,
                                     builder: GraphBuilder, _ context: ResolveContext, into elements: inout [Node],
                                     element elementAt: (Int) -> (Data.Element, ExplicitID)) {
        let (element, explicitID) = elementAt(position)
        resolve(content(element), id: explicitID, path: memo.path(at: position), at: position, memo: memo,
                builder: builder, context, into: &elements)
    }

    /// Resolves `view`, the element at `position` whose identity path is
    /// `path`, and remembers how (`GraphBuilder.resolveRecording`).
    private static func resolve(_ view: Content, id explicitID: ExplicitID, path: NodeKey, at position: Int,
                                memo: ElementMemo<Content>, builder: GraphBuilder, _ context: ResolveContext,
                                into elements: inout [Node]) {
        var elementContext = context
        elementContext.path = path
        builder.elementsBeingResolved += 1
        builder.resolveRecording(view, path: path, at: position, memo: memo, into: &elements, named: { elements, first in
            guard Self.namesElements else { return }
            for i in first..<elements.count { elements[i].giveIDUnlessSet(explicitID) }
        }) { builder.resolve(view, elementContext, into: &$0) }
        builder.elementsBeingResolved -= 1
    }

    /// Resolves the elements in a picker's content: each view with its element's id as its
    /// tag (`_ImplicitTagModifier`), without the element memo (PCK1).
    private func resolveTagged(_ selection: AnyHashable, _ context: ResolveContext, into elements: inout [Node]) {
        var seen: Set<ID> = []
        var repeats: [ID: Int] = [:]
        for element in data {
            let rawID = idOf(element)
            var occurrence: Int?
            if !(idsAreUnique || seen.insert(rawID).inserted) {
                let count = repeats[rawID, default: 0] + 1
                repeats[rawID] = count
                occurrence = count
            }
            let tag = AnyHashable(rawID)
            resolve(content(element).modifier(_ImplicitTagModifier(tag: tag, isSelected: tag == selection)),
                    id: ExplicitID(rawID), occurrence: occurrence, context, into: &elements)
        }
    }

    /// Resolves the view for one element, identified by `id` (and, for a
    /// repeated id, its occurrence), and gives the id to its elements.
    /// (Also how a lazy container makes one row, see `ForEachRows`.)
    func resolve(_ element: Data.Element, id explicitID: ExplicitID, occurrence: Int? = nil,
                 _ context: ResolveContext, into elements: inout [Node]) {
        resolve(content(element), id: explicitID, occurrence: occurrence, context, into: &elements)
    }

    /// Resolves `view`, made for an element identified by `id`, and gives the id to its elements.
    /// (Inlined: every element of every `ForEach` comes through here.)
    @inline(__always)
    private func resolve<V: View>(_ view: V, id explicitID: ExplicitID, occurrence: Int?,
                                  _ context: ResolveContext, into elements: inout [Node]) {
        var elementContext = context.appending(.id(explicitID))
        if let occurrence { elementContext = elementContext.appending(.occurrence(occurrence)) }
        let start = elements.count
        // (Through a guaranteed reference: `context.builder` is a retain and a release.)
        context.unmanagedBuilder._withUnsafeGuaranteedRef { $0.elementsBeingResolved += 1 }
        context.resolve(view, elementContext, into: &elements)
        context.unmanagedBuilder._withUnsafeGuaranteedRef { $0.elementsBeingResolved -= 1 }
        guard namesElements else { return }
        for i in start..<elements.count { elements[i].giveIDUnlessSet(explicitID) }
    }}

extension ForEach {
    /// Whether the views made for the elements take their ids: not a
    /// custom container's subviews or sections, which keep their own (CC1).
    static var namesElements: Bool { Data.Element.self != Subview.self && Data.Element.self != SectionConfiguration.self }
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
        self.init(data, id: \.self, unique: true, content: content)
    }
}
