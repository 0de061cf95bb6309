/// Internal: what the elements of one `ForEach` were resolved from in the
/// last update, so that an element whose view value equals last time's
/// keeps its nodes without being resolved again — SwiftUI compares a
/// view's new value with its old one in the same way before it evaluates
/// it again (rule UPD1 in `docs/LAYOUT-RULES.md`).
///
/// A memo is kept by the node whose identity scope the `ForEach` resolves
/// into (its container), one per `ForEach` of that scope, and is made only
/// for a `ForEach` whose element view is `Equatable` (`Text`, `Color`,
/// `Image` and the built-in layout modifiers are, and so is
/// `ModifiedContent` of two such): anything else counts as changed and is
/// resolved again, as before.
///
/// ```
///  container node ─ extras.elementMemos ─ ElementMemo<Row> of the ForEach at path p
///      position     0           1           2          …
///      views        Row(a)      Row(b)      Row(c)           last update's values
///      runs         [0, 2) → 1  [2, 4) → 3  none             the nodes each made: a run of
///                                                            the scope's members, its output
/// ```
///
/// An element is kept only when everything its nodes were made from is
/// known to be the same: the view value (`==`), its identity path (its id
/// at the same position), the inherited values (`ResolvedEnvironment`) and
/// depth of the `ForEach`, and the element's resolution was *pure* last
/// time — no composite body was evaluated under it (a body can read
/// `@State`, the environment or an observable object, which the value does
/// not show), no diagnostic was reported, and it made exactly one element,
/// its nodes all in the container's scope. A kept element's nodes take their
/// place among the scope's members and are marked kept in this update
/// (`NodeArena.keptIn`, not in their records); releasing unmatched nodes
/// and `finish` leave them as they are.
///
/// Equal elements are kept a span at a time: each position whose value and
/// path compare equal joins a pending span (`deferKeep`), and the span is
/// kept (`flush`) before the next element that is not equal is resolved,
/// and at the end — so members stay in order. The runs of a span normally
/// lie one after another among the scope's previous members: their nodes
/// are checked and marked in one pass over the arena's compact arrays and
/// joined to the members in one copy (`IdentityScope.keepRuns`); otherwise
/// each run is kept alone, and an element whose nodes are no longer where
/// they were is resolved again.
///
/// ```
///  positions   0 = 1 = 2 = 3 ≠ 4 = 5 = …      (= : equal to last time's)
///              └── span ──┘  │  └── span …
///              kept at once  resolved (after the span before it is kept)
/// ```
///
/// Only making and storing views is generic (`ElementMemo<Content>`);
/// keeping elements — comparing bytes, checking and taking their runs — is
/// non-generic `ElementMemoBase` code, compiled once and optimised (the
/// `ForEach` code that calls it is not specialised for the caller's types).
final class ElementMemo<Content: View>: ElementMemoBase {
    private init(path: NodeKey, isEqual: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
        super.init(path: path, contentType: ObjectIdentifier(Content.self), stride: MemoryLayout<Content>.stride,
                   isEqual: isEqual)
    }

