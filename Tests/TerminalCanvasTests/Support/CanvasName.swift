import TerminalCanvas

/// In this module `Canvas` is the cell buffer: files here import
/// `TerminalLayout` too, whose `Canvas` is SwiftUI's view, and a
/// module's own declaration shadows the ones it imports (docs/ARCHITECTURE.md,
/// "The two Canvases").
typealias Canvas = TerminalCanvas.Canvas
