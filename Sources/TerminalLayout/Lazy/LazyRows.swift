/// Internal: the rows of a lazy container's content, without making them.
///
/// A lazy stack's content is read once per update into *segments*: each
/// `ForEach` is one lazy segment (its rows are made one at a time, when a
/// row is needed), and every other view is resolved at once, each node it
/// makes being one row. A tuple of views (several views in the builder)
/// is looked into, so a header followed by a `ForEach` is one eager row
/// and then the lazy ones.
///
/// ```
///  LazyVStack { Text("head"); ForEach(0..<1_000_000) { Text("row \($0)") } }
///  segments:  [ eager: [Text "head"] ]  [ lazy: ForEach, 1,000,000 rows ]
///  rows:        0                         1 … 1,000,000
/// ```
struct LazyRows {
    /// One part of the content.
    enum Segment {
        /// Nodes resolved with the update, one row each.
        case eager([Node])
        /// A `ForEach` whose rows are made on demand; `path` is where it
        /// sits (its rows' keys continue from it).
        case lazy(any LazyRowSource, path: NodeKey)

        var count: Int {
            switch self {
            case .eager(let nodes): return nodes.count
            case .lazy(let source, _): return source.count
            }
        }
    }

    /// One `Section`'s rows: its header's and footer's rows (if it has
    /// them) and all its rows, header and footer included.
    struct SectionRows: Equatable {
        var header: Int?
        var footer: Int?
        var rows: Range<Int>
    }

    /// The segments, in view order.
    private(set) var segments: [Segment] = []
    /// The sections, in view order (their rows increasing).
    private(set) var sections: [SectionRows] = []
    /// How sections break a grid's lines (`LazyLineMap`): their headers and
    /// footers span, their content starts and ends lines. In row order once
    /// `finishMarks` has run.
    private(set) var marks: [LineMark] = []
    /// Where each segment's first row is.
    private(set) var starts: [Int] = []
    /// The number of rows.
    private(set) var count = 0

    mutating func append(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
        // Saturating: a header before a `ForEach` over `0..<Int.max` must not trap.
        let (sum, overflow) = count.addingReportingOverflow(segment.count)
        count = overflow ? Int.max : sum
    }

    /// Notes a section made of rows `rows`.
    mutating func addSection(_ section: SectionRows) {
        if !section.rows.isEmpty { sections.append(section) }
    }

    /// Notes how a section with header rows `header`, content rows `content`
    /// and footer rows `footer` breaks a grid's lines, as `Section` marks
    /// its views in an eager grid (`SectionMark.write`; at most
    /// `SectionMark.spanningLimit` rows of a header or footer span).
    mutating func addMarks(header: Range<Int>, content: Range<Int>, footer: Range<Int>) {
        for row in header.prefix(SectionMark.spanningLimit) { marks.append(LineMark(row: row, mark: .spans)) }
        if let first = content.first, let last = content.last {
            marks.append(LineMark(row: first, mark: .startsLine))
            marks.append(LineMark(row: last, mark: .endsLine))
        }
        for row in footer.prefix(SectionMark.spanningLimit) { marks.append(LineMark(row: row, mark: .spans)) }
    }

    /// Adds the marks of eager rows whose views carry them (a `Section`
    /// resolved as a view, e.g. inside an `AnyView`, marks its views as it
    /// does in an eager grid) and puts the marks in row order. Call once
    /// the eager rows' traits are committed.
    mutating func finishMarks() {
        let key = ObjectIdentifier(SectionMarkKey.self)
        for (s, segment) in segments.enumerated() {
            guard case .eager(let nodes) = segment else { continue }
            for (k, node) in nodes.enumerated() {
                var mark: SectionMark = []
                if node.readLayoutValue(for: key, into: &mark), !mark.isEmpty {
                    marks.append(LineMark(row: starts[s] + k, mark: mark))
                }
            }
        }
        marks = marks.normalized()
    }

    /// The sections with rows in `rows`, in order (a binary search: O(log n) plus the answer).
    func sections(overlapping rows: ClosedRange<Int>) -> ArraySlice<SectionRows> {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].rows.upperBound <= rows.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < sections.count, sections[end].rows.lowerBound <= rows.upperBound { end += 1 }
        return sections[low..<end]
    }

    /// The nodes of every eager segment, in order.
    var eagerNodes: [Node] {
        segments.flatMap { segment -> [Node] in
            if case .eager(let nodes) = segment { return nodes }
            return []
        }
    }

    /// The segment of row `i` and the row's position in it.
    func locate(_ i: Int) -> (segment: Int, offset: Int) {
        // Few segments: a binary search over their starts.
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= i { low = mid } else { high = mid - 1 }
        }
        return (low, i - starts[low])
    }

    /// The identity of row `i`: its `ForEach` id, or, for an eager row, its
    /// position among the segments (eager rows are never made on demand).
    func id(of i: Int) -> ExplicitID {
        let (s, offset) = locate(i)
        switch segments[s] {
        case .eager: return ExplicitID(EagerRowID(segment: s, offset: offset))
        case .lazy(let source, _): return source.id(at: offset)
        }
    }

    /// The row whose identity is `id`, if any, without making any view.
    func index(of id: AnyHashable) -> Int? {
        for (s, segment) in segments.enumerated() {
            if case .lazy(let source, _) = segment, let offset = source.index(of: id) { return starts[s] + offset }
        }
        return nil
    }
}

/// Internal: the identity of an eager row (see `LazyRows.id(of:)`).
struct EagerRowID: Hashable {
    let segment: Int
    let offset: Int
}

