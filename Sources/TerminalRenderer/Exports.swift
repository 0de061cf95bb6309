/// `TerminalRenderer` is the layer that knows both layouts and canvases: it draws a
/// `LayoutResult` into a canvas (`PlacementRenderer`) and runs a terminal program
/// (`TerminalApp`, over any `Screen & KeySource`). The canvas vocabulary comes with it,
/// so `import TerminalRenderer` is enough to draw and test frames as text; the real
/// terminal (`CursesScreen`) is `import TerminalCurses`.
@_exported import TerminalCanvas
