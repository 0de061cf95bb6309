// Issue 10's timed workloads, through `ViewGraph` (the full `Layout` protocol path).
// Run them all, with their targets, with `Benchmarks/run`; or, from `Benchmarks/`,
// `swift package benchmark --target LayoutBenchmarks [--filter REGEX]`.
import Benchmark
import BenchmarkInputs
import Foundation
import LayoutGallery
import TerminalLayout

/// Wall clock and malloc counts always; instructions where perf counters work
/// (`Benchmarks/run` sets `TERMINAL_LAYOUT_BENCH_INSTRUCTIONS=1` when `perf stat -e instructions true` can count).
private let metrics: [BenchmarkMetric] = {
    var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    if ProcessInfo.processInfo.environment["TERMINAL_LAYOUT_BENCH_INSTRUCTIONS"] == "1" { metrics.append(.instructions) }
    return metrics
}()

/// A configuration stopping at `iterations` samples or `seconds`, whichever comes first.
private func configuration(iterations: Int, seconds: Int = 5, warmup: Int = 1) -> Benchmark.Configuration {
    .init(metrics: metrics, timeUnits: .nanoseconds, warmupIterations: warmup,
          maxDuration: .seconds(seconds), maxIterations: iterations)
}

/// A graph laid out once at the container width (warm).
private func warmGraph<V: View>(_ view: V) -> ViewGraph {
    let graph = ViewGraph(view)
    blackHole(graph.layout(proposal: Workload.proposal()))
    return graph
}

/// One cold pass per iteration: a fresh graph and its first layout at width 200. The view
/// value is built outside the timer; the graph is released outside it.
private func cold<V: View>(_ name: String, iterations: Int, seconds: Int = 5, _ makeView: @escaping @Sendable () -> V) {
    Benchmark(name, configuration: configuration(iterations: iterations, seconds: seconds)) { benchmark in
        let view = makeView()
        benchmark.startMeasurement()
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: Workload.proposal())
        benchmark.stopMeasurement()
        withExtendedLifetime((graph, result)) {}
    }
}

/// One resize per iteration on a warm graph: widths alternate 120, 200, 120, … so every pass
/// is a change of width (the first one, 200 → 120, is the warm-up).
private func resize<V: View>(_ name: String, iterations: Int, _ makeView: @escaping @Sendable () -> V) {
    Benchmark(name, configuration: configuration(iterations: iterations, warmup: 2)) { benchmark, graph in
        for _ in benchmark.scaledIterations {
            let width = graph.lastWidth == Workload.width ? Workload.resizedWidth : Workload.width
            blackHole(graph.layoutAndRemember(width: width))
        }
    } setup: {
        ResizingGraph(warmGraph(makeView()))
    }
}

/// A warm graph that remembers the width it was last laid out at.
private final class ResizingGraph {
    let graph: ViewGraph
    var lastWidth: CGFloat = Workload.width
    init(_ graph: ViewGraph) { self.graph = graph }
    func layoutAndRemember(width: CGFloat) -> LayoutResult {
        lastWidth = width
        return graph.layout(proposal: Workload.proposal(width: width))
    }
}

/// Relayout with nothing changed: the graph is laid out at width 200 once in setup;
/// each iteration is another `layout` at width 200.
private func unchanged<V: View>(_ name: String, iterations: Int, _ makeView: @escaping @Sendable () -> V) {
    Benchmark(name, configuration: configuration(iterations: iterations, seconds: 3, warmup: 10)) { benchmark, graph in
        for _ in benchmark.scaledIterations {
            blackHole(graph.layout(proposal: Workload.proposal()))
        }
    } setup: {
        warmGraph(makeView())
    }
}

