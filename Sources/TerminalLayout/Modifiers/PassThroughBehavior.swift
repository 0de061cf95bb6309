/// Internal: the behaviour of a modifier node that lays out exactly as its
/// one child — same proposal, same size, at its origin — and passes its
/// child's priority through (S5): a node that only carries something for
/// another part of the package (key presses, focus, lifecycle actions, a
/// scroll reader's link) or changes how the child is drawn.
///
/// ```
///  onAppear ─── proposal P ──▶ child        size = child's size for P
///     └──────── origin (0, 0) ──┘            priority, guides = child's
/// ```
protocol PassThroughBehavior: UnaryBehavior {}

extension PassThroughBehavior {
    var passesPriorityThrough: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, child: Node, engine: LayoutEngine) -> CGSize {
        engine.measure(child, proposal)
    }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node,
                        engine: LayoutEngine) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }
}
