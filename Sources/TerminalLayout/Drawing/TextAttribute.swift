/// A value attached to text with `Text.customAttribute(_:)`, read back by
/// a ``TextRenderer`` from the runs it marks (TXR1).
///
/// ```swift
/// struct Emphasis: TextAttribute {}
/// Text("Hi").customAttribute(Emphasis())
/// // in draw(layout:in:): if run[Emphasis.self] != nil { … }
/// ```
public protocol TextAttribute: Hashable {}

extension Text {
    /// The text with `value` attached, for a ``TextRenderer`` to read from
    /// its runs (`run[K.self]`). Nothing else changes (TXR1).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        copy.attributes = TextAttributes(values: (attributes?.values ?? []).filter { !($0.base is T) } + [AnyHashable(value)])
        return copy
    }
}

/// Internal: the custom attributes of a text.
struct TextAttributes: Equatable, @unchecked Sendable {
    var values: [AnyHashable]

    /// The attribute of type `K`, if attached.
    func value<K: TextAttribute>(_ key: K.Type) -> K? {
        values.lazy.compactMap { $0.base as? K }.first
    }
}