let benchmarks: @Sendable () -> Void = {
    let items1k = Item.generate(count: 1_000)
    let items10k = Item.generate(count: 10_000)
    let items100k = Item.generate(count: 100_000)

    // Cold: fresh graph + first layout at width 200.
    cold("flow 1k cold", iterations: 200) { Workload.flow(items1k) }
    cold("flow 10k cold", iterations: 30) { Workload.flow(items10k) }
    cold("flow 100k cold", iterations: 4, seconds: 30) { Workload.flow(items100k) }
    cold("nested 1k cold", iterations: 100) { Workload.nested(items1k) }
    cold("nested 10k cold", iterations: 20) { Workload.nested(items10k) }
    cold("masonry 10k cold", iterations: 20) { Workload.masonry(items10k) }
    cold("responsive 10k cold", iterations: 20) { Workload.responsive(items10k) }
    cold("EfficientGridLayout 10k cold", iterations: 20) { Workload.efficientGrid(items10k) }
    cold("Grid 10k cold", iterations: 20) { Workload.grid(items10k) }

    // Resize: a warm graph alternately laid out at 120 and 200.
    resize("flow 10k resize", iterations: 30) { Workload.flow(items10k) }
    resize("nested 1k resize", iterations: 100) { Workload.nested(items1k) }
    resize("nested 10k resize", iterations: 20) { Workload.nested(items10k) }

    // Updates on a warm 10k flow graph, then layout at width 200.
    Benchmark("flow 10k update identical + layout", configuration: configuration(iterations: 30)) { benchmark, graph in
        let view = Workload.flow(items10k)
        benchmark.startMeasurement()
        graph.update(view)
        blackHole(graph.layout(proposal: Workload.proposal()))
        benchmark.stopMeasurement()
    } setup: {
        warmGraph(Workload.flow(items10k))
    }

    // One item of 10k changes (item 5,000's width: its drawn width, or that + 3), alternately, so
    // every iteration is a real one-item change.
    var changed = items10k
    changed[5_000].width = items10k[5_000].width == 20 ? 17 : items10k[5_000].width + 3
    let variants = [changed, items10k]
    Benchmark("flow 10k update one item + layout", configuration: configuration(iterations: 30)) { benchmark, state in
        let view = Workload.flow(variants[state.next % 2])
        state.next += 1
        benchmark.startMeasurement()
        state.graph.update(view)
        blackHole(state.graph.layout(proposal: Workload.proposal()))
        benchmark.stopMeasurement()
    } setup: {
        UpdatingGraph(warmGraph(Workload.flow(items10k)))
    }

    // Issue 14 (STATE2): one row's `@State` of 10,000 changes, then layout — only that row's body
    // is evaluated; "update root" is the same change followed by an update of the whole root (what
    // every state change did before STATE2; since session 20 the rows, equal to last time's, are
    // kept by value, UPD1, and only the changed row's body is evaluated), for scale.
    Benchmark("state 10k one change + layout", configuration: configuration(iterations: 1_000, warmup: 2)) { benchmark, state in
        for _ in benchmark.scaledIterations {
            state.next += 1
            state.links.bindings[5_000]?.wrappedValue = state.next
            blackHole(state.graph.layout(proposal: Workload.proposal()))
        }
    } setup: {
        StateGraph()
    }
    Benchmark("state 10k update root + layout", configuration: configuration(iterations: 30)) { benchmark, state in
        state.next += 1
        state.links.bindings[5_000]?.wrappedValue = state.next
        benchmark.startMeasurement()
        state.graph.update(Workload.stateRows(10_000, links: state.links))
        blackHole(state.graph.layout(proposal: Workload.proposal()))
        benchmark.stopMeasurement()
    } setup: {
        StateGraph()
    }

    // Nothing changed: the second `layout` at the same width.
    unchanged("flow 1k nothing changed", iterations: 10_000) { Workload.flow(items1k) }
    unchanged("flow 10k nothing changed", iterations: 10_000) { Workload.flow(items10k) }
    unchanged("flow 100k nothing changed", iterations: 10_000) { Workload.flow(items100k) }
    unchanged("nested 10k nothing changed", iterations: 10_000) { Workload.nested(items10k) }

    // Issue 11: a lazy list of a million rows at 200 × 60 (1,000 pages are 3% of it).
    lazyFirstFrameAndPageDown("lazy 1M", grid: false) { Workload.lazyList(1_000_000) }
    // Each iteration jumps to the other end: the last page, then the first.
    Benchmark("lazy 1M jump to the end", configuration: configuration(iterations: 1_000, warmup: 2)) { benchmark, state in
        for _ in benchmark.scaledIterations {
            state.next += 1
            state.graph.setScrollOffset(CGPoint(x: 0, y: state.next % 2 == 1 ? 1e12 : 0))
            blackHole(state.graph.layout(proposal: Workload.screen))
        }
    } setup: {
        UpdatingGraph(lazyGraph())
    }
    // Each iteration scrolls to a row in the middle never made before (rows 400,000 + 997 k).
    Benchmark("lazy 1M scrollTo a middle row", configuration: configuration(iterations: 1_000, warmup: 2)) { benchmark, state in
        for _ in benchmark.scaledIterations {
            state.next += 1
            _ = state.graph.scrollTo(400_000 + 997 * state.next, anchor: .center)
            blackHole(state.graph.layout(proposal: Workload.screen))
        }
    } setup: {
        UpdatingGraph(lazyGraph())
    }

    // Issue 11: a lazy grid of a million cells at 200 × 60, 15 adaptive columns (1,000 pages are 6% of it).
    lazyFirstFrameAndPageDown("lazy grid 1M", grid: true) { Workload.lazyGrid(1_000_000) }
}

/// "<name> first frame" (a fresh graph and its first layout) and "<name> page down" (each
/// iteration scrolls one page further) of the lazy list or grid of a million rows.
private func lazyFirstFrameAndPageDown<V: View>(_ name: String, grid: Bool, _ makeView: @escaping () -> V) {
    Benchmark("\(name) first frame", configuration: configuration(iterations: 200)) { benchmark in
        let view = makeView()
        benchmark.startMeasurement()
        let graph = ViewGraph(view)
        let result = graph.layout(proposal: Workload.screen)
        benchmark.stopMeasurement()
        withExtendedLifetime((graph, result)) {}
    }
    Benchmark("\(name) page down", configuration: configuration(iterations: 1_000, warmup: 2)) { benchmark, graph in
        for _ in benchmark.scaledIterations {
            graph.scroll(by: CGSize(width: 0, height: 60))
            blackHole(graph.layout(proposal: Workload.screen))
        }
    } setup: {
        lazyGraph(grid: grid)
    }
}

/// The lazy list (or grid) of a million rows, laid out once at 200 × 60.
private func lazyGraph(grid: Bool = false) -> ViewGraph {
    let graph = grid ? ViewGraph(Workload.lazyGrid(1_000_000)) : ViewGraph(Workload.lazyList(1_000_000))
    blackHole(graph.layout(proposal: Workload.screen))
    return graph
}

/// A warm graph and which item list the next update switches to.
private final class UpdatingGraph {
    let graph: ViewGraph
    var next = 0
    init(_ graph: ViewGraph) { self.graph = graph }
}

/// A warm graph of 10,000 ``StateRow``s and their bindings.
private final class StateGraph {
    let links = RowLinks()
    let graph: ViewGraph
    var next = 0
    init() {
        graph = warmGraph(Workload.stateRows(10_000, links: links))
    }
}
