/// One entry of an accessibility rotor, as in SwiftUI: a label and the
/// view (by `id`) or text range it goes to.
///
/// A terminal app has no rotor: entries are accepted and never shown (A11Y2).
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    /// The label assistive technology reads.
    let label: Text?
    /// The view the entry goes to, if any.
    let id: ID?

    /// Primitive: no body.
    public var body: Never { fatalError("AccessibilityRotorEntry has no body") }

    /// An entry going to the view with `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label
        self.id = id
    }

    /// An entry going to the view with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID,
                textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string key going to the view with `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID,
                textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string key going to the view with `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID,
                textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string going to the view with `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID,
                                   textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry with a string going to the view with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, in namespace: Namespace.ID,
                                   textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry going to a range of the text of the view the rotor is on.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) where ID == Never {
        self.label = label
        id = nil
    }

    /// An entry with a string key going to a range of the text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>,
                prepare: @escaping () -> Void = {}) where ID == Never {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    /// An entry with a string going to a range of the text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>,
                                   prepare: @escaping () -> Void = {}) where ID == Never {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}
