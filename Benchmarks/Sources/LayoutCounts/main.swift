// Counts rather than times, for issue 10's targets that are not durations:
//   LayoutCounts stats            sizeThatFits per subview on a resize; memo hit rates of resize sweeps
//   LayoutCounts memory KIND N    engine bytes per view (malloc'd bytes held by a graph after its first layout)
//   LayoutCounts render N         a headless render of an N-item flow; prints the process's peak RSS
//   LayoutCounts check KIND N     lines, height and width of a flow or nested layout (for compare/run)
//   LayoutCounts pass KIND N S    S = 0: inputs only, 1: + a cold pass, 2: + a resize (for callgrind)
//   LayoutCounts updates KIND N U a cold pass, then U identical updates, each with a layout (for callgrind)
//   LayoutCounts changes N U      a cold flow pass, then U updates that change item N/2's width
//                                 (alternately), each with a layout (for callgrind)
//   LayoutCounts colds N K [KIND] K cold passes of N items (flow, or KIND: nested, grid) in one
//                                 process: each one's time and minor page faults
//   LayoutCounts lazy N           a lazy list of N rows at 200×60: rows made per frame against rows
//                                 shown (first frame, page downs, a jump to the end, scrollTo), and
//                                 the bytes the graph holds per row
// `Benchmarks/run` runs each (memory and render in a fresh process each) and folds them into its table.
import BenchmarkInputs
import CMallocInfo
import Foundation
import Glibc
import LayoutGallery
import TerminalLayout
import TerminalRenderer

let arguments = Array(CommandLine.arguments.dropFirst())

/// Something run on the view of one workload (a generic function cannot be passed as a closure).
protocol WorkloadRun {
    func run<V: View>(_ view: V)
}

/// Runs `body` on workload `kind`'s view (`flow`, `nested`, `grid`, or `state`: `count` rows with
/// `@State` each) of `count` items; another kind is an error (exit 2).
func onWorkload(_ kind: String, _ count: Int, _ body: some WorkloadRun) {
    let items = Item.generate(count: count)
    switch kind {
    case "flow": body.run(Workload.flow(items))
    case "nested": body.run(Workload.nested(items))
    case "grid": body.run(Workload.grid(items))
    case "state": body.run(Workload.stateRows(count, links: RowLinks()))
    default: FileHandle.standardError.write("unknown workload \(kind)\n".data(using: .utf8)!); exit(2)
    }
}

/// Prints a tab-separated record for `Benchmarks/run` to parse.
func record(_ fields: Any...) {
    print(fields.map { "\($0)" }.joined(separator: "\t"))
}

/// Bytes currently allocated by malloc (glibc's `mallinfo2().uordblks`, plus mmapped blocks).
func mallocInUse() -> Int {
    Int(tl_malloc_in_use())
}

/// The peak resident set size of this process so far, in bytes.
func peakRSS() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
}

/// The resident set size of this process now, in bytes (`/proc/self/statm`).
func currentRSS() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
          let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// The sizeThatFits counts of one resize (200 → 120) of a warm graph.
func resizeStats<V: View>(_ name: String, _ view: V) {
    let graph = ViewGraph(view)
    _ = graph.layout(proposal: Workload.proposal())
    _ = graph.layout(proposal: Workload.proposal(width: Workload.resizedWidth))
    let stats = graph.stats
    let perSubview = Double(stats.sizeThatFitsCalls) / Double(max(1, graph.nodeCount - 1))
    record("resize", name, graph.nodeCount, stats.sizeThatFitsCalls, stats.memoHits,
           String(format: "%.2f", perSubview), String(format: "%.1f", stats.memoHitRate * 100))
}

/// The memo hit rate over a sweep of widths 200, 199, … 120 after a first pass at 200.
func sweep<V: View>(_ name: String, _ view: V) {
    let graph = ViewGraph(view)
    _ = graph.layout(proposal: Workload.proposal())
    var calls = 0
    var hits = 0
    for width in stride(from: Int(Workload.width) - 1, through: Int(Workload.resizedWidth), by: -1) {
        _ = graph.layout(proposal: Workload.proposal(width: CGFloat(width)))
        calls += graph.stats.sizeThatFitsCalls
        hits += graph.stats.memoHits
    }
    let passes = Int(Workload.width - Workload.resizedWidth)
    let perSubviewPerPass = Double(calls) / Double(passes) / Double(max(1, graph.nodeCount - 1))
    record("sweep", name, graph.nodeCount, calls, hits, String(format: "%.2f", perSubviewPerPass),
           String(format: "%.1f", calls == 0 ? 100.0 : Double(hits) / Double(calls) * 100))
}

