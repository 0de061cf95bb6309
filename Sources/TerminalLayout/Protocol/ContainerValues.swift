/// The values a view carries for the container it is placed in, as in
/// SwiftUI (iOS 18): set with `containerValue(_:_:)`, read in a `Layout`
/// as `subview.containerValues`.
///
/// ```swift
/// extension ContainerValues { @Entry var rank = 0 }
///
/// struct Ranked: Layout {                         // shortest rank first
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
///                        subviews: Subviews, cache: inout ()) {
///         let order = subviews.indices.sorted { subviews[$0].containerValues.rank < subviews[$1].containerValues.rank }
///         …
///     }
/// }
/// Ranked { Text("b").containerValue(\.rank, 2); Text("a").containerValue(\.rank, 1) }
/// ```
///
/// Only the container a view is placed in sees its values (a view inside a
/// nested stack is that stack's subview, not the outer container's), as a
/// `LayoutValueKey`'s. A value set on a `ForEach` or `Group` is set on each
/// of the views it makes; modifiers pass values through, and the one set
/// closest to the view wins. Values are kept with the view's other layout
/// values, so a key that is also a `LayoutValueKey` type shares its value.
public struct ContainerValues {
    /// The values, by key type.
    var table = LayoutValueTable()

    init() {}

    init(table: LayoutValueTable) {
        self.table = table
    }

    /// The value for `key`, or its default where none is set.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get {
            var value = Key.defaultValue
            table.read(ObjectIdentifier(key), into: &value)
            return value
        }
        set { table[ObjectIdentifier(key)] = newValue }
    }
}

nonisolated extension View {
    /// Sets a value this view carries for its container to read through
    /// ``ContainerValues`` (`subview.containerValues` in a `Layout`).
    ///
    /// A value set closer to the view wins over one set outside it.
    public consuming func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        // The key path's setter says which key it sets (and may set more).
        var values = ContainerValues()
        values[keyPath: keyPath] = value
        let table = values.table
        return modifier(_TraitWritingModifier { node in
            let traits = node.pendingTraitsPointer()
            table.forEachValue { key, value in traits.pointee.setLayoutValueUnlessSet(key, value) }
        })
    }
}

extension LayoutSubview {
    /// The values the subview carries for this container (iOS 18): set with
    /// `containerValue(_:_:)` on the view or a modifier around it.
    public var containerValues: ContainerValues {
        ContainerValues(table: node.layoutValues())
    }
}