    /// A memo for a `ForEach` at `path` whose elements are `Content`s, if
    /// they can be compared (`Content` is `Equatable`).
    static func make(path: NodeKey) -> ElementMemo? {
        guard let equatable = Content.self as? any Equatable.Type else { return nil }
        func equality<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
        }
        return ElementMemo(path: path, isEqual: equality(equatable))
    }

    deinit {
        storage?.assumingMemoryBound(to: Content.self).deinitialize(count: count)
        storage?.deallocate()
    }

    /// Whether the element at `position` can be kept (see
    /// `ElementMemoBase.deferKeep`).
    @inline(__always)
    func deferKeep(_ position: Int, view: inout Content, path: NodeKey) -> Bool {
        // The view's own address (a borrowed generic value would be copied first).
        withUnsafeMutablePointer(to: &view) { deferKeep(position, view: UnsafeRawPointer($0), path: path) }
    }

    /// Remembers how the element at `position` resolved: its value, path
    /// and the run of members it made (from `firstMember` on, into
    /// `elements` from `firstElement` on), if it can be kept next time.
    func remember(_ position: Int, view: Content, path: NodeKey, builder: GraphBuilder,
                  firstMember: Int, firstElement: Int, elements: [Node], wasPure: Bool) {
        if layout == nil { layout = ComparisonPlan(for: Content.self, size: MemoryLayout<Content>.size) }
        let run = ElementRun(path: path, builder: builder, firstMember: firstMember, firstElement: firstElement,
                             elements: elements, wasPure: wasPure)
        if position < count, let storage {
            runs[position] = run
            (storage + position * stride).assumingMemoryBound(to: Content.self).pointee = view
        } else {
            // Positions come in order: the next one is `count`.
            if count == capacity { grow() }
            (storage! + count * stride).assumingMemoryBound(to: Content.self).initialize(to: view)
            runs[count] = run
            count += 1
        }
    }

    /// Makes room for `count` positions (a `ForEach` knows how many elements it has).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        grow(to: count)
    }

    /// Makes room for more views: twice as many (at least 16), or `minimum`.
    private func grow(to minimum: Int = 0) {
        let newCapacity = Swift.max(16, capacity * 2, minimum)
        let views = storage.map { $0.assumingMemoryBound(to: Content.self).moved(count: count, toCapacity: newCapacity) }
            ?? .allocate(capacity: newCapacity)
        storage = UnsafeMutableRawPointer(views)
        // (The first growth also frees the empty runs buffer the memo was made with.)
        runs = runs.moved(count: count, toCapacity: newCapacity)
        capacity = newCapacity
    }

    /// Forgets the positions from `count` on (the data got shorter).
    func truncate(to count: Int) {
        guard count < self.count else { return }
        (storage! + count * stride).assumingMemoryBound(to: Content.self).deinitialize(count: self.count - count)
        self.count = count
    }
}

extension ResolvedEnvironment {
    /// Whether views resolved from their values alone (UPD1) resolve the
    /// same under both: every inherited value but the size classes and the
    /// values of `EnvironmentKey`s, which only `@Environment` reads — in a
    /// body, which an element kept by value has not evaluated. (The size
    /// classes are set once the graph has a size: an update right after
    /// the first layout would otherwise keep nothing.)
    func isSameForValues(as other: ResolvedEnvironment) -> Bool {
        stackOrientation == other.stackOrientation && foregroundColor == other.foregroundColor
            && font == other.font && lineLimit == other.lineLimit && textAlignment == other.textAlignment
            && isBold == other.isBold && cornerRadius == other.cornerRadius && scrollAxes == other.scrollAxes
    }
}

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
}

extension ElementRun {
    /// The run of an element just resolved: the members the current scope
    /// made from `firstMember` on, and its one element (in `elements` from
    /// `firstElement` on) among them; none (`count == 0`) if it cannot be
    /// kept next time — its resolution was not pure, it made more or fewer
    /// than one element, or that element is not among the members.
    init(path: NodeKey, builder: GraphBuilder, firstMember: Int, firstElement: Int, elements: [Node], wasPure: Bool) {
        self.init(path: path, start: 0, count: 0, output: 0, firstIndex: 0, firstVersion: 0)
        let members = builder.currentMembers
        let made = members.count - firstMember
        guard wasPure, elements.count == firstElement + 1, made > 0, made <= Int(UInt16.max),
              firstMember <= Int(Int32.max),
              let offset = members[firstMember...].firstIndex(of: elements[firstElement]) else { return }
        start = Int32(firstMember)
        count = UInt16(made)
        output = UInt16(offset - firstMember)
        firstIndex = members[firstMember].index
        firstVersion = members[firstMember].version
    }
}

