/// Read access to the cells of the frame being encoded, without bounds or uniqueness
/// checks (valid during one ``FrameEncoder/encode(_:size:)`` call).
struct FrameCells {
    /// The first cell, row-major.
    let base: UnsafePointer<Cell>
    /// Number of columns.
    let width: Int

    /// The cell at `index` (`row * width + column`).
    @inline(__always)
    subscript(index: Int) -> Cell { base[index] }
}
