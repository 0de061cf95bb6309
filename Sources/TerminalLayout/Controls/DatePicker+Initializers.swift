import Foundation

// SwiftUI's initialisers of `DatePicker`: a label view, a `LocalizedStringKey` or a
// string; no range, a closed range, or a range open at one end (DATE1).

extension DatePicker {
    /// A picker of `selection`, labelled by the view `label` makes.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }

    /// A picker of `selection` in `range`, labelled by the view `label` makes.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }

    /// A picker of `selection` from `range`'s start, labelled by the view `label` makes.
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }

    /// A picker of `selection` up to `range`'s end, labelled by the view `label` makes.
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }
}

extension DatePicker where Label == Text {
    /// A picker titled by the key's text of `selection`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, 
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, 
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: Text(title))
    }

    /// A picker titled by the key's text of `selection` in `range`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, 
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of `selection` in `range`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, 
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }

    /// A picker titled by the key's text of `selection` from `range`'s start.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, 
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of `selection` from `range`'s start.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, 
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: Text(title))
    }

    /// A picker titled by the key's text of `selection` up to `range`'s end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, 
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    /// A picker titled `title` of `selection` up to `range`'s end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, 
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: Text(title))
    }
}
