/// A piece of user interface: either a primitive view, or a composition
/// whose `body` describes it, exactly as in SwiftUI.
@MainActor @preconcurrency public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// How a value of this type becomes nodes of a `ViewGraph` — the
    /// package's counterpart of SwiftUI's `_makeView`. Do not implement
    /// it: the package's primitive views do, and every other view resolves
    /// its `body`. A static requirement, so resolving a view costs no
    /// dynamic cast.
    nonisolated static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
}

nonisolated extension View {
    /// Resolves the view's `body` (or, for a primitive view without its own
    /// implementation, the view itself).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        let context = inputs.context
        if let primitive = view as? any PrimitiveView {
            primitive._resolve(context, into: &outputs.elements)
            return
        }
        // A view of your own whose value, inherited values and state are
        // last time's keeps its nodes, its body not evaluated (UPD1).
        context.builder.resolveKeepingByValue(view, context, into: &outputs.elements) {
            resolveBody(of: view, context, into: &$0)
        }
    }

    /// Resolves the view's `body`: its dynamic properties installed, its
    /// state's owner noted (STATE2).
    static func resolveBody(of view: Self, _ context: ResolveContext, into elements: inout [Node]) {
        let inner = context.appending(.type(ObjectIdentifier(Self.self)))
        let builder = context.builder
        // A body may read what the view's value does not show (UPD1).
        builder.bodiesEvaluated += 1
        // `@State`, `@Environment`…: installed into a copy of the view
        // first (a type without any costs one cache probe).
        if let fields = builder.engine.dynamicProperties.fields(of: Self.self) {
            var installed = view
            if let owner = builder.install(fields, into: &installed, key: inner.path, environment: context.environment) {
                // A view with state: what evaluating it again alone needs is noted (STATE2).
                builder.beginBody(of: owner, elementCount: elements.count)
                builder.resolveBody(of: installed, inner, into: &elements)
                builder.endBody(elements: elements, context: context) { context, elements in
                    context.builder.makeNodes(view, context, into: &elements)
                }
            } else {
                builder.resolveBody(of: installed, inner, into: &elements)
            }
        } else {
            builder.resolveBody(of: view, inner, into: &elements)
        }
    }
}

/// What a view is resolved with: its place in the graph and what it
/// inherits. Opaque; only `View._makeNodes` passes it on.
public struct _ViewInputs {
    let context: ResolveContext
}

/// The nodes a view resolves into. Opaque; only `View._makeNodes` fills it.
public struct _ViewOutputs {
    var elements: [Node]
}

extension Never: View {
    /// `Never` has no body; it is the `Body` type of primitive views.
    nonisolated public var body: Never { self }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error,
    /// as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view; it has no body")
    }
}
