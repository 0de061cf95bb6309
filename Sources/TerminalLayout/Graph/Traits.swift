/// Internal: values that trait modifiers write on a view element
/// (`layoutPriority`, `layoutValue`, `id`, `zIndex`, grid cell spans).
///
/// Most elements carry at most an id, so everything else lives in a
/// shared, copy-on-write box that only elements with such traits allocate,
/// and the id is an `ExplicitID` (an `Int` in place): a node keeps two
/// trait sets (the committed one and the one being resolved), and this
/// keeps both at 32 bytes.
struct Traits {
    /// The explicit identity, from `id(_:)` or `ForEach`.
    var id: AnyHashable? {
        get { explicitID?.value }
        set { explicitID = newValue.map { ExplicitID(anyHashable: $0) } }
    }
    /// The explicit identity as stored (see `ExplicitID`).
    var explicitID: ExplicitID?
    /// Whether `id` is set.
    var hasID: Bool { explicitID != nil }
    /// Whether nothing is set (no id, no other trait).
    var isEmpty: Bool { explicitID == nil && extras == nil }
    /// The other traits, or `nil` when none is set.
    private(set) var extras: TraitExtras?

    /// Set by `layoutPriority(_:)` on this element.
    var priority: Double? {
        get { extras?.priority }
        set { mutableExtras().priority = newValue }
    }
    /// Values set with `layoutValue(key:value:)`, keyed by the key type.
    var layoutValues: LayoutValueTable {
        get { extras?.layoutValues ?? LayoutValueTable() }
        set { mutableExtras().layoutValues = newValue }
    }
    /// Sets the layout value for `key` unless one is set (a value written
    /// closer to the view wins), in place: the box is made or copied only
    /// when a value is added.
    mutating func setLayoutValueUnlessSet(_ key: ObjectIdentifier, _ value: Any) {
        if let extras, extras.layoutValues.contains(key) { return }
        mutableExtras().layoutValues.add(key, value)
    }

    /// Reads the layout value for `key` into `value` (see `LayoutValueTable.read`),
    /// in place: no copy of the traits or the table.
    @inline(__always)
    func readLayoutValue<V>(_ key: ObjectIdentifier, into value: inout V) -> LayoutValueTable.ReadResult {
        Self.readLayoutValue(extras, key, into: &value)
    }

    /// `readLayoutValue(_:into:)` of traits whose box is `extras`: a node's
    /// traits are read as `record.pointee.traits.extras` — only the box is
    /// loaded, where calling a method on the record's traits copies them.
    @inline(__always)
    static func readLayoutValue<V>(_ extras: TraitExtras?, _ key: ObjectIdentifier,
                                   into value: inout V) -> LayoutValueTable.ReadResult {
        guard let extras else { return .absent }
        // Read where the table is: `extras.layoutValues.read` would copy the
        // table (its arrays and its first value) out of the box every time.
        return withUnsafeMutablePointer(to: &extras.layoutValues) { LayoutValueTable.read(at: $0, key, into: &value) }
    }
    /// Set by `zIndex(_:)`.
    var zIndex: Double? {
        get { extras?.zIndex }
        set { mutableExtras().zIndex = newValue }
    }
    /// Set by `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable? {
        get { extras?.coordinateSpaceName }
        set { mutableExtras().coordinateSpaceName = newValue }
    }

    /// The box, made or copied so that this value owns it alone.
    /// Whether any value but the id is set (most views set none).
    var hasExtras: Bool { extras != nil }

    private mutating func mutableExtras() -> TraitExtras {
        if let box = extras, isKnownUniquelyReferenced(&extras!) { return box }
        let box = extras?.copy() ?? TraitExtras()
        extras = box
        return box
    }

    /// Whether two trait sets are the same.
    func isSame(as other: Traits) -> Bool {
        // Most views have no explicit id and no extras: nothing to compare.
        if !hasID, !other.hasID, extras == nil, other.extras == nil { return true }
        guard hasID == other.hasID else { return false }
        if hasID, explicitID.unsafelyUnwrapped != other.explicitID.unsafelyUnwrapped { return false }
        if extras === other.extras { return true }
        return priority == other.priority && zIndex == other.zIndex
            && coordinateSpaceName == other.coordinateSpaceName
            && layoutValues.isSame(as: other.layoutValues)
    }
}

/// Internal: the traits other than the id, boxed (see `Traits`).
final class TraitExtras {
    var priority: Double?
    // Unchecked: read by every `subview[Key.self]`; a box is written only
    // while its node's traits are collected (copied on write).
    @exclusivity(unchecked) var layoutValues = LayoutValueTable()
    var zIndex: Double?
    var coordinateSpaceName: AnyHashable? {
        didSet { namesCoordinateSpace = coordinateSpaceName != nil }
    }
    /// Whether `coordinateSpaceName` is set: a plain flag, read by every
    /// placing of a node with extras (checking the optional `AnyHashable`
    /// itself copied it and destroyed the copy).
    private(set) var namesCoordinateSpace = false

    func copy() -> TraitExtras {
        let copy = TraitExtras()
        copy.priority = priority
        copy.layoutValues = layoutValues
        copy.zIndex = zIndex
        copy.coordinateSpaceName = coordinateSpaceName
        return copy
    }
}
