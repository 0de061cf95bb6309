/// Internal: how a custom container gets the subviews of its content
/// (`Group(subviews:transform:)`, `ForEach(subviews:content:)` and their
/// `sections:` forms; rule CC1 in `docs/LAYOUT-RULES.md`).
///
/// The content is resolved first, where the container is, in an identity
/// scope of its own kept on a *source* node that is never laid out: its
/// elements — each view a layout would get as a subview, after `ForEach`,
/// `Group`, conditionals and views of your own are flattened — become
/// ``Subview`` values. The container's transform then runs, and wherever
/// it puts a `Subview`, that element's node is placed (adopted by the view
/// around it). Identity and state stay with the source's scope, so a
/// subview keeps its `@State` wherever the transform moves it.
///
/// ```
///  Group(subviews: content) { subviews in HStack { subviews[1]; subviews[0] } }
///
///   source node (not laid out) ─ scope ─ [a, b]      ← content resolved here
///   HStack ─ children ─ [b, a]                        ← the same nodes, placed
/// ```
enum SubviewSource {
    /// Resolves `content` as the subviews of a custom container at
    /// `context`; with `sections`, also notes which of them each top-level
    /// `Section` made.
    static func stage<Content: View>(_ content: Content, _ context: ResolveContext,
                                     sections: Bool) -> (subviews: [Subview], sections: [StagedSection]) {
        let builder = context.builder
        let source = context.node(context.path.appending(.type(ObjectIdentifier(SubviewSourceBehavior.self))),
                                  behavior: SubviewSourceBehavior())
        var inner = context
        inner.path = NodeKey.scopeRoot
        var nodes: [Node] = []
        var recorded: [StagedSection] = []
        builder.inScope(of: source) {
            if sections { builder.sectionRecorders.append(SectionRecorder(scope: builder.scopes.count - 1)) }
            builder.resolve(content, inner, into: &nodes)
            if sections { recorded = builder.sectionRecorders.removeLast().sections }
        }
        let sourceID = source
        let stamp = builder.generation
        let subviews = nodes.map { node in
            Subview(node: node, id: Subview.ID(source: sourceID, key: node.key),
                    containerValues: ContainerValues(table: node.pendingLayoutValues()),
                    explicitID: node.pendingTraits.id, stamp: stamp)
        }
        return (subviews, recorded)
    }

    /// The sections of staged subviews: each top-level `Section` one, and
    /// each run of subviews outside a section one more, without a header
    /// or footer, in view order.
    static func sections(of subviews: [Subview], _ recorded: [StagedSection]) -> [SectionConfiguration] {
        var sectionOf: [Node: Int] = [:]
        for (index, section) in recorded.enumerated() {
            for node in section.header + section.content + section.footer { sectionOf[node] = index }
        }
        let byNode = Dictionary(subviews.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        func collection(_ nodes: [Node]) -> SubviewsCollection {
            SubviewsCollection(nodes.compactMap { byNode[$0] })
        }
        var result: [SectionConfiguration] = []
        var loose: [Subview] = []
        var emitted = Set<Int>()
        func flushLoose() {
            guard let first = loose.first else { return }
            result.append(SectionConfiguration(id: .init(first: first.id, ordinal: result.count),
                                               containerValues: ContainerValues(),
                                               header: SubviewsCollection([]), content: SubviewsCollection(loose),
                                               footer: SubviewsCollection([])))
            loose = []
        }
        for subview in subviews {
            guard let index = sectionOf[subview.node] else {
                loose.append(subview)
                continue
            }
            guard emitted.insert(index).inserted else { continue }
            flushLoose()
            let section = recorded[index]
            let header = collection(section.header), content = collection(section.content)
            let footer = collection(section.footer)
            let all = header.subviews + content.subviews + footer.subviews
            result.append(SectionConfiguration(id: .init(first: all.first?.id, ordinal: result.count),
                                               containerValues: commonValues(of: all),
                                               header: header, content: content, footer: footer))
        }
        flushLoose()
        return result
    }

    /// The container values every one of `subviews` carries, with the
    /// first one's value: what was set on their `Section` (a modifier on a
    /// section sets its value on each view the section makes).
    private static func commonValues(of subviews: [Subview]) -> ContainerValues {
        guard let first = subviews.first else { return ContainerValues() }
        var table = first.containerValues.table
        for other in subviews.dropFirst() { table.keepKeys(in: other.containerValues.table) }
        return ContainerValues(table: table)
    }
}

/// Internal: the views one top-level `Section` of a custom container's
/// content made, noted while the content is resolved.
struct StagedSection {
    var header: [Node]
    var content: [Node]
    var footer: [Node]
}

/// Internal: notes the sections resolved in one scope (see
/// `SubviewSource.stage`); a section inside another is part of it.
struct SectionRecorder {
    /// The builder's scope the sections are noted in.
    let scope: Int
    var sections: [StagedSection] = []
    /// Whether a section is being resolved (one inside it is not noted).
    var inSection = false
}

/// Internal: the node that keeps a custom container's content resolved:
/// its identity scope holds the subviews' nodes; it is never laid out.
struct SubviewSourceBehavior: NodeBehavior, Equatable {
    var kindName: String { "subviews" }
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> CGSize { .zero }
    func placementKind(size: CGSize, proposal: ProposedViewSize, node: Node, engine: LayoutEngine) -> ViewPlacement.Kind {
        .container(kindName)
    }
}
