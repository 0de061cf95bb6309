/// One subview of a custom container's content, as SwiftUI (iOS 18) hands
/// it to `Group(subviews:transform:)` and `ForEach(subviews:content:)`.
///
/// A subview is a view: put it in the view a container's transform
/// returns, with any modifiers, and the view it stands for is placed
/// there. It keeps its identity and `@State` wherever it is placed, and
/// carries the values its view set with `containerValue(_:_:)`:
///
/// ```swift
/// struct Board<Content: View>: View {
///     @ViewBuilder var content: Content
///     var body: some View {
///         HStack {
///             ForEach(subviews: content) { subview in
///                 subview.padding(1).border(.gray)
///             }
///         }
///     }
/// }
/// ```
///
/// A subview is resolved where its container is, with the environment
/// there (CC1): modifiers that change the environment (`font(_:)`,
/// `foregroundStyle(_:)`) do not reach it when applied in the transform;
/// modifiers that lay it out (`padding`, `frame`, `background`, `border`)
/// and traits (`layoutPriority`, `containerValue`) do. A subview placed
/// twice in one update is placed once; the second is left out with a
/// diagnostic.
nonisolated public struct Subview: View, Identifiable, PrimitiveView {
    /// A subview's identity: stable from update to update while its view
    /// keeps its identity in the content.
    public struct ID: Hashable {
        let source: Node
        let key: NodeKey
    }

    /// The node its view was resolved into (in its container's source scope).
    let node: Node
    /// The subview's identity.
    public let id: ID
    /// The values its view carries for its container (`containerValue(_:_:)`).
    public let containerValues: ContainerValues
    /// The identity its view was given with `id(_:)` or by a `ForEach`
    /// (for `_VariadicView_Children.Element.id(as:)`, CC2).
    let explicitID: AnyHashable?
    /// The update that staged it: a view holding a subview is never taken
    /// for the same view as last update's (it is resolved again, UPD1).
    let stamp: Int

    /// `Subview` has no body: it places the view it stands for.
    public var body: Never { preconditionFailure("Subview is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        let builder = context.builder
        guard node.arena === builder.engine.arena, node.isLive else {
            builder.engine.report(.invalidSubview(reason: "a subview from an earlier update whose view is gone; left out"))
            return
        }
        guard builder.placedSubviews.insert(node).inserted else {
            builder.engine.report(.invalidSubview(reason: "\(node.kindName) placed twice in one update; the second left out"))
            return
        }
        elements.append(node)
    }
}
