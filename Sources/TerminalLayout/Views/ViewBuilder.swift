/// A result builder that makes views from closures: any number of children,
/// `if`, `if`/`else`, `switch`, optionals and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view is passed through.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a `TupleView`.
    ///
    /// Inlinable, so that a body's block is specialised where it is written:
    /// called from another module unspecialised, every call looked up the
    /// tuple type's metadata at run time (≈ 1,500 instructions a body).
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView((repeat each content), children: children)
    }

    /// Each expression must be a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` produces an optional view.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` produces an optional view.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` content is type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// A `for` loop: one child per iteration, identified by its index.
    /// (Extension: SwiftUI's builder has no `for` loops; use `ForEach`
    /// for data whose identity matters.)
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }
}

/// Several views in sequence, built by `ViewBuilder`.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let children: [any View]

    /// Creates a tuple view from a tuple whose elements are views.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    @usableFromInline
    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    /// A tuple view has no body; it contributes one element per child.
    public var body: Never { preconditionFailure("TupleView is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        for (i, child) in children.enumerated() {
            context.builder.resolveAny(child, context.appending(.index(i)), into: &elements)
        }
    }
}

/// The views of a `for` loop in a `ViewBuilder`, identified by position.
nonisolated public struct _ViewArray<Content: View>: View, PrimitiveView {
    let elements: [Content]
    /// A view array has no body; it contributes its elements.
    public var body: Never { preconditionFailure("_ViewArray is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        for (i, element) in self.elements.enumerated() {
            context.resolve(element, context.appending(.index(i)), into: &elements)
        }
    }
}

/// One of two views, chosen by an `if`/`else` or `switch`; each branch has
/// its own identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    /// A conditional has no body; it contributes its chosen branch.
    public var body: Never { preconditionFailure("_ConditionalContent is a primitive view") }

    /// Resolves this primitive view into nodes (see `View._makeNodes`).

    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {

        view._resolve(inputs.context, into: &outputs.elements)

    }


    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        switch storage {
        case .trueContent(let view): context.resolve(view, context.appending(.branch(0)), into: &elements)
        case .falseContent(let view): context.resolve(view, context.appending(.branch(1)), into: &elements)
        }
    }
}

/// A conditional is equal to another when the same branch is chosen and its
/// views are equal: an update keeps a `ForEach` element built with `if` or
/// `switch` whose value is last time's (UPD1).
extension _ConditionalContent: Equatable where TrueContent: Equatable, FalseContent: Equatable {}
extension _ConditionalContent.Storage: Equatable where TrueContent: Equatable, FalseContent: Equatable {}

extension Optional: View where Wrapped: View {
    /// An optional view has no body; it contributes its view if present.
    public var body: Never { preconditionFailure("Optional is a primitive view") }
}

extension Optional: PrimitiveView where Wrapped: View {
    /// Resolves this primitive view into nodes (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        if case .some(let view) = self {
            context.resolve(view, context.appending(.branch(0)), into: &elements)
        }
    }
}
