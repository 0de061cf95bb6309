import Foundation

/// Internal: what `RepresentableHost` needs of a representable — a `UIViewRepresentable`
/// (`ViewRepresentation`) or a `UIViewControllerRepresentable`
/// (`ViewControllerRepresentation`) — to make, update, size and dismantle what it wraps
/// (UIV1).
protocol Representation {
    /// The coordinator the representable makes.
    associatedtype Coordinator
    /// What it wraps: a view or a view controller.
    associatedtype Made: AnyObject

    @MainActor func makeCoordinator() -> Coordinator
    @MainActor func make(coordinator: Coordinator, transaction: Transaction, environment: EnvironmentValues) -> Made
    @MainActor func update(_ made: Made, coordinator: Coordinator, transaction: Transaction,
                           environment: EnvironmentValues)
    /// Told once, after the first update.
    @MainActor func didMake(_ made: Made)
    @MainActor static func dismantle(_ made: Made, coordinator: Coordinator)
    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, _ made: Made, coordinator: Coordinator,
                                 transaction: Transaction, environment: EnvironmentValues) -> CGSize?
    /// The UIKit view drawn for what it wraps.
    @MainActor static func view(of made: Made) -> UIView
}

extension Representation {
    @MainActor func didMake(_ made: Made) {}
}

/// Internal: the view a representable resolves as (UIV1). Its `@State` keeps what the
/// representable made — with the representable's identity, as SwiftUI keeps it — and its
/// body, evaluated at each update that evaluates the representable again, makes or
/// updates it, then lays out and draws the UIKit view.
nonisolated struct RepresentableHost<R: Representation>: View {
    let representation: R
    @State private var storage = RepresentedStorage<R>()
    @Environment(\.self) private var environment

    init(_ representation: R) {
        self.representation = representation
    }

    @MainActor var body: some View {
        let (made, coordinator) = storage.update(representation, environment: environment)
        let view = R.view(of: made)
        let representation = self.representation
        let environment = self.environment
        let layout = RepresentableLayout(view: view, size: { proposal in
            // What the representable says, else the view's intrinsic size.
            representation.sizeThatFits(proposal, made, coordinator: coordinator, transaction: Transaction(),
                                        environment: environment)
                ?? RepresentableLayout.intrinsicSize(of: view, for: proposal)
        })
        return layout { UIViewDrawing(view: view) }
    }
}

/// Internal: a representable's coordinator and what it made, kept in its host's `@State`
/// for as long as the representable has its identity; dismantled when let go of (the
/// representable left the view tree and its state was dropped).
final class RepresentedStorage<R: Representation>: @unchecked Sendable {
    private var made: R.Made?
    private var coordinator: R.Coordinator?

    init() {}

    /// What the representable made (made now, the first time), updated to its value.
    @MainActor func update(_ representation: R, environment: EnvironmentValues) -> (R.Made, R.Coordinator) {
        UIView.drawingGeneration &+= 1
        if let made, let coordinator {
            representation.update(made, coordinator: coordinator, transaction: Transaction(), environment: environment)
            return (made, coordinator)
        }
        let coordinator = representation.makeCoordinator()
        let made = representation.make(coordinator: coordinator, transaction: Transaction(), environment: environment)
        self.coordinator = coordinator
        self.made = made
        representation.update(made, coordinator: coordinator, transaction: Transaction(), environment: environment)
        representation.didMake(made)
        return (made, coordinator)
    }

    deinit {
        guard let made, let coordinator else { return }
        assumingMainActor((made, coordinator)) { R.dismantle($0.0, coordinator: $0.1) }
    }
}

/// Internal: lays out a representable's UIKit view (UIV1): sized by `size`, its drawing
/// placed over its bounds, the view's frame set to them first (its subviews resized and
/// laid out, as UIKit does when a view's size changes).
struct RepresentableLayout: Layout {
    let view: UIView
    let size: @MainActor (ProposedViewSize) -> CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        assumingMainActor(proposal) { size($0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        assumingMainActor(bounds) { bounds in
            view.frame = bounds
            view.layoutIfNeeded()
        }
        for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }

    /// The size of `view`, which gave none of its own, for `proposal`: per axis, the
    /// proposal where the view has no intrinsic length (nothing, 0, where unspecified);
    /// where it has one, that length when unspecified, else the proposal, unless the view
    /// hugs its length (hugging priority `.defaultHigh` or more) and is proposed more, or
    /// resists compression (`.defaultHigh` or more) and is proposed less.
    @MainActor static func intrinsicSize(of view: UIView, for proposal: ProposedViewSize) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        func length(_ proposed: CGFloat?, _ intrinsic: CGFloat, _ axis: NSLayoutConstraint.Axis) -> CGFloat {
            guard intrinsic >= 0 else { return proposed ?? 0 }
            guard let proposed else { return intrinsic }
            if proposed > intrinsic, view.contentHuggingPriority(for: axis) >= .defaultHigh { return intrinsic }
            if proposed < intrinsic, view.contentCompressionResistancePriority(for: axis) >= .defaultHigh {
                return intrinsic
            }
            return proposed
        }
        return CGSize(width: length(proposal.width, intrinsic.width, .horizontal),
                      height: length(proposal.height, intrinsic.height, .vertical))
    }
}
