/// Internal: what the elements of one `ForEach` were resolved from in the
/// last update, so that an element whose view value equals last time's
/// keeps its nodes without being resolved again — SwiftUI compares a
/// view's new value with its old one in the same way before it evaluates
/// it again (rule UPD1 in `docs/LAYOUT-RULES.md`).
///
/// A memo is kept by the node whose identity scope the `ForEach` resolves
/// into (its container), one per `ForEach` of that scope, and is made only
/// for a `ForEach` whose element views can compare equal: with `==` where
/// the type is `Equatable` (`Text`, `Color`, `Image` and the built-in
/// layout modifiers are, and so is `ModifiedContent` of two such), else
/// field by field (`StructuralComparison`: a view of your own, its `@State`
/// by initial value) unless it holds a closure (a `Binding`, an action),
/// which is never the same: then every element counts as changed and is
/// resolved again.
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
/// known to be the same: the view value, its identity path (its id at the
/// same position), the inherited values (`ResolvedEnvironment`) and depth
/// of the `ForEach`, and what its resolution read last time. It made
/// exactly one element, its nodes all in the container's scope, with no
/// diagnostic, and it was either *pure* — no body evaluated under it — or
/// its bodies read nothing but what the value, the inherited values and
/// state show (`ElementPurity`): no observable property (its resolution
/// is tracked alone to find out: `BodyObservation.probe`), no `@State` of
/// a view not around the reader, no content made while laid out. An
/// element with bodies is kept only while every inherited value is last
/// time's (a body can read any with `@Environment`), while every view must
/// not be evaluated again (`GraphBuilder.keepsComposites`), and while no
/// view evaluated on its own since changed the nodes it made
/// (`StateHost.structureChanges`); keeping it keeps the `@State` of the
/// views in it (`StateOwner.lastSeen`). A kept element's nodes take their
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
nonisolated final class ElementMemo<Content: View>: ElementMemoBase {
    private init(path: NodeKey, isEqual: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) {
        super.init(path: path, contentType: ObjectIdentifier(Content.self), stride: MemoryLayout<Content>.stride,
                   isEqual: isEqual)
    }

    /// A memo for a `ForEach` at `path` whose elements are `Content`s, if
    /// they can compare equal: with `==` (`Content` is `Equatable`), else
    /// field by field, unless a field is a closure.
    static func make(path: NodeKey) -> ElementMemo? {
        if let equatable = Content.self as? any Equatable.Type {
            func equality<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
                { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
            }
            return ElementMemo(path: path, isEqual: equality(equatable))
        }
        let comparison = StructuralComparison.of(Content.self)
        guard comparison.canBeEqual else { return nil }
        return ElementMemo(path: path, isEqual: { a, b in comparison.equal(a, b) })
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
                  firstMember: Int, firstElement: Int, elements: [Node], purity: ElementPurity) {
        if layout == nil { layout = ComparisonPlan(for: Content.self, size: MemoryLayout<Content>.size) }
        let run = ElementRun(path: path, builder: builder, firstMember: firstMember, firstElement: firstElement,
                             elements: elements, purity: purity)
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
        if case .bodies(let made) = purity, run.count > 0 {
            setOwners(made, at: position)
        } else {
            setOwners([], at: position)
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
        if owners.count > count { owners.removeLast(owners.count - count) }
    }
}

extension ResolvedEnvironment {
    /// Whether views resolved from their values alone (UPD1) resolve the
    /// same under both: every inherited value but the size classes, which
    /// only `@Environment` reads — in a body, which an element kept by
    /// value has not evaluated. (The size classes are set once the graph
    /// has a size: an update right after the first layout would otherwise
    /// keep nothing.) Every other value is compared, the values of
    /// `EnvironmentKey`s included: a primitive view may read any of them (a
    /// text its case and truncation, a scroll view whether it scrolls, a
    /// focusable view whether it is enabled).
    func isSameForValues(as other: ResolvedEnvironment) -> Bool {
        var mine = self, theirs = other
        mine.horizontalSizeClass = nil
        mine.verticalSizeClass = nil
        theirs.horizontalSizeClass = nil
        theirs.verticalSizeClass = nil
        return mine == theirs
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
    /// Whether elements made with bodies may be kept in this update: every
    /// inherited value is last time's, the update need not evaluate every
    /// view, and no view evaluated on its own changed its nodes since.
    final var canKeepBodies = false
    /// `StateHost.structureChanges` when the memo was last used.
    final var structureChanges = 0
    /// The owners of `@State` each position's element made in the scope,
    /// for elements made with bodies (empty while there are none).
    final var owners: [ElementOwners] = []
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


    /// Starts an update's use of the memo (`keepsBodies`: the builder's
    /// `keepsComposites`; `structureChanges`: the host's count).
    final func begin(generation: Int, environment: ResolvedEnvironment, depth: Int32, keepsBodies: Bool,
                     structureChanges: Int) {
        self.generation = generation
        spanCount = 0
        canKeep = depth == self.depth && environment.isSameForValues(as: self.environment)
        canKeepBodies = canKeep && keepsBodies && structureChanges == self.structureChanges
            && environment == self.environment
        // The runs resolved in this update are made under these; the rest
        // are kept under equal ones, or (made with bodies) resolved again.
        if !canKeepBodies {
            self.environment = environment
            self.depth = depth
            self.structureChanges = structureChanges
        }
    }

    /// Notes the owners of `@State` the element at `position` made.
    final func setOwners(_ made: [StateOwner], at position: Int) {
        if made.isEmpty && owners.isEmpty { return }
        while owners.count <= position { owners.append(.none) }
        owners[position] = made.isEmpty ? .none : made.count == 1 ? .one(made[0]) : .many(made)
    }

    /// Keeps the `@State` of the views in the elements at `first ..< end`,
    /// kept by value in update `generation`.
    final func keepOwners(from first: Int, to end: Int, generation: Int) {
        guard !owners.isEmpty else { return }
        for position in first..<Swift.min(end, owners.count) {
            switch owners[position] {
            case .none: break
            case .one(let owner): owner.lastSeen = generation
            case .many(let made): for owner in made { owner.lastSeen = generation }
            }
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
        guard run.count > 0, run.path == path, !run.hasBodies || canKeepBodies,
              isSame(view, storage + position * stride) else { return false }
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
            keepOwners(from: first, to: end, generation: builder.generation)
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
        keepOwners(from: position, to: position + 1, generation: builder.generation)
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

/// Internal: the owners of `@State` one `ForEach` element made in its
/// scope (most make none or one: no array for them).
enum ElementOwners {
    case none
    case one(StateOwner)
    case many([StateOwner])
}
