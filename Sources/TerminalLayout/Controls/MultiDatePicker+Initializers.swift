import Foundation

// SwiftUI's initialisers of `MultiDatePicker`: a label view, a `LocalizedStringKey` or a
// string; no range, a half-open range, or a range open at one end (DATE4).

extension MultiDatePicker {
    /// A picker of the dates in `selection`, labelled by the view `label` makes.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, label: label())
    }

    /// A picker of dates in `bounds` (its end excluded), labelled by the view `label` makes.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: label())
    }

    /// A picker of dates from `bounds`' start, labelled by the view `label` makes.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: label())
    }

    /// A picker of dates before `bounds`' end, labelled by the view `label` makes.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: label())
    }
}

extension MultiDatePicker where Label == Text {
    /// A picker titled by the key's text of the dates in `selection`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(titleKey))
    }

    /// A picker titled `title` of the dates in `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection, lower: nil, upper: nil, label: Text(title))
    }

    /// A picker titled by the key's text of dates in `bounds` (its end excluded).
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker titled `title` of dates in `bounds` (its end excluded).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: bounds.upperBound, label: Text(title))
    }

    /// A picker titled by the key's text of dates from `bounds`' start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(titleKey))
    }

    /// A picker titled `title` of dates from `bounds`' start.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                   in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, lower: bounds.lowerBound, upper: nil, label: Text(title))
    }

    /// A picker titled by the key's text of dates before `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
                in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(titleKey))
    }

    /// A picker titled `title` of dates before `bounds`' end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                   in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, lower: nil, upper: bounds.upperBound, label: Text(title))
    }
}
