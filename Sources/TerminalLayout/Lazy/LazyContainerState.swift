/// Internal: what a lazy stack or grid keeps between passes and updates —
/// its rows (as segments, see `LazyRows`), the lengths of its lines
/// (`RowLengths`), and the nodes of the rows made so far.
///
/// A *row* is one item of the content (a `ForEach` element, or a view
/// beside it); a *line* is what lies across the container's axis: one row
/// in a stack, `perLine` rows in a grid (a line of a `LazyVGrid` holds one
/// row per column). Lengths are kept per line.
///
/// A class, because its identity is the point: it belongs to one node of
/// the graph (`NodeRecord.lazyState`) and lives as long as that node.
///
/// Rows are made when a pass needs them (`make`), in a builder of their
/// own whose scope is the row's previous nodes, so a row made again keeps
/// its nodes, their memo and their caches while its view is unchanged.
/// Rows far from what was placed are recycled (`evict`): their nodes go
/// back to the arena; their measured lengths stay.
final class LazyContainerState {
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
    /// The lines' lengths along the container's axis.
    private(set) var lengths = RowLengths(count: 0, fallbackLength: 1)
    /// How many rows a line holds (1 in a stack; a grid's tracks).
    private(set) var perLine = 1
    /// The widest row measured across the axis (the stack's cross length
    /// when its proposal leaves it open).
    private(set) var widest: Double = 0
    /// Made rows by identity (`LazyRows.id(of:)`).
    private var made: [AnyHashable: Made] = [:]
    /// Counts passes, to tell rows used in this one.
    private(set) var pass = 0
    /// The first line of the last placement (where the next sizing samples).
    var firstPlacedLine = 0

    /// The number of rows shown: the content's, at most `RowLengths.maximumCount`.
    var rowCount: Int { RowLengths.clamped(rows.count) }

    /// The number of lines.
    var lineCount: Int { lengths.count }

    /// The rows of line `j`.
    func rows(ofLine j: Int) -> Range<Int> {
        let first = j * perLine
        return first..<Swift.min(first + perLine, rowCount)
    }

    /// Empty lengths for the rows in lines of `perLine`.
    private func freshLengths(fallbackLength: Double) -> RowLengths {
        let count = RowLengths.clamped(rows.count)
        return RowLengths(count: count / perLine + (count % perLine == 0 ? 0 : 1), fallbackLength: fallbackLength)
    }

    /// The number of rows made and kept.
    var madeCount: Int { made.count }

    /// Takes the content of a new update. Rows keep their nodes and
    /// lengths when the number of rows is the same; every made row is
    /// resolved again before its next use (its view may have changed).
    func replace(_ rows: LazyRows, environment: ResolvedEnvironment, depth: Int32, fallbackLength: Double) {
        self.rows = rows
        self.environment = environment
        self.depth = depth
        let fresh = freshLengths(fallbackLength: fallbackLength)
        if fresh.count != lengths.count || fallbackLength != lengths.fallbackLength {
            lengths = fresh
            widest = 0
        }
        for key in made.keys { made[key]?.isStale = true }
    }

    /// What the rows of a line were proposed when the lengths were
    /// measured (`nil`: nothing measured yet).
    private var measuredProposals: [ProposedViewSize]? = nil

    /// Keeps the lengths if they were measured with the same row proposals
    /// and as many rows a line, and forgets them otherwise: at another
    /// width rows may wrap differently, and lines of another number of
    /// rows hold other rows.
    func arrange(_ lines: LazyLines) {
        let perLine = Swift.max(1, lines.perLine)
        guard measuredProposals != lines.proposals || perLine != self.perLine else { return }
        if measuredProposals != nil || perLine != self.perLine {
            self.perLine = perLine
            lengths = freshLengths(fallbackLength: lengths.fallbackLength)
            widest = 0
        }
        measuredProposals = lines.proposals
    }

    /// Every row's elements made and kept, and the eager rows (what the graph holds under the stack).
    var rowElements: [Node] {
        rows.eagerNodes + made.values.flatMap(\.elements)
    }

    /// Forgets every length and made row (the metrics changed).
    func forgetMeasurements(arena: NodeArena) {
        freeAll(arena: arena)
        lengths = freshLengths(fallbackLength: lengths.fallbackLength)
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

    /// Records a line's measured length and cross length; returns whether
    /// the line's length changed.
    @discardableResult
    func record(line j: Int, length: Double, cross: Double) -> Bool {
        widest = Swift.max(widest, cross)
        return lengths.set(j, length)
    }

    /// The row whose identity is `id`, without making any view.
    func index(of id: AnyHashable) -> Int? { rows.index(of: id) }

    /// Recycles the made rows that are neither on the lines `kept` nor used in this pass.
    func evict(keepingLines lines: ClosedRange<Int>, arena: NodeArena) {
        let kept = lines.lowerBound * perLine...(lines.upperBound * perLine + perLine - 1)
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
