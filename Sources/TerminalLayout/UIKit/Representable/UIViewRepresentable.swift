import Foundation

/// A SwiftUI view that wraps a UIKit view (UIV1), as SwiftUI's: the wrapped view is made
/// once per identity, updated each time the representable's value or environment changes,
/// and dismantled when the representable leaves the view tree.
///
/// ```swift
/// struct BlurView: UIViewRepresentable {
///     var style: UIBlurEffect.Style
///     func makeUIView(context: Context) -> UIVisualEffectView {
///         UIVisualEffectView(effect: UIBlurEffect(style: style))
///     }
///     func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
///         uiView.effect = UIBlurEffect(style: style)
///     }
/// }
/// ```
///
/// In order, as SwiftUI calls them: `makeCoordinator()` (once), `makeUIView(context:)`
/// (once, the context carrying the coordinator), `updateUIView(_:context:)` (right after,
/// then at each update that evaluates the representable again), and
/// `dismantleUIView(_:coordinator:)` when it goes away. Its size is
/// `sizeThatFits(_:uiView:context:)` when that gives one, else worked out from the view's
/// `intrinsicContentSize` and priorities (UIV1 in `docs/LAYOUT-RULES.md`); the view is
/// drawn as `UIView` describes, at the size it is placed at.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view wrapped.
    associatedtype UIViewType: UIView
    /// What the representable gives its view's delegates and targets to talk back through.
    associatedtype Coordinator = Void
    /// What the representable's methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Updates the view to the representable's values and environment.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the view as the representable leaves the view tree.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Makes the coordinator, once per identity, before the view.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// The size for `proposal`; `nil` sizes the view from its intrinsic size.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType,
                                                 context: Self.Context) -> CGSize?
}

extension UIViewRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// No size of its own: sized from the view's intrinsic size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize? {
        nil
    }
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewRepresentable {
    /// Resolves the representable as its host, which keeps the view with the
    /// representable's identity (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        inputs.context.builder.makeNodes(RepresentableHost(ViewRepresentation(view)), inputs.context,
                                         into: &outputs.elements)
    }
}

/// What a `UIViewRepresentable`'s methods are given: its coordinator, a transaction, and
/// the environment it is in.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction: an empty one (no animation reaches a UIKit view here).
    public var transaction: Transaction
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

/// Internal: a `UIViewRepresentable` seen as what `RepresentableHost` keeps (UIV1).
struct ViewRepresentation<R: UIViewRepresentable>: Representation {
    let representable: R

    init(_ representable: R) { self.representable = representable }

    @MainActor func makeCoordinator() -> R.Coordinator { representable.makeCoordinator() }

    @MainActor func make(coordinator: R.Coordinator, transaction: Transaction, environment: EnvironmentValues) -> R.UIViewType {
        representable.makeUIView(context: context(coordinator, transaction, environment))
    }

    @MainActor func update(_ made: R.UIViewType, coordinator: R.Coordinator, transaction: Transaction,
                           environment: EnvironmentValues) {
        representable.updateUIView(made, context: context(coordinator, transaction, environment))
    }

    @MainActor static func dismantle(_ made: R.UIViewType, coordinator: R.Coordinator) {
        R.dismantleUIView(made, coordinator: coordinator)
    }

    @MainActor func sizeThatFits(_ proposal: ProposedViewSize, _ made: R.UIViewType, coordinator: R.Coordinator,
                                 transaction: Transaction, environment: EnvironmentValues) -> CGSize? {
        representable.sizeThatFits(proposal, uiView: made, context: context(coordinator, transaction, environment))
    }

    @MainActor static func view(of made: R.UIViewType) -> UIView { made }

    @MainActor private func context(_ coordinator: R.Coordinator, _ transaction: Transaction,
                                    _ environment: EnvironmentValues) -> R.Context {
        UIViewRepresentableContext(coordinator: coordinator, transaction: transaction, environment: environment)
    }
}
