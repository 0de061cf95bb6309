import Foundation

/// A view made from a collection of data, as in SwiftUI: ``ForEach`` is one, and its
/// `onDelete(perform:)` and `onMove(perform:)` make the rows of a ``List`` deletable and
/// movable from the keyboard (EDIT1).
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Sets the action that deletes rows, as in SwiftUI: in a ``List``, Backspace or Delete on
    /// a focused row calls it with the row's offset in `data` (EDIT1); `nil` turns deleting
    /// off.
    ///
    /// ```swift
    /// ForEach(items, id: \.self) { Text($0) }
    ///     .onDelete { items.remove(atOffsets: $0) }
    /// ```
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, actions: ForEachEditActions(delete: action, setsDelete: true))
    }

    /// Sets the action that moves rows, as in SwiftUI: in a ``List``, Option-↑ / Option-↓ (or
    /// Shift-) on a focused row — plain ↑ ↓ while the edit mode is editing — call it with the
    /// row's offset and the offset to move it before, counted in `data` before the move
    /// (EDIT1): ↑ on row 2 is `([2], 1)`, ↓ on row 2 is `([2], 4)`. `nil` turns moving off.
    ///
    /// ```swift
    /// ForEach(items, id: \.self) { Text($0) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        _EditableContent(base: self, actions: ForEachEditActions(move: action, setsMove: true))
    }
}

/// Internal: the delete and move actions of a `ForEach` (EDIT1); which of them a modifier set.
struct ForEachEditActions {
    var delete: ((IndexSet) -> Void)? = nil
    var move: ((IndexSet, Int) -> Void)? = nil
    var setsDelete = false
    var setsMove = false

    /// These actions with those `outer` sets in their place (the modifier applied last wins).
    func overridden(by outer: ForEachEditActions) -> ForEachEditActions {
        var result = self
        if outer.setsDelete { result.delete = outer.delete; result.setsDelete = true }
        if outer.setsMove { result.move = outer.move; result.setsMove = true }
        return result
    }

    /// Whether a row can be edited at all.
    var isEmpty: Bool { delete == nil && move == nil }
}

/// Internal: content that can take edit actions: a `ForEach` becomes the `ForEach` of its
/// rows wrapped to take the keys (`_EditableRow`), an `_EditableContent` passes its actions
/// on, with the outer ones winning.
protocol EditActionsCarrier {
    func editable(_ actions: ForEachEditActions) -> any View
}

extension ForEach: EditActionsCarrier {
    func editable(_ actions: ForEachEditActions) -> any View {
        guard resolveDeferred == nil, !actions.isEmpty else { return self }
        let count = data.count
        let content = self.content, idOf = self.idOf
        return ForEach<_EditableElements<Data>, ID, _EditableRow<Content>>(
            _EditableElements(base: data), idOf: { idOf($0.element) }, unique: idsAreUnique
        ) { item in
            _EditableRow(content: content(item.element), offset: item.offset, count: count, actions: actions)
        }
    }
}

/// The view `onDelete(perform:)` and `onMove(perform:)` return: its content, whose rows take
/// the keys that call the actions when they are a ``List``'s (EDIT1).
nonisolated public struct _EditableContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    let base: Base
    let actions: ForEachEditActions

    /// The data of the content.
    public var data: Base.Data { base.data }

    public var body: Never { preconditionFailure("_EditableContent is a primitive view") }

    /// Resolves the content with its rows wrapped (see `View._makeNodes`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        view._resolve(inputs.context, into: &outputs.elements)
    }

    func _resolve(_ context: ResolveContext, into elements: inout [Node]) {
        context.resolve(editable(ForEachEditActions()), context, into: &elements)
    }
}

extension _EditableContent: EditActionsCarrier {
    func editable(_ outer: ForEachEditActions) -> any View {
        guard let carrier = base as? any EditActionsCarrier else { return base }
        return carrier.editable(actions.overridden(by: outer))
    }
}

extension _EditableContent: LazyRowsProvider {
    /// In a lazy container (a `List`), the wrapped `ForEach` is a lazy segment as it would be.
    func collectRows(_ context: ResolveContext, into rows: inout LazyRows) {
        context.builder.collectRows(editable(ForEachEditActions()), context, into: &rows)
    }
}

/// Internal: a collection's elements with their offsets, the data of an editable `ForEach`.
struct _EditableElements<Base: RandomAccessCollection>: RandomAccessCollection {
    let base: Base
    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    subscript(position: Int) -> (offset: Int, element: Base.Element) {
        (position, base[base.index(base.startIndex, offsetBy: position)])
    }
}