/// Internal: an `ElementMemo` of any element type, as a node keeps it:
/// the conditions its runs were made under, the runs, the stored views as
/// bytes, and keeping an element (non-generic).
class ElementMemoBase {
    /// The `ForEach`'s identity path in its scope.
    let path: NodeKey
    /// The element view type (a memo is read as `ElementMemo<Content>` only when it matches).
    let contentType: ObjectIdentifier
    /// The update that last used the memo (a memo not used by its scope's
    /// update is dropped with the `ForEach` that went away).
    final var generation = -1
    /// What the `ForEach` inherited, and how deep it was, last time.
    final var environment = ResolvedEnvironment()
    final var depth: Int32 = -1
    /// Whether elements may be kept in this update (the inherited values
    /// and depth are last time's).
    final var canKeep = false
    /// The positions compared equal and not kept yet (`deferKeep`):
    /// `spanCount` of them from `spanStart`.
    @exclusivity(unchecked) final var spanStart = 0
    @exclusivity(unchecked) final var spanCount = 0

    /// The number of positions remembered.
    @exclusivity(unchecked) final var count = 0
    /// The runs of the last update, by position (`count` of them; a run of
    /// no nodes: the element cannot be kept), and the element views
    /// (`stride` bytes apart), in storage of their own with room for
    /// `capacity` (an array would cost a uniqueness check per write),
    /// written by `ElementMemo`.
    @exclusivity(unchecked) final var runs = UnsafeMutablePointer<ElementRun>.allocate(capacity: 0)
    @exclusivity(unchecked) final var storage: UnsafeMutableRawPointer?
    @exclusivity(unchecked) final var capacity = 0
    final let stride: Int
    /// Where the element type's fields are (its bytes but the padding),
    /// worked out when the memo first records.
    final var layout: ComparisonPlan?
    /// The element type's `==`, on two values' addresses.
    final let isEqual: (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    deinit {
        runs.deallocate()
    }

    init(path: NodeKey, contentType: ObjectIdentifier, stride: Int,
         isEqual: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
        self.path = path
        self.contentType = contentType
        self.stride = stride
        self.isEqual = isEqual
    }


    /// Starts an update's use of the memo.
    final func begin(generation: Int, environment: ResolvedEnvironment, depth: Int32) {
        self.generation = generation
        spanCount = 0
        canKeep = depth == self.depth && environment.isSameForValues(as: self.environment)
        if !canKeep {
            self.environment = environment
            self.depth = depth
        }
    }

    /// Whether the element at `position` can be kept: its value (at `view`)
    /// and path are last time's. It then joins the pending span of
    /// positions to keep, which `flush` keeps — before anything else is
    /// resolved in the scope, so members stay in order. (Positions come
    /// one after another: a position not deferred flushes the span first.)
    final func deferKeep(_ position: Int, view: UnsafeRawPointer, path: NodeKey) -> Bool {
        guard canKeep, position < count, let storage else { return false }
        let run = runs[position]
        guard run.count > 0, run.path == path, isSame(view, storage + position * stride) else { return false }
        if spanCount == 0 { spanStart = position }
        spanCount += 1
        return true
    }

    /// Keeps the pending span: its runs at once when they lie one after
    /// another among the scope's previous members (`IdentityScope.keepRuns`),
    /// else one by one; a position whose nodes are no longer there is
    /// resolved again by `resolveAgain` (in order).
    final func flush(builder: GraphBuilder, into elements: inout [Node], resolveAgain: (Int, inout [Node]) -> Void) {
        guard spanCount > 0 else { return }
        let first = spanStart, end = spanStart + spanCount
        spanCount = 0
        if builder.keepRuns(runs, from: first, to: end, into: &elements) {
            builder.keptElements += end - first
            return
        }
        for position in first..<end where !take(position, builder: builder, into: &elements) {
            resolveAgain(position, &elements)
        }
    }

    /// Keeps the element at `position` (its value and path compared equal)
    /// if its nodes are still where they were: they are added to the current
    /// scope and the element they resolved into is appended to `elements`.
    /// Returns whether it was kept.
    private func take(_ position: Int, builder: GraphBuilder, into elements: inout [Node]) -> Bool {
        let run = runs[position]
        guard let kept = builder.keepRun(start: Int(run.start), count: Int(run.count), output: Int(run.output),
                                         firstIndex: run.firstIndex, firstVersion: run.firstVersion)
        else { return false }
        runs[position].start = Int32(truncatingIfNeeded: kept.start)
        elements.append(kept.output)
        builder.keptElements += 1
        return true
    }

    /// The identity path the element at `position` had last time.
    final func path(at position: Int) -> NodeKey { runs[position].path }

    /// Whether the value at `new` is the value at `old`: the same field
    /// bytes (then it resolves to the same nodes — references are the same
    /// objects, and the built-in views are immutable values — whatever its
    /// `==` says of, say, a NaN width; see `ValueBytes`), else equal by
    /// `==` (the runtime's generic `==` of nested `ModifiedContent`s costs
    /// ≈ 1,000 instructions, the bytes ≈ 50).
    @inline(__always)
    private func isSame(_ new: UnsafeRawPointer, _ old: UnsafeRawPointer) -> Bool {
        (layout?.equal(new, old) ?? false) || isEqual(new, old)
    }
}

extension GraphBuilder {
    /// The memo of the `ForEach` at `context.path` whose elements are
    /// `Content`s, begun for this update (made on first use); `nil` where
    /// elements are not kept by value: outside a container's scope (a lazy
    /// stack's rows, a builder's outermost scope), among the elements a
    /// stateful body hands its parent directly (STATE2 records them with
    /// their traits), or for elements that cannot be compared.
    func elementMemo<Content: View>(for type: Content.Type, _ context: ResolveContext) -> ElementMemo<Content>? {
        let scope = scopes.count - 1
        guard resolvesGraph, let owner = scopes[scope].owner else { return nil }
        if let body = openBodies.last, body.scope == scope { return nil }
        let path = context.path
        let memos = owner.elementMemos
        var found: ElementMemo<Content>?
        if let memo = memos.first(where: { $0.path == path }) {
            // Used already in this update (paths are unique in a scope, so
            // this is not expected): not kept by value.
            guard memo.generation != generation else { return nil }
            if memo.contentType == ObjectIdentifier(Content.self) {
                found = unsafeDowncast(memo, to: ElementMemo<Content>.self)
            }
        }
        if found == nil {
            // Made when the container is resolved again, not when it is new:
            // a view resolved only once (a static scene, a headless render)
            // stores no values — and a graph made and dropped does not move
            // hundreds of kilobytes through the allocator (storing them from
            // the first resolution measured 40% slower cold passes: the
            // allocator gave pages back to the kernel and faulted them in
            // again). Else another element type.
            guard !owner.isNew, let made = ElementMemo<Content>.make(path: path) else { return nil }
            owner.elementMemos = memos.filter { $0.path != path } + [made]
            found = made
        }
        found?.begin(generation: generation, environment: context.environment, depth: context.depth)
        return found
    }

