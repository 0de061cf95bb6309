/// Two canvases that frames are drawn into in turn, so drawing a frame allocates nothing
/// and touches no fresh memory (what Ratatui's `Terminal` does with its two buffers).
///
/// ``draw(size:_:)`` makes the back canvas blank at the size, lets the caller draw into
/// it and returns it; once that frame was presented, ``swap()`` makes it the front one,
/// so the next frame reuses the other canvas, which by then nothing else holds (a screen
/// keeps only the frame it shows). A frame that was not presented (it equalled the last
/// one) is not swapped in: the next frame reuses its canvas.
///
/// ```
/// var buffers = FrameBuffers(size: screen.size)
/// let canvas = buffers.draw(size: screen.size) { canvas in canvas.drawBox(…) }
/// screen.present(canvas)
/// buffers.swap()
/// ```
///
/// Both canvases are allocated and cleared by ``init(size:)``; a later size reuses their
/// storage when it has as many cells or fewer.
public struct FrameBuffers: Sendable {
    private var front: Canvas
    private var back: Canvas

    /// Creates both canvases, blank at `size`.
    public init(size: CellSize) {
        front = Canvas(size: size)
        back = Canvas(size: size)
    }

    /// Makes the back canvas blank at `size`, passes it to `body` to draw the frame, and
    /// returns it (sharing its storage until the next draw).
    public mutating func draw<E: Error>(size: CellSize, _ body: (inout Canvas) throws(E) -> Void) throws(E) -> Canvas {
        back.reset(to: size, expecting: front)
        try body(&back)
        return back
    }

    /// Makes the canvas last drawn the front one, once it was presented.
    public mutating func swap() {
        Swift.swap(&front, &back)
    }
}
