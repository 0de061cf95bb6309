import Foundation

/// A control that picks a date, as in SwiftUI (DATE1–DATE3).
///
/// ```swift
/// DatePicker("Due", selection: $due, in: Date()..., displayedComponents: .date)
/// ```
///
/// In a terminal a date picker is its label, then the date as fields —
/// `2024-03-05 14:07`: year, month and day, hour and minute (24-hour), in the
/// environment's calendar and time zone, always in this order. It is focusable (Tab);
/// focused, it is bold and its current field is drawn on the accent colour: ← → move
/// between the fields, ↑ or `+` step the field up and ↓ or `-` down (wrapping within
/// the field, the other fields kept), digits type into it, Home and End set the range's
/// bounds. The value is kept in the range. Every ``DatePickerStyle`` draws the same.
nonisolated public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    let lower: Date?
    let upper: Date?
    /// The index of the current field.
    @State private var current = 0
    /// The digits typed into the current field, not yet set (DATE2).
    @State private var draft = ""
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    /// The shape of SwiftUI's `DatePicker.Components`.
    public typealias Components = DatePickerComponents

    /// A picker of `selection` between `lower` and `upper` (`nil`: unbounded).
    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: Components, label: Label) {
        self.selection = selection
        self.lower = lower
        self.upper = upper
        self.components = components
        self.label = label
    }

    public var body: some View {
        let fields = DateFields(components: components, calendar: calendar, timeZone: timeZone, lower: lower, upper: upper)
        let date = fields.clamped(selection.wrappedValue)
        let focusedField = isFocused ? min(current, fields.fields.count - 1) : nil
        return HStack(alignment: .firstTextBaseline, spacing: 1) {
            if !labelsHidden { label }
            HStack(spacing: 0) {
                ForEach(Array(fields.fields.enumerated()), id: \.offset) { index, field in
                    let separator = field.separator(after: index > 0 ? fields.fields[index - 1] : nil)
                    if !separator.isEmpty { Text(separator) }
                    if index == focusedField {
                        Text(draft.isEmpty ? fields.text(of: field, in: date) : Self.padded(draft, to: field.width))
                            .background(Color.accentColor)
                    } else {
                        Text(fields.text(of: field, in: date))
                    }
                }
            }
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onChange(of: isFocused) { [$draft] _, focused in
            if !focused { $draft.wrappedValue = "" }
        }
        .onKeyPress(phases: .down) { [selection, isEnabled, $current, $draft] press in
            guard isEnabled else { return .ignored }
            return DatePickerKeys(fields: fields, selection: selection, current: $current, draft: $draft).handle(press)
        }
    }

    /// `draft` after spaces to `width` characters (a field being typed into keeps its width).
    static func padded(_ draft: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - draft.count)) + draft
    }
}

/// Internal: what a date picker's keys do to its selection, current field and draft (DATE2).
struct DatePickerKeys {
    let fields: DateFields
    let selection: Binding<Date>
    let current: Binding<Int>
    let draft: Binding<String>

    /// The index of the current field, within the fields.
    private var index: Int { min(max(current.wrappedValue, 0), fields.fields.count - 1) }

    /// Handles `press`: `.handled` for the keys DATE2 names; Tab commits a draft and is
    /// left to move focus.
    func handle(_ press: KeyPress) -> KeyPress.Result {
        let count = fields.fields.count
        guard count > 0 else { return .ignored }
        if let digit = press.characters.count == 1 ? press.characters.first?.wholeNumberValue : nil,
           press.characters.first?.isASCII == true, press.modifiers.isEmpty || press.modifiers == .shift {
            type(digit)
            return .handled
        }
        switch press.key {
        case .tab:
            commit()
            return .ignored
        case .return:
            commit()
        case .escape:
            guard !draft.wrappedValue.isEmpty else { return .ignored }
            draft.wrappedValue = ""
        case .delete:
            guard !draft.wrappedValue.isEmpty else { return .ignored }
            draft.wrappedValue.removeLast()
        case .leftArrow:
            commit()
            current.wrappedValue = max(0, index - 1)
        case .rightArrow:
            commit()
            current.wrappedValue = min(count - 1, index + 1)
        case .upArrow, "+", "=":
            commit()
            set(fields.stepping(fields.fields[index], by: 1, in: selection.wrappedValue))
        case .downArrow, "-":
            commit()
            set(fields.stepping(fields.fields[index], by: -1, in: selection.wrappedValue))
        case .home:
            draft.wrappedValue = ""
            set(fields.bounds.lowerBound)
        case .end:
            draft.wrappedValue = ""
            set(fields.bounds.upperBound)
        default:
            return .ignored
        }
        return .handled
    }

    /// Writes `date` to the selection if it changes it.
    private func set(_ date: Date) {
        if selection.wrappedValue != date { selection.wrappedValue = date }
    }

    /// Adds `digit` to the draft; a draft as long as the field, or one no further digit
    /// could keep within the field's values, is set and the next field becomes current.
    private func type(_ digit: Int) {
        let field = fields.fields[index]
        let text = draft.wrappedValue + String(digit)
        let value = Int(text) ?? 0
        if text.count >= field.width || value * 10 > fields.maximum(of: field, in: selection.wrappedValue) {
            draft.wrappedValue = ""
            set(fields.setting(field, to: value, in: selection.wrappedValue))
            current.wrappedValue = min(fields.fields.count - 1, index + 1)
        } else {
            draft.wrappedValue = text
        }
    }

    /// Sets the draft's value into the current field, if there is a draft.
    private func commit() {
        guard !draft.wrappedValue.isEmpty else { return }
        let value = Int(draft.wrappedValue) ?? 0
        draft.wrappedValue = ""
        set(fields.setting(fields.fields[index], to: value, in: selection.wrappedValue))
    }
}
