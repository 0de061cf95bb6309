import TerminalLayout
import TerminalRenderer

/// A view to draw, made when the test runs (a `Sendable` test argument).
struct ViewMaker: Sendable {
    let make: @Sendable () -> AnyView
    init(_ make: @escaping @Sendable () -> AnyView) { self.make = make }
}

/// `view` laid out at `width`×`height` cells and drawn without colour, one
/// string per row.
func drawnLines<V: View>(_ view: V, _ width: Int, _ height: Int) -> [String] {
    let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height)))
    return PlacementRenderer(metrics: .cells, useColor: false).render(result, width: width, height: height).lines
}
