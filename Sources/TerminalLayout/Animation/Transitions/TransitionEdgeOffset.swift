/// Internal: the move of `move(edge:)`, `slide` and `push(from:)` — the
/// drawing moved out past `edge` by the view's own size; no move for `nil`
/// (the `.identity` phase, TRN1).
struct _TransitionEdgeOffset: GeometryEffect, Equatable {
    let edge: Edge?

    func effectValue(size: CGSize) -> ProjectionTransform {
        let move: CGSize
        switch edge {
        case nil: move = .zero
        case .leading: move = CGSize(width: -size.width, height: 0)
        case .trailing: move = CGSize(width: size.width, height: 0)
        case .top: move = CGSize(width: 0, height: -size.height)
        case .bottom: move = CGSize(width: 0, height: size.height)
        }
        return ProjectionTransform(CGAffineTransform(translationX: move.width, y: move.height))
    }
}

extension Edge {
    /// The edge across the view from this one.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}
