extension HorizontalAlignment {
    /// The guide marking the leading end of a list row's separator, as in
    /// SwiftUI. TerminalLayout has no `List`; it is a plain guide whose
    /// default is the view's leading edge (0), so `alignmentGuide` can set
    /// it and a layout can read it like any custom guide.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeading.self)

    /// The guide marking the trailing end of a list row's separator, as in
    /// SwiftUI: a plain guide here, defaulting to the view's trailing edge
    /// (its width).
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailing.self)

    /// The identity of `listRowSeparatorLeading`.
    enum ListRowSeparatorLeading: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.leading] }
    }

    /// The identity of `listRowSeparatorTrailing`.
    enum ListRowSeparatorTrailing: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
    }
}