/// The gallery's layouts as the demo shows them (its default parameters), over `items` boxes.
func gallerySweeps(_ items: [Item]) {
    let rows = stride(from: 0, to: items.count, by: 3).map { $0..<min($0 + 3, items.count) }
    func box(_ i: Int) -> some View {
        Color.gray.frame(width: CGFloat(items[i].width), height: CGFloat(items[i].height))
            .proportion(CGFloat(1 + i % 3)).placementPriority(Double(i % 5)).id(i)
    }
    func all() -> some View { ForEach(0..<items.count) { box($0) } }
    sweep("FlowLayout", FlowLayout(spacing: 1, lineSpacing: 1) { all() })
    sweep("WrapLayout", WrapLayout { all() })
    sweep("MasonryLayout", MasonryLayout(columns: 3, spacing: 1) { all() })
    sweep("ResponsiveLayout", ResponsiveLayout(minItemWidth: 14, spacing: 1) { all() })
    sweep("EfficientGridLayout", EfficientGridLayout(columns: 3, spacing: 1) { all() })
    sweep("AdaptiveFlexRow", AdaptiveFlexRow(spacing: 1, minItemWidth: 14, maxItemsPerRow: 4) { all() })
    sweep("RadialLayout", RadialLayout(radius: 40, horizontalScale: 2) { all() })
    sweep("ProportionalLayout", VStack(alignment: .leading, spacing: 1) {
        ForEach(rows, id: \.self) { row in ProportionalLayout(axis: .horizontal) { ForEach(row) { box($0) } } }
    })
    sweep("PriorityLayout", VStack(alignment: .leading, spacing: 1) {
        ForEach(rows, id: \.self) { row in PriorityLayout(spacing: 1) { ForEach(row) { box($0) } } }
    })
    sweep("CustomSpacingLayout", CustomSpacingLayout { all() })
    sweep("Grid", Grid(alignment: .topLeading, horizontalSpacing: 1, verticalSpacing: 1) {
        ForEach(rows, id: \.self) { row in GridRow { ForEach(row) { box($0) } } }
    })
    sweep("BreakpointLayout", BreakpointLayout([
        .init(minWidth: 90, AnyLayout(MasonryLayout(columns: 3, spacing: 1))),
        .init(minWidth: 50, AnyLayout(FlowLayout(spacing: 1, lineSpacing: 1))),
        .init(minWidth: 0, AnyLayout(VStackLayout(alignment: .leading, spacing: 1))),
    ]) { all() })
}

/// Malloc'd bytes a graph holds after its first layout, per node and per item.
func memory<V: View>(_ name: String, items: Int, _ makeView: () -> V) {
    let view = makeView()
    let before = mallocInUse()
    let rssBefore = peakRSS()
    let graph = ViewGraph(view)
    let result = graph.layout(proposal: Workload.proposal())
    let bytes = mallocInUse() - before
    withExtendedLifetime((graph, result)) {
        record("memory", name, graph.nodeCount, bytes, bytes / max(1, graph.nodeCount), bytes / items,
               peakRSS() - rssBefore)
    }
    // And once updated twice with an equal view, as an app's graph is after a few frames: a
    // `ForEach` then holds its element values and runs (UPD1).
    var updated = graph.layout(proposal: Workload.proposal())
    for _ in 0..<2 {
        graph.update(makeView())
        updated = graph.layout(proposal: Workload.proposal())
    }
    let bytesUpdated = mallocInUse() - before
    withExtendedLifetime((graph, result, updated)) {
        record("memoryupdated", name, graph.nodeCount, bytesUpdated, bytesUpdated / max(1, graph.nodeCount),
               bytesUpdated / items, peakRSS() - rssBefore)
    }
}

/// Rows a lazy list makes per frame against the rows it shows, and its bytes per row.
func lazyCounts(rows count: Int, grid: Bool) {
    let view = grid ? AnyView(Workload.lazyGrid(count)) : AnyView(Workload.lazyList(count))
    let kind = grid ? "lazygrid" : "lazy"
    let before = mallocInUse()
    let rssBefore = currentRSS()
    let graph = ViewGraph(view)
    var result = graph.layout(proposal: Workload.screen)
    // What the heap holds, and what became resident: the rows' lengths live in
    // memory mapped apart from the heap, whose pages count once touched.
    let bytes = mallocInUse() - before
    let resident = max(0, currentRSS() - rssBefore)
    let screen = CGRect(x: 0, y: 0, width: 200, height: 60)
    func shown() -> Int {
        result.placements.filter { placement in
            if case .text = placement.kind { return placement.frame.intersects(screen) }
            return false
        }.count
    }
    record(kind + "frame", "first frame", graph.stats.lazyRowsResolved, shown())
    var worst = (made: 0, shown: 1)
    for _ in 0..<100 {
        graph.scroll(by: CGSize(width: 0, height: 60))
        result = graph.layout(proposal: Workload.screen)
        if graph.stats.lazyRowsResolved * worst.shown > worst.made * shown() { worst = (graph.stats.lazyRowsResolved, shown()) }
    }
    record(kind + "frame", "page down (worst of 100)", worst.made, worst.shown)
    graph.setScrollOffset(CGPoint(x: 0, y: 1e12))
    result = graph.layout(proposal: Workload.screen)
    record(kind + "frame", "jump to the end", graph.stats.lazyRowsResolved, shown())
    _ = graph.scrollTo(count / 2, anchor: .center)
    result = graph.layout(proposal: Workload.screen)
    record(kind + "frame", "scrollTo the middle row", graph.stats.lazyRowsResolved, shown())
    record(kind + "memory", count, bytes, resident, Double(max(bytes, resident)) / Double(count))
}

