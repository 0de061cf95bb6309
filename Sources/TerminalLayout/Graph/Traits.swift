/// Internal: values that trait modifiers write on a view element
/// (`layoutPriority`, `layoutValue`, `id`, `zIndex`, grid cell spans).
struct Traits {
    /// Set by `layoutPriority(_:)` on this element.
    var priority: Double?
    /// Values set with `layoutValue(key:value:)`, keyed by the key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The explicit identity, from `id(_:)` or `ForEach`.
    var id: AnyHashable?
    /// Set by `zIndex(_:)`.
    var zIndex: Double?
    /// Set by `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable?

    /// Whether two trait sets are the same.
    func isSame(as other: Traits) -> Bool {
        priority == other.priority && id == other.id && zIndex == other.zIndex
            && coordinateSpaceName == other.coordinateSpaceName
            && layoutValues.count == other.layoutValues.count
            && layoutValues.allSatisfy { key, value in
                other.layoutValues[key].map { structurallyEqual(value, $0) } ?? false
            }
    }
}
