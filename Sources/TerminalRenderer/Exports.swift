/// `TerminalRenderer` is the layer that knows both layouts and canvases: it draws a
/// `LayoutResult` into a canvas (`PlacementRenderer`) and runs a terminal program
/// (`TerminalApp`, over any `Screen & KeySource`). The canvas vocabulary comes with it,
/// so `import TerminalRenderer` is enough to draw and test frames as text; the real
/// terminal (`CursesScreen`) is `import TerminalCurses`.
@_exported import TerminalCanvas

/// The cell buffer, `TerminalCanvas.Canvas`: in this module, which imports
/// `TerminalLayout` too (whose `Canvas` is SwiftUI's view), the name means
/// the buffer — a declaration of a module shadows the ones it imports.
/// Files elsewhere that import both modules name the buffer
/// `TerminalCanvas.Canvas` where the name stands for a type (expressions
/// such as `Canvas(width:height:)` are told apart by their arguments);
/// see `docs/ARCHITECTURE.md`, "The two Canvases".
public typealias Canvas = TerminalCanvas.Canvas
