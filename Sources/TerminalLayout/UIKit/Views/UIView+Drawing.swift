import Foundation

// How a terminal draws a UIKit view (UIV1): as SwiftUI views, made when the representable
// that holds it is evaluated, placed where the UIKit views' frames say when it is placed.
//
//   UIViewDrawing(view) ─ UIViewSubviewsLayout ─┬─ view.terminalContent()   its bounds: a colour, a label's text…
//                                              ├─ UIViewDrawing(subview 1) at subview 1's frame
//                                              └─ …                          (hidden ones, alpha 0: left out)

/// Internal: draws `view` — its own content over its bounds, its subviews at their frames,
/// clipped to its bounds when `clipsToBounds` — or nothing when it is hidden (UIV1).
nonisolated struct UIViewDrawing: View {
    let view: UIView
    /// `UIView.drawingGeneration` when it was made: a drawing made after an update is a new
    /// value, so that it is evaluated again (the view, the same object, may have changed).
    let generation: Int

    @MainActor init(view: UIView) {
        self.view = view
        generation = UIView.drawingGeneration
    }

    @MainActor var body: some View {
        let shown = view.isDrawn
        let subviews = shown ? view.subviews.filter(\.isDrawn) : []
        let layout = UIViewSubviewsLayout(view: view, subviews: subviews)
        return layout {
            if shown { view.terminalContent() }
            ForEach(subviews, id: \.self) { UIViewDrawing(view: $0) }
        }
        .clipped(antialiased: false, when: view.clipsToBounds)
    }
}

/// Internal: places a UIKit view's drawing: its own content over the bounds, then each
/// subview's drawing at the subview's frame, read as it is placed (a superview's
/// `layoutSubviews()` has run by then). Sized by the proposal, the view's own size where
/// a dimension is unspecified.
struct UIViewSubviewsLayout: Layout {
    let view: UIView
    /// The subviews drawn, in the order of the drawings after the view's own content.
    let subviews: [UIView]

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = assumingMainActor(view) { $0.frame.size }
        return proposal.replacingUnspecifiedDimensions(by: size)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews drawings: Subviews, cache: inout ()) {
        let frames = assumingMainActor(subviews) { $0.map(\.frame) }
        // The view's own content, when there is one, comes before the subviews' drawings.
        let ownContent = drawings.count - frames.count
        for index in 0..<ownContent {
            drawings[index].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
        for (index, frame) in frames.enumerated() where ownContent + index < drawings.count {
            drawings[ownContent + index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                               proposal: ProposedViewSize(frame.size))
        }
    }
}

extension View {
    /// The view clipped to its frame when `clips`, else as it is.
    @ViewBuilder
    func clipped(antialiased: Bool, when clips: Bool) -> some View {
        if clips { clipped(antialiased: antialiased) } else { self }
    }
}