    /// Drops the memos of `owner`'s scope that this update did not use
    /// (their `ForEach` went away).
    func pruneElementMemos(of owner: Node) {
        guard let extras = owner.record.pointee.extras, !extras.elementMemos.isEmpty else { return }
        if extras.elementMemos.contains(where: { $0.generation != generation }) {
            extras.elementMemos.removeAll { $0.generation != generation }
        }
    }

    /// Keeps the runs of a span of `ForEach` positions at once (see
    /// `IdentityScope.keepRuns`).
    func keepRuns(_ runs: UnsafeMutablePointer<ElementRun>, from first: Int, to end: Int,
                  into elements: inout [Node]) -> Bool {
        scopes[scopes.count - 1].keepRuns(runs, from: first, to: end, generation: generation, into: &elements)
    }

    /// Keeps a run of the current scope's previous members (see
    /// `IdentityScope.keepRun`).
    @inline(__always)
    func keepRun(start: Int, count: Int, output: Int, firstIndex: Int32, firstVersion: UInt32) -> (output: Node, start: Int)? {
        scopes[scopes.count - 1].keepRun(start: start, count: count, output: output, firstIndex: firstIndex,
                                         firstVersion: firstVersion, generation: generation)
    }

    /// The number of nodes the current scope has made (or kept) so far.
    var currentMemberCount: Int { scopes[scopes.count - 1].memberCount }

    /// The nodes the current scope has made (or kept) so far.
    var currentMembers: [Node] { scopes[scopes.count - 1].members }
}