/// Internal: the rows of one `ForEach` inside a lazy container: how many,
/// the id of each, and the view of any one, made when it is asked for.
protocol LazyRowSource {
    /// The number of rows (the data's count; O(1) for random-access data).
    var count: Int { get }
    /// The id of row `offset` (made from the datum, not from its view).
    func id(at offset: Int) -> ExplicitID
    /// The first row whose id is `id`, or `nil`; O(1) for a range
    /// identified by its integers, otherwise a scan of the ids the first
    /// time (remembered for later calls by the caller).
    func index(of id: AnyHashable) -> Int?
    /// Resolves the view of row `offset`, whose id is `id` (`id(at: offset)`),
    /// into `elements`; `context`'s path is the `ForEach`'s, to which the
    /// row's id is appended.
    func resolveRow(_ offset: Int, id: ExplicitID, _ context: ResolveContext, into elements: inout [Node])
}

/// Internal: content a lazy container reads as rows rather than resolving
/// it: `ForEach` (a lazy segment) and `TupleView` (its children in turn).
protocol LazyRowsProvider {
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows)
}

extension GraphBuilder {
    /// Reads `view` into `rows`: a `ForEach` becomes a lazy segment, a tuple
    /// is looked into, and anything else is resolved now as eager rows.
    func collectRows<V: View>(_ view: V, _ context: ResolveContext, into rows: inout LazyRows) {
        if let provider = view as? any LazyRowsProvider {
            provider.collectRows(context, into: &rows)
            return
        }
        var elements: [Node] = []
        resolve(view, context, into: &elements)
        if !elements.isEmpty { rows.append(.eager(elements)) }
    }
}

extension TupleView: LazyRowsProvider {
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows) {
        for (i, child) in children.enumerated() {
            context.builder.collectRows(child, context.appending(.index(i)), into: &rows)
        }
    }
}

extension Group: LazyRowsProvider {
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows) {
        context.builder.collectRows(content, context.appending(.type(ObjectIdentifier(Self.self))), into: &rows)
    }
}

extension Section: LazyRowsProvider {
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows) {
        let builder = context.builder
        let inner = context.appending(.type(ObjectIdentifier(Self.self)))
        let start = rows.count
        if let expansion {
            builder.collectRows(_ExpandableSectionHeader(header: header, isExpanded: expansion), inner.appending(.index(0)),
                                into: &rows)
        } else {
            builder.collectRows(header, inner.appending(.index(0)), into: &rows)
        }
        let headerEnd = rows.count
        // A collapsed section shows its header alone (SEC1).
        if expansion?.wrappedValue != false { builder.collectRows(content, inner.appending(.index(1)), into: &rows) }
        let contentEnd = rows.count
        builder.collectRows(footer, inner.appending(.index(2)), into: &rows)
        rows.addSection(LazyRows.SectionRows(header: headerEnd > start ? start : nil,
                                             footer: rows.count > contentEnd ? rows.count - 1 : nil,
                                             rows: start..<rows.count))
        rows.addMarks(header: start..<headerEnd, content: headerEnd..<contentEnd, footer: contentEnd..<rows.count)
    }
}

/// Internal: a `Section`, whatever its views (so a `ForEach` can tell it
/// makes sections from its content's type alone).
protocol SectionView {}

extension Section: SectionView {}

extension ForEach: LazyRowsProvider {
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows) {
        guard Content.self is any SectionView.Type else {
            rows.append(.lazy(ForEachRows(forEach: self), path: context.path))
            return
        }
        // A `ForEach` of sections (one per group of data, as lists are
        // usually written): each section is read now — its header, footer
        // and its own `ForEach`, which stays lazy — so that its header can be
        // pinned. This costs one view value per section, not per row.
        for element in data {
            context.builder.collectRows(content(element), context.appending(.id(ExplicitID(idOf(element)))),
                                        into: &rows)
        }
    }
}

/// Internal: a `ForEach`'s rows, made one at a time. A class: a lazy
/// container reads its segment for every row it makes, and copying a
/// reference costs one retain where the `ForEach` (data and two closures)
/// would cost several.
nonisolated final class ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyRowSource {
    let forEach: ForEach<Data, ID, Content>
    /// The first integer of a range identified by its integers
    /// (`ForEach(0..<n)`): row i's id and element are `start + i`, worked out
    /// without a dynamic cast per row.
    private let rangeStart: Int?

    init(forEach: ForEach<Data, ID, Content>) {
        self.forEach = forEach
        rangeStart = forEach.idsAreUnique ? (forEach.data as? Range<Int>)?.lowerBound : nil
    }

    var count: Int { forEach.data.count }

    private func element(at offset: Int) -> Data.Element {
        if let rangeStart { return unsafeBitCast(rangeStart + offset, to: Data.Element.self) }
        let data = forEach.data
        return data[data.index(data.startIndex, offsetBy: offset)]
    }

    func id(at offset: Int) -> ExplicitID {
        if let rangeStart { return .int(rangeStart + offset) }
        return ExplicitID(forEach.idOf(element(at: offset)))
    }

    func index(of id: AnyHashable) -> Int? {
        if let rangeStart {
            guard let value = id.base as? Int, value >= rangeStart, value - rangeStart < count else { return nil }
            return value - rangeStart
        }
        guard let wanted = id.base as? ID else { return nil }
        var offset = 0
        for element in forEach.data {
            if forEach.idOf(element) == wanted { return offset }
            offset += 1
        }
        return nil
    }

    func resolveRow(_ offset: Int, id: ExplicitID, _ context: ResolveContext, into elements: inout [Node]) {
        forEach.resolve(element(at: offset), id: id, context, into: &elements)
    }
}
