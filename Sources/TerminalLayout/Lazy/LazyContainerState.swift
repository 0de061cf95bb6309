/// Internal: what a lazy stack or grid keeps between passes and updates —
/// its rows (as segments, see `LazyRows`), the lengths of its lines
/// (`RowLengths`), and the nodes of the rows made so far.
///
/// A *row* is one item of the content (a `ForEach` element, or a view
/// beside it); a *line* is what lies across the container's axis: one row
/// in a stack, `perLine` rows in a grid (a line of a `LazyVGrid` holds one
/// row per column), or a grid section's header or footer alone (`map`).
/// Lengths are kept per line.
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
    /// The content, read at the last update.
    @exclusivity(unchecked) private(set) var rows = LazyRows()
    /// The inherited values rows are resolved with.
    @exclusivity(unchecked) private var environment = ResolvedEnvironment()
    /// How deeply nested the stack is (rows continue from it).
    @exclusivity(unchecked) private var depth: Int32 = 0
    /// The lines' lengths along the container's axis.
    @exclusivity(unchecked) private(set) var lengths = RowLengths(count: 0, fallbackLength: 1)
    /// Which rows lie on which line (a grid's tracks a line, sections
    /// breaking lines; a stack's one row a line).
    @exclusivity(unchecked) private(set) var map = LazyLineMap(rowCount: 0, perLine: 1)
    /// How many rows a line holds at most (1 in a stack; a grid's tracks).
    var perLine: Int { map.perLine }
    /// The widest row measured across the axis (the stack's cross length
    /// when its proposal leaves it open).
    @exclusivity(unchecked) private(set) var widest: Double = 0
    /// The rows made since the last update, by index: scrolling looks rows
    /// up by an integer, never hashing an id.
    @exclusivity(unchecked) private let made = MadeRows()
    /// The smallest and largest index in `made` (or a range around them).
    @exclusivity(unchecked) private var madeBounds: ClosedRange<Int>?
    /// Rows made before the last update and not made again since, by
    /// identity: the next make of a row with that id reuses its nodes
    /// wherever the row now is.
    @exclusivity(unchecked) private var previous: [ExplicitID: MadeRow] = [:]
    /// The builder rows are made with in pass `rowBuilderPass`; dropped at
    /// each update, so the rows made before it (whose nodes carry its
    /// generation) are matched by a builder of another generation.
    @exclusivity(unchecked) private var rowBuilder: GraphBuilder?
    @exclusivity(unchecked) private var rowBuilderPass = -1
    /// Where a row's elements are resolved (its storage reused row after row).
    @exclusivity(unchecked) private var scratch: [Node] = []
    /// Counts passes, to tell rows used in this one.
    @exclusivity(unchecked) private(set) var pass = 0
    /// The first line of the last placement (where the next sizing samples).
    @exclusivity(unchecked) var firstPlacedLine = 0

    /// The number of rows shown: the content's, at most `RowLengths.maximumCount`.
    var rowCount: Int { RowLengths.clamped(rows.count) }

    /// The number of lines.
    var lineCount: Int { lengths.count }

    /// The rows of line `j`.
    func rows(ofLine j: Int) -> Range<Int> { map.rows(ofLine: j) }

    /// Whether line `j` is a grid section's header or footer, spanning the tracks.
    func spans(line j: Int) -> Bool { map.spans(line: j) }

    /// The line that holds row `i`.
    func line(ofRow i: Int) -> Int { map.line(ofRow: i) }

    /// The estimate of a line's length before any is measured.
    @exclusivity(unchecked) private var fallbackLength: Double = 1
    /// True when `lengths` no longer fit the rows (the fallback changed,
    /// or the metrics did): the next `arrange` makes them afresh, once it
    /// knows how many rows a line holds (a grid of a million rows never
    /// allocates lengths for a million lines).
    @exclusivity(unchecked) private var needsFreshLengths = false
    /// Set by an update that changed the rows: how many leading rows are
    /// known unchanged (their lines keep their lengths at the next `arrange`).
    @exclusivity(unchecked) private var unchangedRows: Int?

    /// The number of rows made and kept.
    var madeCount: Int { made.count + previous.count }

    /// Takes the content of a new update. Rows keep their nodes (matched
    /// by id); every made row is resolved again before its next use (its
    /// view may have changed). Lines keep their lengths while they hold the
    /// same rows: all of them when the number of rows is the same, and when
    /// it changed the lines of the leading rows whose ids are unchanged
    /// (`unchangedPrefix`: rows appended to a log, or removed from its end).
    func replace(_ rows: LazyRows, environment: ResolvedEnvironment, depth: Int32, fallbackLength: Double,
                 arena: NodeArena) {
        let old = self.rows
        self.rows = rows
        self.environment = environment
        self.depth = depth
        if fallbackLength != self.fallbackLength {
            self.fallbackLength = fallbackLength
            needsFreshLengths = true
        }
        let count = rowCount
        let kept = old.count == rows.count ? count : unchangedPrefix(from: old)
        unchangedRows = Swift.min(unchangedRows ?? count, kept)
        for row in made.rows {
            if previous[row.id] == nil {
                previous[row.id] = row
            } else {
                // The same id twice in the old data: only one occurrence can be matched by id.
                for node in row.members { arena.free(node) }
            }
        }
        made.removeAll()
        madeBounds = nil
        // Rows made from now on match the nodes of rows made before: a new generation.
        rowBuilder = nil
    }

    /// What the rows of a line were proposed when the lengths were
    /// measured (`nil`: nothing measured yet).
    @exclusivity(unchecked) private var measuredProposals: [ProposedViewSize]? = nil

    /// Keeps the lengths if they were measured with the same row proposals
    /// and as many rows a line, and forgets them otherwise: at another
    /// width rows may wrap differently, and lines of another number of
    /// rows hold other rows. After an update that changed the rows, keeps
    /// those of the leading lines that hold the same rows as before.
    func arrange(_ lines: LazyLines) {
        let perLine = Swift.max(1, lines.perLine)
        let changed = (measuredProposals != nil && measuredProposals != lines.proposals) || perLine != map.perLine
        if changed || needsFreshLengths {
            map = LazyLineMap(rowCount: rowCount, perLine: perLine, marks: lines.breaksAtSections ? rows.marks : [])
            lengths = RowLengths(count: map.lineCount, fallbackLength: fallbackLength)
            widest = 0
            needsFreshLengths = false
            unchangedRows = nil
        } else if let unchanged = unchangedRows {
            let newMap = LazyLineMap(rowCount: rowCount, perLine: perLine, marks: lines.breaksAtSections ? rows.marks : [])
            let kept = newMap.commonLines(with: map, below: unchanged)
            if kept < lengths.count || newMap.lineCount != lengths.count {
                lengths = lengths.keepingPrefix(kept, count: newMap.lineCount)
            }
            map = newMap
            unchangedRows = nil
        }
        measuredProposals = lines.proposals
    }

    /// How many leading rows of the content are the same rows as in `old`
    /// (the content before this update): segment by segment while they
    /// match (eager rows by position, a `ForEach`'s by the ids of its first
    /// and last rows in common), then checked against the ids of the rows
    /// made. Cheap — a few ids a segment and one a made row. Right for
    /// appending to the data or removing from its end; a change in the
    /// middle that keeps those ids is seen only where it moves a made row
    /// (the lines shown are measured again after every update anyway).
    private func unchangedPrefix(from old: LazyRows) -> Int {
        var prefix = 0
        for (a, b) in zip(old.segments, rows.segments) {
            let common = Swift.min(a.count, b.count)
            switch (a, b) {
            case (.eager, .eager):
                break
            case (.lazy(let x, _), .lazy(let y, _)):
                if common > 0, x.id(at: 0) != y.id(at: 0) || x.id(at: common - 1) != y.id(at: common - 1) {
                    return checkedAgainstMade(prefix)
                }
            default:
                return checkedAgainstMade(prefix)
            }
            prefix = RowLengths.clamped(prefix + RowLengths.clamped(common))   // never past the rows a store keeps
            if a.count != b.count || prefix == RowLengths.maximumCount { break }
        }
        return checkedAgainstMade(prefix)
    }

    /// `prefix`, or less: up to the first made row below it whose id is not the new row's there.
    private func checkedAgainstMade(_ prefix: Int) -> Int {
        var prefix = prefix
        for row in made.rows where row.index < prefix && rows.id(of: row.index) != row.id { prefix = row.index }
        return prefix
    }

    /// Every row's elements made and kept, and the eager rows (what the graph holds under the stack).
    var rowElements: [Node] {
        rows.eagerNodes + made.rows.flatMap(\.elements) + previous.values.flatMap(\.elements)
    }

    /// The rows made with the current content, in view order — what focus order (Tab),
    /// keyboard shortcuts and the combination of preferences follow (FOCUS1, KBD1, PREF1):
    /// the eager rows and the rows made (or made again) since the last update, by row index
    /// (the made rows are held by a hash of their index: in no order). Until a placing pass
    /// after an update has made again the rows it needs, the rows made from the content
    /// before it stand in for them (at the index they were made at): the focus system
    /// settles right after an update that a key's action caused, before any layout. The
    /// rows such a pass did not make again (beyond its window and overscan) are left out:
    /// they were resolved with old views and an old environment — under a `disabled(true)`
    /// set since, their buttons would still take focus — and are made again, keeping their
    /// state, when a pass needs them.
    var rowElementsInViewOrder: [Node] {
        var keyed: [(row: Int, position: Int, node: Node)] = []
        for (segment, start) in zip(rows.segments, rows.starts) {
            guard case .eager(let nodes) = segment else { continue }
            for (offset, node) in nodes.enumerated() { keyed.append((start + offset, 0, node)) }
        }
        for row in made.rows {
            for (position, node) in row.elements.enumerated() { keyed.append((row.index, position, node)) }
        }
        for row in previous.values where !row.leftBehind {
            for (position, node) in row.elements.enumerated() { keyed.append((row.index, position, node)) }
        }
        keyed.sort { ($0.row, $0.position) < ($1.row, $1.position) }
        return keyed.map(\.node)
    }

    /// Whether row `i` is in view order now (`rowElementsInViewOrder`): an
    /// eager row, a row made since the last update, or one standing in for it.
    func holdsRow(_ i: Int) -> Bool {
        guard i >= 0, i < rowCount else { return false }
        if case .eager = rows.segments[rows.locate(i).0] { return true }
        if made[i] != nil { return true }
        return previous.values.contains { $0.index == i && !$0.leftBehind }
    }

    /// The index of the row whose elements include `node` — an eager row, a
    /// row made, or one kept from before the last update — or `nil`.
    func rowIndex(ofElement node: Node) -> Int? {
        for (segment, start) in zip(rows.segments, rows.starts) {
            guard case .eager(let nodes) = segment else { continue }
            if let offset = nodes.firstIndex(of: node) { return start + offset }
        }
        for row in made.rows where row.elements.contains(node) { return row.index }
        for row in previous.values where row.elements.contains(node) { return row.index }
        return nil
    }

    /// Forgets every length and made row (the metrics changed).
    func forgetMeasurements(arena: NodeArena) {
        freeAll(arena: arena)
        needsFreshLengths = true
    }

    /// Whether a row made so far sizes itself from its container (CRF1).
    @exclusivity(unchecked) private(set) var rowsDependOnContainer = false

    /// Measures the lines' lengths again when next arranged, keeping the
    /// rows made (their views' sizes depend on a container whose size
    /// changed, CRF1).
    func forgetLengths() { needsFreshLengths = true }

    /// Starts a pass.
    func beginPass() { pass += 1 }

    /// Drops the builder rows were made with (it holds the engine, which
    /// holds this state: kept, it would be a cycle). Called at the end of
    /// each sizing and placing.
    func endMaking() { rowBuilder = nil }

    /// The elements of row `i`, made (or made again) if needed.
    func make(_ i: Int, engine: LayoutEngine) -> NodeList { made(i, engine: engine).elements }

    /// The elements of row `i`, made (or made again) if needed, and whether
    /// they may measure differently than when the row's line was last
    /// measured: true for a row made now and for a row resolved with the
    /// update (eager), false for a row kept from an earlier pass.
    func made(_ i: Int, engine: LayoutEngine) -> (elements: NodeList, isFresh: Bool) {
        // Only lazy rows are made: a row held is one (without looking its segment up).
        if let row = made[i] {
            row.lastUsed = pass
            return (row.elements, false)
        }
        let (s, offset) = rows.locate(i)
        switch rows.segments[s] {
        case .eager(let nodes):
            return (NodeList(nodes[offset]), true)
        case .lazy(let source, let path):
            let id = source.id(at: offset)
            let reused = previous.isEmpty ? nil : previous.removeValue(forKey: id)
            let context: ResolveContext
            if let rowBuilder, rowBuilderPass == pass {
                // Its first set of inherited values is this container's (`replace` drops the
                // builder when they change): every row starts from it, stored once a pass.
                rowBuilder.reset(previous: reused.map { Array($0.members) } ?? [], keepingFirstEnvironment: true)
                context = ResolveContext(path: path, storedEnvironment: 0, depth: depth, builder: rowBuilder)
            } else {
                // One builder (one generation) a pass, reset for each row.
                let builder = GraphBuilder(engine: engine, previous: reused.map { Array($0.members) } ?? [])
                rowBuilder = builder
                rowBuilderPass = pass
                context = ResolveContext(path: path, environment: environment, depth: depth, builder: builder)
            }
            let builder = context.builder
            scratch.removeAll(keepingCapacity: true)
            source.resolveRow(offset, id: id, context, into: &scratch)
            builder.releaseUnmatchedRootMembers()
            builder.finish(scratch)
            if !rowsDependOnContainer, scratch.contains(where: { $0.record.pointee.dependsOnContainer }) {
                rowsDependOnContainer = true
            }
            let elements = NodeList(scratch)
            if let reused { made.recycle(reused) }
            made.insert(made.make(id: id, members: NodeList(builder.rootMembers), elements: elements, index: i,
                                  lastUsed: pass))
            madeBounds = madeBounds.map { Swift.min($0.lowerBound, i)...Swift.max($0.upperBound, i) } ?? i...i
            engine.stats.lazyRowsResolved += 1
            return (elements, true)
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

    /// Recycles the made rows that are neither on the lines `kept` nor used
    /// in this pass. Costs what it frees: only the indices between the made
    /// rows' bounds and `kept` are looked at (all made rows when that is fewer).
    func evict(keepingLines lines: ClosedRange<Int>, arena: NodeArena) {
        // This pass made again the rows it needed; those it did not are left behind.
        for row in previous.values { row.leftBehind = true }
        let last = lineCount - 1
        // No rows left: nothing made before can be matched again (the
        // range below would keep row 0 of the old data alive).
        guard last >= 0 else { return freeAll(arena: arena) }
        let low = last >= 0 ? rows(ofLine: Swift.min(lines.lowerBound, last)).lowerBound : 0
        let high = last >= 0 ? rows(ofLine: Swift.min(lines.upperBound, last)).upperBound - 1 : 0
        let kept = low...Swift.max(low, high)
        if made.isEmpty {
            madeBounds = nil
        } else if let bounds = madeBounds {
            let below = bounds.lowerBound..<Swift.max(bounds.lowerBound, Swift.min(kept.lowerBound, bounds.upperBound + 1))
            let above = Swift.min(bounds.upperBound + 1, Swift.max(kept.upperBound + 1, bounds.lowerBound))..<(bounds.upperBound + 1)
            if below.count + above.count > made.count {
                for row in made.rows where row.lastUsed != pass && !kept.contains(row.index) {
                    free(row: row.index, arena: arena)
                }
                let indices = made.indices
                madeBounds = indices.min().flatMap { low in indices.max().map { low...$0 } }
            } else {
                var low = Swift.max(bounds.lowerBound, kept.lowerBound), high = Swift.min(bounds.upperBound, kept.upperBound)
                for i in below.reversed() where !free(row: i, arena: arena) { low = i }
                for i in above where !free(row: i, arena: arena) { high = i }
                madeBounds = low <= high ? low...high : nil
                if made.isEmpty { madeBounds = nil }
            }
        }
        // Rows of the data before the last update, by where they were then.
        if !previous.isEmpty {
            var old: [ExplicitID] = []
            for (id, row) in previous where !kept.contains(row.index) { old.append(id) }
            for id in old {
                if let row = previous.removeValue(forKey: id) {
                    for node in row.members { arena.free(node) }
                    made.recycle(row)
                }
            }
        }
    }

    /// Frees made row `i` unless it is used in this pass; returns whether
    /// no row `i` is left (false: it is kept).
    @discardableResult
    private func free(row i: Int, arena: NodeArena) -> Bool {
        guard let row = made[i] else { return true }
        if row.lastUsed == pass { return false }
        for node in row.members { arena.free(node) }
        made.remove(i)
        made.recycle(row)
        return true
    }

    /// Frees every made row (the stack's node is being freed, or measured afresh).
    func freeAll(arena: NodeArena) {
        for row in made.rows {
            for node in row.members { arena.free(node) }
        }
        for row in previous.values {
            for node in row.members { arena.free(node) }
        }
        made.removeAll()
        madeBounds = nil
        previous.removeAll()
    }
}
