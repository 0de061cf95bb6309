import Foundation

/// A SwiftUI view that wraps a UIKit view controller (UIV1), as SwiftUI's — the
/// `ImagePicker` of many apps, presented in a sheet: the controller is made once per
/// identity, updated each time the representable's value or environment changes, and
/// dismantled when the representable leaves the view tree; its `view` is drawn as `UIView`
/// describes.
///
/// In order: `makeCoordinator()`, `makeUIViewController(context:)`, the controller's
/// `viewDidLoad()` (its view loaded), `updateUIViewController(_:context:)`,
/// `viewWillAppear(_:)` and `viewDidAppear(_:)`; later updates call
/// `updateUIViewController(_:context:)`; as it goes away, `viewWillDisappear(_:)`,
/// `viewDidDisappear(_:)` and `dismantleUIViewController(_:coordinator:)`. The controller's
/// `dismiss(animated:completion:)` dismisses the presentation the representable is in
/// (the environment's `dismiss`), as dismissing a presented controller does in UIKit.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller wrapped.
    associatedtype UIViewControllerType: UIViewController
    /// What the representable gives its controller's delegates to talk back through.
    associatedtype Coordinator = Void
    /// What the representable's methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once per identity.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Updates the controller to the representable's values and environment.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                           context: Self.Context)
    /// Cleans up the controller as the representable leaves the view tree.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                                      coordinator: Self.Coordinator)
    /// Makes the coordinator, once per identity, before the controller.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// The size for `proposal`; `nil` sizes the controller's view from its intrinsic size.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize,
                                                 uiViewController: Self.UIViewControllerType,
                                                 context: Self.Context) -> CGSize?
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                 coordinator: Self.Coordinator) {}

    /// No size of its own: sized from the controller's view.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                             context: Self.Context) -> CGSize? {
        nil
    }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewControllerRepresentable {
    /// Resolves the representable as its host, which keeps the controller with the
    /// representable's identity (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        inputs.context.builder.makeNodes(RepresentableHost(ViewControllerRepresentation(view)), inputs.context,
                                         into: &outputs.elements)
    }
}

/// What a `UIViewControllerRepresentable`'s methods are given: its coordinator, the
/// transaction, and the environment it is in.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction: an empty one (no animation reaches a UIKit view here).
    public var transaction: Transaction
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

/// Internal: a `UIViewControllerRepresentable` seen as what `RepresentableHost` keeps (UIV1).
struct ViewControllerRepresentation<R: UIViewControllerRepresentable>: Representation {
    let representable: R

    init(_ representable: R) { self.representable = representable }

    @MainActor func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }

    @MainActor func make(coordinator: R.Coordinator, transaction: Transaction,
                         environment: EnvironmentValues) -> R.UIViewControllerType {
        let controller = representable.makeUIViewController(context: context(coordinator, transaction, environment))
        controller.presentationDismiss = environment.dismiss
        controller.loadViewIfNeeded()
        return controller
    }

    @MainActor func update(_ made: R.UIViewControllerType, coordinator: R.Coordinator, transaction: Transaction,
                           environment: EnvironmentValues) {
        made.presentationDismiss = environment.dismiss
        representable.updateUIViewController(made, context: context(coordinator, transaction, environment))
    }

    @MainActor func didMake(_ made: R.UIViewControllerType) {
        made.viewWillAppear(false)
        made.viewDidAppear(false)
    }

    @MainActor static func dismantle(_ made: R.UIViewControllerType, coordinator: R.Coordinator) {
        made.viewWillDisappear(false)
        made.viewDidDisappear(false)
        R.dismantleUIViewController(made, coordinator: coordinator)
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, _ made: R.UIViewControllerType,
                                 coordinator: R.Coordinator, transaction: Transaction,
                                 environment: EnvironmentValues) -> CGSize? {
        representable.sizeThatFits(proposal, uiViewController: made,
                                   context: context(coordinator, transaction, environment))
    }

    @MainActor static func view(of made: R.UIViewControllerType) -> UIView { made.view }

    @MainActor private func context(_ coordinator: R.Coordinator, _ transaction: Transaction,
                                    _ environment: EnvironmentValues) -> R.Context {
        UIViewControllerRepresentableContext(coordinator: coordinator, transaction: transaction,
                                             environment: environment)
    }
}
