/// Internal: where a `ForEach` element's nodes are among its scope's
/// members of the last update (see `ElementMemo`). Not nested in the
/// generic memo: an array of a type nested in a generic type has its
/// metadata looked up at run time, on every use from unspecialised code.
struct ElementRun {
    /// The element's identity path (its id, at this position).
    var path: NodeKey
    /// The first of its members, and how many it made in a row.
    var start: Int32
    var count: UInt16
    /// Which of them (from `start`) is the element it resolved into.
    var output: UInt16
    /// The first member's slot and version, to check `start` still points at it.
    var firstIndex: Int32
    var firstVersion: UInt32
    /// Whether bodies were evaluated to make it (a composite view's): it is
    /// kept only under the same inherited values, all of them, and while
    /// no view evaluated on its own changed its nodes since (see
    /// `ElementMemoBase.begin`).
    var hasBodies = false
}

/// Internal: how an element's resolution went, for keeping it by value
/// next time (see `ElementMemo`).
enum ElementPurity {
    /// Made from its view value alone: no body evaluated.
    case pure
    /// Bodies evaluated, but nothing read that its value, its inherited
    /// values and its state do not show: no observable property, no state
    /// of a view not around the reader, no content made while laid out.
    /// The owners of `@State` it made in the element's scope come with it:
    /// keeping the element keeps their state.
    case bodies([StateOwner])
    /// Anything else: resolved again next time (a diagnostic, or a body
    /// that read what the graph cannot see change).
    case impure
}

extension ElementRun {
    /// The run of an element just resolved: the members the current scope
    /// made from `firstMember` on, and its one element (in `elements` from
    /// `firstElement` on) among them; none (`count == 0`) if it cannot be
    /// kept next time — its resolution was impure, it made more or fewer
    /// than one element, or that element is not among the members.
    init(path: NodeKey, builder: GraphBuilder, firstMember: Int, firstElement: Int, elements: [Node],
         purity: ElementPurity) {
        self.init(path: path, start: 0, count: 0, output: 0, firstIndex: 0, firstVersion: 0)
        if case .impure = purity { return }
        let members = builder.currentMembers
        let made = members.count - firstMember
        guard elements.count == firstElement + 1, made > 0, made <= Int(UInt16.max),
              firstMember <= Int(Int32.max),
              let offset = members[firstMember...].firstIndex(of: elements[firstElement]) else { return }
        start = Int32(firstMember)
        count = UInt16(made)
        output = UInt16(offset - firstMember)
        firstIndex = members[firstMember].index
        firstVersion = members[firstMember].version
        if case .bodies = purity { hasBodies = true }
    }
}