switch arguments.first {
case "lazy" where arguments.count == 2:
    lazyCounts(rows: Int(arguments[1]) ?? 0, grid: false)
case "lazygrid" where arguments.count == 2:
    lazyCounts(rows: Int(arguments[1]) ?? 0, grid: true)
case "stats":
    let items10k = Item.generate(count: 10_000)
    resizeStats("flow 1k", Workload.flow(Item.generate(count: 1_000)))
    resizeStats("flow 10k", Workload.flow(items10k))
    resizeStats("nested 1k", Workload.nested(Item.generate(count: 1_000)))
    resizeStats("nested 10k", Workload.nested(items10k))
    resizeStats("masonry 10k", Workload.masonry(items10k))
    resizeStats("responsive 10k", Workload.responsive(items10k))
    resizeStats("EfficientGridLayout 10k", Workload.efficientGrid(items10k))
    resizeStats("Grid 10k", Workload.grid(items10k))
    gallerySweeps(Item.generate(count: 200))
case "memory" where arguments.count == 3:
    let count = Int(arguments[2]) ?? 0
    let items = Item.generate(count: count)
    switch arguments[1] {
    case "flow": memory("flow \(count)", items: count) { Workload.flow(items) }
    case "nested": memory("nested \(count)", items: count) { Workload.nested(items) }
    default: FileHandle.standardError.write("unknown workload \(arguments[1])\n".data(using: .utf8)!); exit(2)
    }
case "check" where arguments.count == 3:
    // What `compare/run` checks the other engines against: lines (distinct box tops, flow only),
    // total height and width of the layout at width 200.
    let count = Int(arguments[2]) ?? 0
    let items = Item.generate(count: count)
    switch arguments[1] {
    case "flow":
        let result = ViewGraph(Workload.flow(items)).layout(proposal: Workload.proposal())
        let lines = Set((0..<count).compactMap { result.frame(for: $0)?.minY }).count
        record("check", "Swift", "flow", count, lines, result.size.height, result.size.width)
    case "nested":
        let result = ViewGraph(Workload.nested(items)).layout(proposal: Workload.proposal())
        record("check", "Swift", "nested", count, Workload.rows, result.size.height, result.size.width)
    default: FileHandle.standardError.write("unknown workload \(arguments[1])\n".data(using: .utf8)!); exit(2)
    }
case "pass" where arguments.count == 4:
    // For instruction counts under callgrind (perf counters are not available everywhere): builds
    // the inputs and the view, then runs STEPS of: 1 a cold pass (fresh graph + layout at 200),
    // 2 a resize to 120, 3 an update with the same view and a layout at 120. Differences between
    // runs with 0, 1, 2 and 3 steps isolate each pass.
    struct Pass: WorkloadRun {
        let name: String, count: Int, steps: Int
        func run<V: View>(_ view: V) {
            guard steps >= 1 else { return }
            let graph = ViewGraph(view)
            // Each result is dropped before the next pass, as the benchmarks drop theirs: a pass
            // then writes over the last one's placements (and moves views in place, MOVE). With
            // KEEP_RESULTS=1 every result is kept, as a program that holds its last frame does
            // (then moved views are copied from it).
            let keep = ProcessInfo.processInfo.environment["KEEP_RESULTS"] == "1"
            var kept: [LayoutResult] = []
            var placed = 0
            func layout(width: CGFloat) {
                let result = graph.layout(proposal: Workload.proposal(width: width))
                placed = result.placements.count
                if keep { kept.append(result) }
            }
            layout(width: Workload.width)
            if steps >= 2 { layout(width: Workload.resizedWidth) }
            if steps >= 3 {
                graph.update(view)
                layout(width: Workload.resizedWidth)
            }
            // 4, 5, …: resizes again (200, 120, …): the difference between two runs is one
            // steady pass.
            if steps >= 4 {
                for step in 4...steps { layout(width: step % 2 == 0 ? Workload.width : Workload.resizedWidth) }
            }
            // The placements, not `nodeCount`: its walk over the graph would count in a cold pass.
            record("pass", name, count, steps, kept.count, placed)
        }
    }
    let count = Int(arguments[2]) ?? 0
    onWorkload(arguments[1], count, Pass(name: arguments[1], count: count, steps: Int(arguments[3]) ?? 0))
case "updates" where arguments.count == 4:
    // For instruction counts under callgrind: a cold pass, then U updates with the same view, each
    // followed by a layout at 200. A container makes its `ForEach`'s memo when it is resolved again
    // (UPD1): U = 1 records the element values, later updates keep them; the difference between
    // U = 3 and U = 2 is one steady identical update.
    struct Updates: WorkloadRun {
        let name: String, count: Int, updates: Int
        func run<V: View>(_ view: V) {
            let graph = ViewGraph(view)
            // Each result dropped before the next update, as the benchmark drops its own.
            var placed = graph.layout(proposal: Workload.proposal()).placements.count
            for _ in 0..<updates {
                graph.update(view)
                placed = graph.layout(proposal: Workload.proposal()).placements.count
            }
            record("updates", name, count, updates, placed)
        }
    }
    let count = Int(arguments[2]) ?? 0
    onWorkload(arguments[1], count, Updates(name: arguments[1], count: count, updates: Int(arguments[3]) ?? 0))
case "changes" where arguments.count == 3:
    // For instruction counts under callgrind: what "flow 10k update one item + layout" times. A
    // cold flow pass, then U updates that change the middle item's width (to another width, then
    // back), each followed by a layout at 200; the difference between U = 3 and U = 2 is one
    // steady one-item update.
    let count = Int(arguments[1]) ?? 0
    let updates = Int(arguments[2]) ?? 0
    let items = Item.generate(count: count)
    var changed = items
    if count > 0 {
        let middle = count / 2
        changed[middle].width = items[middle].width == 20 ? 17 : items[middle].width + 3
    }
    let graph = ViewGraph(Workload.flow(items))
    // Each result dropped before the next update, as the benchmark drops its own.
    var placed = graph.layout(proposal: Workload.proposal()).placements.count
    for update in 0..<updates {
        graph.update(Workload.flow(update % 2 == 0 ? changed : items))
        placed = graph.layout(proposal: Workload.proposal()).placements.count
    }
    record("changes", "flow", count, updates, placed)
case "colds" where arguments.count == 3 || arguments.count == 4:
    // K cold passes of N items in one process, as the "… cold" benchmarks run them (a fresh graph
    // each, the last one released first), with each pass's time and the process's minor page
    // faults during it: what memory reuse across graphs does to a cold pass. KIND: flow (the
    // default), nested or grid — for profiling one workload's cold pass without process start-up.
    struct Colds: WorkloadRun {
        let name: String, count: Int, passes: Int
        func run<V: View>(_ view: V) {
            for pass in 0..<passes {
                var usage = rusage()
                getrusage(RUSAGE_SELF.rawValue, &usage)
                let faults = usage.ru_minflt
                let start = DispatchTime.now().uptimeNanoseconds
                let placed = ViewGraph(view).layout(proposal: Workload.proposal()).placements.count
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                getrusage(RUSAGE_SELF.rawValue, &usage)
                record("colds", name, count, pass, placed, String(format: "%.1f ms", Double(elapsed) / 1e6),
                       usage.ru_minflt - faults)
            }
        }
    }
    let count = Int(arguments[1]) ?? 0
    let kind = arguments.count == 4 ? arguments[3] : "flow"
    onWorkload(kind, count, Colds(name: kind, count: count, passes: Int(arguments[2]) ?? 0))
case "render" where arguments.count == 2:
    // A headless render as the demo's `render` does it: lay out at 200 columns, draw the
    // first screen (200×50) into a canvas, print it to a text screen.
    let count = Int(arguments[1]) ?? 0
    let graph = ViewGraph(Workload.flow(Item.generate(count: count)))
    let result = graph.layout(proposal: Workload.proposal())
    let canvas = PlacementRenderer(useColor: false).render(result, width: Int(Workload.width), height: 50)
    var screen = TextScreen(size: CellSize(columns: Int(Workload.width), rows: 50))
    screen.present(canvas)
    // The peak before counting the nodes: the count's walk over the graph is this tool's, not the render's.
    let peak = peakRSS()
    record("render", "flow \(count)", graph.nodeCount, result.placements.count, peak)
default:
    FileHandle.standardError.write("usage: LayoutCounts stats | memory flow|nested N | render N | check flow|nested N | pass flow|nested|grid N STEPS | updates flow|nested|grid N U | changes N U | colds N K [flow|nested|grid]\n".data(using: .utf8)!)
    exit(2)
}
