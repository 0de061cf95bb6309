import TerminalLayout
import TerminalRenderer
import TerminalCurses
#if canImport(Glibc)
import Glibc
#endif

/// The benchmark scene (`renderer-smoke --bench`): 200 labelled boxes, the scene of the
/// renderer anchors in issue 12, so the numbers compare.
///
/// - Sizes: SplitMix64 from seed 42; per box, width 6–14 then height 3–5, each
///   `lo + draw % (hi - lo + 1)`.
/// - Layout: greedy flow, gap 1 across and 0 down: a box that does not fit in the rest of
///   the row starts the next row, below the tallest box of the row.
/// - Drawing: light borders, the label `#1` … `#200` centred on the first interior row.
enum BenchScene {
    /// The box sizes, in order.
    static let sizes: [(width: Int, height: Int)] = {
        var state: UInt64 = 42
        func next() -> UInt64 {
            state &+= 0x9E3779B97F4A7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
            z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
            return z ^ (z >> 31)
        }
        return (0..<200).map { _ in
            let width = 6 + Int(next() % 9)
            let height = 3 + Int(next() % 3)
            return (width, height)
        }
    }()

    /// The labels, `#1` … `#200`: part of the scene's content, like ``sizes``, made once
    /// (as a view tree holds its texts) rather than formatted again on every frame.
    static let labels: [String] = (1...sizes.count).map { "#\($0)" }

    /// The boxes' rectangles for a screen `columns` wide.
    static func layout(columns: Int) -> [CellRect] {
        var x = 0, y = 0, rowHeight = 0
        var rects: [CellRect] = []
        rects.reserveCapacity(sizes.count)
        for (width, height) in sizes {
            if x > 0 && x + width > columns {
                y += rowHeight
                x = 0
                rowHeight = 0
            }
            rects.append(CellRect(x: x, y: y, width: width, height: height))
            x += width + 1
            rowHeight = max(rowHeight, height)
        }
        return rects
    }

    /// The scene drawn for `size`, on a new canvas.
    static func canvas(for size: CellSize) -> Canvas {
        var canvas = Canvas(size: size)
        draw(into: &canvas)
        return canvas
    }

    /// Lays the scene out for the canvas's width and draws it into `canvas`.
    static func draw(into canvas: inout Canvas) {
        for (i, rect) in layout(columns: canvas.width).enumerated() {
            canvas.drawBox(rect, border: .light, label: labels[i], labelPlacement: .inside)
        }
    }
}

/// Runs the benchmark phases on `screen` and appends one JSON line per phase to `reportPath`:
/// the first frame, an identical frame (redrawn and diffed, and the same canvas presented
/// again), and the frame after each resize; `q` ends it.
///
/// Frames are drawn as `TerminalApp` draws them: into the two canvases of a
/// ``FrameBuffers``, created (allocated and cleared) before the first frame.
func runBenchmark(on screen: CursesScreen, reportPath: String?) {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }
    var lines: [String] = []
    var last = Canvas(size: CellSize(columns: 0, rows: 0))
    var buffers = FrameBuffers(size: screen.size)
    /// The scene drawn into the back canvas at the screen's size.
    func drawScene() -> Canvas {
        buffers.draw(size: screen.size) { BenchScene.draw(into: &$0) }
    }
    /// Times one frame: layout + canvas (`draw`), then present (encode + write(2)).
    func measure(_ phase: String, draw: () -> Canvas?) {
        let (calls, bytes) = (screen.writer.writeCalls, screen.writer.bytesWritten)
        let start = now()
        let canvas = draw()
        if let canvas { last = canvas }
        let drawn = now()
        screen.present(last)
        let end = now()
        if canvas != nil { buffers.swap() }
        lines.append("{\"phase\":\"\(phase)\",\"ms\":\(end - start),\"canvas_ms\":\(drawn - start),"
                     + "\"present_ms\":\(end - drawn),\"bytes\":\(screen.writer.bytesWritten - bytes),"
                     + "\"writes\":\(screen.writer.writeCalls - calls),\"size\":\"\(screen.size)\"}")
    }
    func flush() {
        guard let reportPath, let file = fopen(reportPath, "a") else { return }
        for line in lines { fputs(line + "\n", file) }
        fclose(file)
        lines.removeAll()
    }

    measure("first") { drawScene() }
    measure("identical") { drawScene() }
    // Nothing changed, so nothing is laid out or drawn again (what `TerminalApp` does):
    // the same canvas is presented.
    measure("identical-same-canvas") { nil }
    // Where the time goes, without the terminal: layout alone, canvas (layout + drawing),
    // and encoding the first frame with a fresh encoder (no write).
    for _ in 0..<20 { _ = drawScene() }   // warm up
    var start = now()
    for _ in 0..<20 { _ = BenchScene.layout(columns: screen.size.columns) }
    lines.append("{\"phase\":\"layout-only\",\"ms\":\((now() - start) / 20),\"bytes\":0,\"writes\":0,\"size\":\"\(screen.size)\"}")
    start = now()
    for _ in 0..<20 { _ = drawScene() }
    lines.append("{\"phase\":\"canvas-only\",\"ms\":\((now() - start) / 20),\"bytes\":0,\"writes\":0,\"size\":\"\(screen.size)\"}")
    start = now()
    var encoded = 0
    for _ in 0..<20 {
        var encoder = FrameEncoder(capabilities: screen.writer.encoder.capabilities)
        encoded = encoder.encode(last, size: screen.size).count
    }
    lines.append("{\"phase\":\"encode-only\",\"ms\":\((now() - start) / 20),\"bytes\":\(encoded),\"writes\":0,\"size\":\"\(screen.size)\"}")
    // Steady state: the identical frame redrawn and presented 20 times in a row (what a
    // program that redraws on every tick pays per frame); the median.
    var cycles: [Double] = []
    for _ in 0..<20 {
        let cycleStart = now()
        let canvas = drawScene()
        screen.present(canvas)
        cycles.append(now() - cycleStart)
        last = canvas
        buffers.swap()
    }
    cycles.sort()
    lines.append("{\"phase\":\"identical-repeated\",\"ms\":\(cycles[cycles.count / 2]),\"bytes\":0,\"writes\":0,\"size\":\"\(screen.size)\"}")
    flush()
    while true {
        guard let key = screen.readKey(timeoutMs: nil) else { continue }
        if key == .character("q") || key == .inputClosed { break }
        if key == .resize {
            measure("resize") { drawScene() }
            flush()
        }
    }
}
