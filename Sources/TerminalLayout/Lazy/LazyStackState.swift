/// Internal: what a lazy stack keeps between passes and updates — its
/// rows (as segments, see `LazyRows`), their lengths (`RowLengths`), and
/// the nodes of the rows made so far.
///
/// A class, because its identity is the point: it belongs to one node of
/// the graph (`NodeRecord.lazyState`) and lives as long as that node.
///
/// Rows are made when a pass needs them (`make`), in a builder of their
/// own whose scope is the row's previous nodes, so a row made again keeps
/// its nodes, their memo and their caches while its view is unchanged.
/// Rows far from what was placed are recycled (`evict`): their nodes go
/// back to the arena; their measured lengths stay.
final class LazyStackState {
    /// One made row.
    struct Made {
        /// The nodes the row's scope made (what the next make reuses).
        var members: [Node]
        /// The row's elements (usually one view).
        var elements: [Node]
        /// The row's index when it was made.
        var index: Int
        /// True after an update: the row's view may have changed.
        var isStale: Bool
        /// The last pass that placed or measured it.
        var lastUsed: Int
    }

    /// The content, read at the last update.
    private(set) var rows = LazyRows()
    /// The inherited values rows are resolved with.
    private var environment = ResolvedEnvironment()
    /// How deeply nested the stack is (rows continue from it).
    private var depth: Int32 = 0
    /// The rows' lengths along the stack's axis.
    private(set) var lengths = RowLengths(count: 0, fallbackLength: 1)
    /// The widest row measured across the axis (the stack's cross length
    /// when its proposal leaves it open).
    private(set) var widest: Double = 0
    /// Made rows by identity (`LazyRows.id(of:)`).
    private var made: [AnyHashable: Made] = [:]
    /// Counts passes, to tell rows used in this one.
    private(set) var pass = 0
    /// The first row of the last placement (where the next sizing samples).
    var firstPlacedRow = 0

    /// The number of rows shown: the content's, at most `RowLengths.maximumCount`.
    var count: Int { lengths.count }

    /// The number of rows made and kept.
    var madeCount: Int { made.count }

    /// Takes the content of a new update. Rows keep their nodes and
    /// lengths when the number of rows is the same; every made row is
    /// resolved again before its next use (its view may have changed).
    func replace(_ rows: LazyRows, environment: ResolvedEnvironment, depth: Int32, fallbackLength: Double) {
        self.rows = rows
        self.environment = environment
        self.depth = depth
        if RowLengths.clamped(rows.count) != lengths.count || fallbackLength != lengths.fallbackLength {
            lengths = RowLengths(count: rows.count, fallbackLength: fallbackLength)
            widest = 0
        }
        for key in made.keys { made[key]?.isStale = true }
    }

    /// The cross proposal the lengths were measured with (`.some(nil)`: unspecified).
    private var measuredAcross: CGFloat?? = nil

    /// Keeps the lengths if they were measured with the cross proposal `across`,
    /// and forgets them otherwise (rows may be longer or shorter at another width).
    func measure(across: CGFloat?) {
        if let measuredAcross, measuredAcross != across {
            lengths = RowLengths(count: rows.count, fallbackLength: lengths.fallbackLength)
            widest = 0
        }
        measuredAcross = .some(across)
    }

    /// Every row's elements made and kept, and the eager rows (what the graph holds under the stack).
    var rowElements: [Node] {
        rows.eagerNodes + made.values.flatMap(\.elements)
    }

    /// Forgets every length and made row (the metrics changed).
    func forgetMeasurements(arena: NodeArena) {
        freeAll(arena: arena)
        lengths = RowLengths(count: rows.count, fallbackLength: lengths.fallbackLength)
        widest = 0
    }

    /// Starts a pass.
    func beginPass() { pass += 1 }

    /// The elements of row `i`, made (or made again) if needed.
    func make(_ i: Int, engine: LayoutEngine) -> [Node] {
        let (s, offset) = rows.locate(i)
        switch rows.segments[s] {
        case .eager(let nodes):
            return [nodes[offset]]
        case .lazy(let source, let path):
            var key = source.id(at: offset)
            if let existing = made[key], existing.index != i, existing.lastUsed == pass {
                // The same id twice in the data: each occurrence its own row.
                key = AnyHashable(RepeatedRowID(id: key, index: i))
            }
            if var existing = made[key], !existing.isStale, existing.index == i {
                existing.lastUsed = pass
                made[key] = existing
                return existing.elements
            }
            let builder = GraphBuilder(engine: engine, previous: made[key]?.members ?? [])
            let context = ResolveContext(path: path, environment: environment, depth: depth, builder: builder)
            var elements: [Node] = []
            source.resolveRow(offset, context, into: &elements)
            builder.releaseUnmatchedRootMembers()
            builder.finish(elements)
            made[key] = Made(members: builder.rootMembers, elements: elements, index: i, isStale: false, lastUsed: pass)
            engine.stats.lazyRowsResolved += 1
            return elements
        }
    }

    /// Records a row's measured length and cross length; returns whether
    /// the row's length changed.
    @discardableResult
    func record(_ i: Int, length: Double, cross: Double) -> Bool {
        widest = Swift.max(widest, cross)
        return lengths.set(i, length)
    }

    /// The row whose identity is `id`, without making any view.
    func index(of id: AnyHashable) -> Int? { rows.index(of: id) }

    /// Recycles the made rows that are neither in `kept` nor used in this pass.
    func evict(keeping kept: ClosedRange<Int>, arena: NodeArena) {
        var gone: [AnyHashable] = []
        for (key, row) in made where row.lastUsed != pass && !kept.contains(row.index) { gone.append(key) }
        for key in gone {
            if let row = made.removeValue(forKey: key) {
                for node in row.members { arena.free(node) }
            }
        }
    }

    /// Frees every made row (the stack's node is being freed, or measured afresh).
    func freeAll(arena: NodeArena) {
        for row in made.values {
            for node in row.members { arena.free(node) }
        }
        made.removeAll()
    }
}

/// Internal: the identity of a row whose `ForEach` id repeats.
struct RepeatedRowID: Hashable {
    let id: AnyHashable
    let index: Int
}
