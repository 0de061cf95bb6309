import Foundation

/// Internal: the frame of a window's content under its presentations (`_PresentationRoot`).
///
/// With nothing presented it is transparent: the content is proposed what the window is
/// proposed, and placed with that proposal, as a SwiftUI window places its root view. (A
/// flexible frame re-proposes its own size when placing, F2, and a stack proposed exactly
/// its ideal width can lay out otherwise than at the window's width: a bordered button
/// beside a text was given half of the stack's ideal width and truncated.) While a
/// presentation shows, it fills the proposal, as `frame(maxWidth: .infinity, maxHeight:
/// .infinity, alignment: .topLeading)` does, so that the overlay holding the presentation
/// covers the window.
nonisolated struct _PresentationFrame: ViewModifier, PrimitiveModifier, Equatable {
    /// Whether the frame fills the proposal (a presentation shows).
    let fills: Bool

    static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                    _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in PresentationFrameBehavior(fills: fills) }
    }
}

/// The node of `_PresentationFrame`.
struct PresentationFrameBehavior: UnaryBehavior, Equatable {
    let fills: Bool
    var kindName: String { "frame" }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        let size = engine.measure(child, proposal)
        guard fills else { return size }
        return CGSize(width: proposal.width.map { max($0, size.width) } ?? size.width,
                      height: proposal.height.map { max($0, size.height) } ?? size.height)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node, engine: LayoutEngine)
        -> (origin: CGPoint, proposal: ProposedViewSize) {
        guard fills else { return (.zero, proposal) }
        return (.zero, ProposedViewSize(width: proposal.width == nil ? nil : size.width,
                                        height: proposal.height == nil ? nil : size.height))
    }
}
