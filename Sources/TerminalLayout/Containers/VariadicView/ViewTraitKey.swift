/// A key for a value a view carries for the custom container it is placed
/// in, read as `child[Key.self]` in a ``_VariadicView_ViewRoot`` (SwiftUI's
/// underscored trait API; rule CC2).
///
/// ```swift
/// struct Highlighted: _ViewTraitKey { static let defaultValue = false }
/// Text("b")._trait(Highlighted.self, true)
/// ```
public protocol _ViewTraitKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a view has when it sets none.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Sets the value this view carries for `key`, read by its custom
    /// container as `child[key]` (kept with its layout and container
    /// values: the one set closest to the view wins, CC2).
    public consuming func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(_TraitWritingModifier { node in
            node.pendingTraitsPointer().pointee.setLayoutValueUnlessSet(ObjectIdentifier(key), value)
        })
    }
}
