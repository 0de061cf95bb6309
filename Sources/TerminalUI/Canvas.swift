import TerminalLayout
import TerminalRenderer

/// SwiftUI's `Canvas` view (`TerminalLayout.Canvas`): in a file that
/// imports `TerminalUI` alone, as a SwiftUI file imports SwiftUI, this
/// declaration shadows the cell buffer of the same name that
/// `TerminalRenderer` re-exports, so `Canvas { context, size in … }` and
/// `Canvas<EmptyView>` mean the view. The buffer is `TerminalCanvas.Canvas`
/// there (`docs/ARCHITECTURE.md`, "The two Canvases").
public typealias Canvas<Symbols: View> = TerminalLayout.Canvas<Symbols>
