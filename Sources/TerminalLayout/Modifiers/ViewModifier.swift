/// A modifier that you apply to a view, producing a different view, as in
/// SwiftUI: write `body(content:)` and apply it with `modifier(_:)`.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View { content.padding().border(.gray) }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body

    /// How this modifier applied to `content` becomes nodes — like
    /// `View._makeNodes`. Do not implement it: the package's built-in
    /// modifiers do, and every other modifier resolves its `body`.
    nonisolated static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs)
}

nonisolated extension ViewModifier {
    /// Resolves `body(content:)` with `content` as its content (or, for a
    /// built-in modifier without its own implementation, the modifier itself).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        let context = inputs.context
        if let primitive = modifier as? any PrimitiveModifier {
            primitive._resolve(content: content, context, into: &outputs.elements)
            return
        }
        // A modifier of your own applied to content, both last time's (the
        // modified content compares equal), keeps its nodes: neither its
        // body nor its content is evaluated again (UPD1).
        context.builder.resolveKeepingByValue(ModifiedContent(content: content, modifier: modifier), context,
                                              into: &outputs.elements) {
            resolveBody(modifier, content: content, context, into: &$0)
        }
    }

    /// Resolves `body(content:)` with `content` as its content: the
    /// modifier's dynamic properties installed, its state's owner noted (STATE2).
    static func resolveBody<C: View>(_ modifier: Self, content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let box = ModifierContentBox(outer: context.modifierContent) { inner, elements in
            inner.builder.resolve(content, inner.appending(.content), into: &elements)
        }
        var inner = context.appending(.type(ObjectIdentifier(Self.self)))
        inner.modifierContent = box
        let builder = context.builder
        // A body may read what the modifier's value does not show (UPD1).
        builder.bodiesEvaluated += 1
        if let fields = builder.engine.dynamicProperties.fields(of: Self.self) {
            var installed = modifier
            if let owner = builder.install(fields, into: &installed, key: inner.path, environment: context.environment) {
                // A modifier with state: evaluated again alone with its content (STATE2).
                builder.beginBody(of: owner, elementCount: elements.count)
                builder.resolve(onMainThread { assumingMainActor(installed) { $0.body(content: _ViewModifier_Content<Self>()) } }, inner,
                                into: &elements)
                builder.endBody(elements: elements, context: context) { context, elements in
                    var outputs = _ViewOutputs(elements: [])
                    swap(&outputs.elements, &elements)
                    Self._makeNodes(modifier, content: content, _ViewInputs(context: context), &outputs)
                    swap(&outputs.elements, &elements)
                }
            } else {
                builder.resolve(onMainThread { assumingMainActor(installed) { $0.body(content: _ViewModifier_Content<Self>()) } }, inner,
                                into: &elements)
            }
        } else {
            context.resolve(onMainThread { assumingMainActor(modifier) { $0.body(content: _ViewModifier_Content<Self>()) } },
                            inner,
                            into: &elements)
        }
    }
}

nonisolated extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a primitive modifier; it has no body")
    }
}

/// The view a `ViewModifier`'s body receives: the content being modified.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    /// The content has no body.
    public var body: Never { preconditionFailure("_ViewModifier_Content is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        guard let box = context.modifierContent else { return }
        var outer = context
        outer.modifierContent = box.outer
        box.resolve(outer, &elements)
    }
}

/// Internal: how `_ViewModifier_Content` reaches the content of the
/// modifier whose body is being resolved.
final class ModifierContentBox {
    let resolve: (ResolveContext, inout [Node]) -> Void
    let outer: ModifierContentBox?
    init(outer: ModifierContentBox?, resolve: @escaping (ResolveContext, inout [Node]) -> Void) {
        self.outer = outer
        self.resolve = resolve
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier
    /// Creates modified content.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

/// Modified content is equal when its content and its modifier are, as in
/// SwiftUI (an update keeps a `ForEach` element whose value is equal, UPD1).
extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content has no body of its own: it resolves the modifier.
    public var body: Never { preconditionFailure("ModifiedContent is a primitive view") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    /// (The modifier is asked directly, with the inputs and outputs as
    /// they came: going through `_resolve` made the runtime look up this
    /// generic type's metadata on every call.)
    @inline(__always)
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        Modifier._makeNodes(view.modifier, content: view.content, inputs, &outputs)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        var outputs = _ViewOutputs(elements: [])
        swap(&outputs.elements, &elements)
        Modifier._makeNodes(modifier, content: content, _ViewInputs(context: context), &outputs)
        swap(&outputs.elements, &elements)
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    @inlinable
    public consuming func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// Internal: a built-in modifier, which resolves itself.
protocol PrimitiveModifier {
    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node])
}

extension PrimitiveModifier {
    /// Wraps each element of `content` in a node with `behavior` (unary
    /// modifiers apply to each view of a `Group` or `ForEach`). Inlined into
    /// each modifier's `_resolve`, where the behaviour's type is known: its
    /// nodes are made by code specialised for it.
    @inline(__always)
    func wrapEach<C: View, B: NodeBehavior>(_ content: C, _ context: ResolveContext, into elements: inout [Node],
                                            _ behavior: (ResolveContext) -> B) {
        // The content's elements are resolved in place and each replaced by
        // its wrapper (no array per modifier).
        let start = elements.count
        context.resolve(content, context.appending(.content), into: &elements)
        for i in start..<elements.count {
            let child = elements[i]
            let b = behavior(context)
            let node = context.node(child.key.appending(.wrap(ObjectIdentifier(B.self))), behavior: b)
            // Through a guaranteed reference (`context.builder` is a retain
            // and a release per element).
            context.unmanagedBuilder._withUnsafeGuaranteedRef { $0.setChildren(NodeList(child), of: node) }
            elements[i] = node
        }
    }

    /// Resolves `content` and lets `body` write traits on each element.
    func traitEach<C: View>(_ content: C, _ context: ResolveContext, into elements: inout [Node],
                            _ body: (Node) -> Void) {
        let start = elements.count
        context.resolve(content, context, into: &elements)
        for node in elements[start...] { body(node) }
    }

    /// Resolves `content` with a changed environment.
    func withEnvironment<C: View>(_ content: C, _ context: ResolveContext, into elements: inout [Node],
                                  _ change: (inout ResolvedEnvironment) -> Void) {
        var inner = context.appending(.content)
        change(&inner.environment)
        context.resolve(content, inner, into: &elements)
    }
}
