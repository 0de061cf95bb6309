/// A view that an update compares with its last value using its content's
/// `==`, and does not evaluate again when they are equal.
///
/// ```swift
/// struct Row: View, Equatable {
///     let item: Item
///     let highlight: Color      // not part of what the row shows
///     static func == (a: Row, b: Row) -> Bool { a.item == b.item }
///     var body: some View { Text(item.title) }
/// }
/// ForEach(items) { Row(item: $0, highlight: accent).equatable() }
/// ```
///
/// Every view of your own is compared with its last value before its
/// `body` is evaluated again (rule UPD1: with `==` where it is `Equatable`,
/// else field by field); `EquatableView` says so explicitly, as in SwiftUI.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view compared and shown.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: Content { content }

    /// Whether the two contents are equal, by the content's `==`.
    public static func == (a: Self, b: Self) -> Bool { a.content == b.content }
}

nonisolated extension View where Self: Equatable {
    /// This view, compared with its last value by its `==` before its body
    /// is evaluated again (see `EquatableView`).
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
