/// Something that shows canvases: a real terminal (``CursesScreen``) or a headless buffer (``TextScreen``).
///
/// The usual loop draws a canvas of ``size`` and presents it. ``size`` is read afresh on
/// every call, so a frame drawn right after a resize has the new size.
public protocol Screen {
    /// The current size in cells.
    var size: CellSize { get }
    /// Shows `canvas`; cells beyond the screen are not shown, and screen cells the canvas
    /// does not cover are blank.
    mutating func present(_ canvas: Canvas)
}
