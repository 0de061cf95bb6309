nonisolated extension View {
    /// Sets the priority with which a stack offers this view space (S3, S5).
    ///
    /// It counts only when it is the outermost layout-affecting modifier:
    /// `frame`, `padding` and `position` report priority 0, so write
    /// `.frame(…).layoutPriority(1)`, not `.layoutPriority(1).frame(…)`.
    public consuming func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitValueModifier(.priority(value.isNaN ? 0 : value)))
    }

    /// Stores a value for this view's layout container to read with
    /// `subview[Key.self]` (L10).
    public consuming func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier { node in
            // In place, in one access: a value written closer to the view wins.
            node.pendingTraitsPointer().pointee.setLayoutValueUnlessSet(ObjectIdentifier(key), value)
        })
    }

    /// Sets the order in which this view is drawn among its siblings:
    /// higher values are drawn later (on top). Layout is unaffected.
    public consuming func zIndex(_ value: Double) -> some View {
        modifier(_TraitValueModifier(.zIndex(value.isFinite ? value : 0)))
    }

    /// Gives this view an explicit identity: a view with another id is
    /// another view (its memo and caches start afresh), and
    /// `LayoutResult.frame(for:)` finds it by this id.
    @inlinable
    public consuming func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: id))
    }
}

/// The identifier Xcode's design-time previews give the views of a
/// preview (named by SwiftUI code that extends `ModifiedContent` for it;
/// never made by TerminalLayout).
public struct __DesignTimeSelectionIdentifier: Hashable, Sendable {
    /// The identifier.
    public let identifier: String

    /// An identifier.
    public init(_ identifier: String) {
        self.identifier = identifier
    }
}

/// The modifier trait-writing modifiers apply. Traits written closer to
/// the view win over outer ones for layout values; `layoutPriority` and
/// `zIndex` are set on the element they wrap.
nonisolated public struct _TraitWritingModifier: ViewModifier, PrimitiveModifier {
    let write: (Node) -> Void

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        traitEach(content, context, into: &elements, write)
    }
}

/// The modifier `layoutPriority` and `zIndex` apply: the trait held as a
/// value, so that a view with it compares equal to the same view with the
/// same trait — an update keeps a `ForEach` element such as
/// `Text(name).layoutPriority(1)` whose value is last time's (UPD1).
/// (`_TraitWritingModifier` writes with a closure, which cannot be compared.)
nonisolated public struct _TraitValueModifier: ViewModifier, PrimitiveModifier, Equatable {
    /// The trait set.
    enum Trait: Equatable {
        case priority(Double)
        case zIndex(Double)
    }

    let trait: Trait

    init(_ trait: Trait) {
        self.trait = trait
    }

    /// Two are equal when they set the same trait to the same value (bit
    /// for bit: no NaN reaches here, and −0 stays −0 as it was written).
    public static func == (a: Self, b: Self) -> Bool {
        switch (a.trait, b.trait) {
        case (.priority(let x), .priority(let y)), (.zIndex(let x), .zIndex(let y)): x.bitPattern == y.bitPattern
        default: false
        }
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                          _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        switch trait {
        case .priority(let value): traitEach(content, context, into: &elements) { $0.pendingTraitsPointer().pointee.priority = value }
        case .zIndex(let value): traitEach(content, context, into: &elements) { $0.pendingTraitsPointer().pointee.zIndex = value }
        }
    }
}

/// The modifier `id(_:)` applies, generic over the id's type as SwiftUI's
/// (code written for Xcode's design-time previews names
/// `_IdentifiedModifier<__DesignTimeSelectionIdentifier>`).
nonisolated public struct _IdentifiedModifier<Identifier: Hashable>: ViewModifier, PrimitiveModifier, Equatable {
    /// The id as nodes store it (an `Int` in place).
    @usableFromInline let explicitID: ExplicitID

    @inlinable
    init(id: Identifier) {
        explicitID = ExplicitID(id)
    }

    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).

    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,

                                          _ outputs: inout _ViewOutputs) {

        modifier._resolve(content: content, inputs.context, into: &outputs.elements)

    }


    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        context.resolve(content, context.appending(.id(explicitID)), into: &elements)
        for i in start..<elements.count { elements[i].giveIDUnlessSet(explicitID) }
    }
}
