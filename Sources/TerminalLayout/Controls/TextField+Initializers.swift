import Foundation

/// `TextField`'s vertical, formatted and deprecated initialisers, as in SwiftUI (TXF2).
///
/// ```swift
/// TextField("Notes", text: $notes, axis: .vertical).lineLimit(3...5)
/// TextField("Amount", value: $amount, format: .number)
/// TextField("Price", value: $price, formatter: formatter)
/// ```
///
/// A vertical field wraps its text onto as many rows as it needs — at least the lower bound
/// of a `lineLimit` range, at most its upper bound (then it scrolls to the cursor) —, ↑ ↓
/// move between its rows and Return runs `onSubmit` (as on macOS). A field of a value edits
/// the value's text; Return, or focus leaving the field, parses it back into the value (left
/// as it was when the text does not parse; `nil` for an optional value).
extension TextField where Label == Text {
    /// A field titled by the key's text editing `text`; with `.vertical` it grows to several
    /// rows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(Text(titleKey).content, text: text)
        self.axis = axis
    }

    /// A field titled by the key's text editing `text`, showing `prompt` while it is empty;
    /// with `.vertical` it grows to several rows.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(Text(titleKey).content, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field titled `title` editing `text`; with `.vertical` it grows to several rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    /// A field titled `title` editing `text`, showing `prompt` while it is empty; with
    /// `.vertical` it grows to several rows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field titled by the key's text editing `value` through `format`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(Text(titleKey).content, value: value, format: format, prompt: prompt)
    }

    /// A field titled `title` editing `value` through `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: .constant(""), prompt: prompt)
        valueEditor = .format(value, format)
    }

    /// A field titled by the key's text editing the optional `value` through `format` (`nil`
    /// when the text does not parse).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(Text(titleKey).content, value: value, format: format, prompt: prompt)
    }

    /// A field titled `title` editing the optional `value` through `format` (`nil` when the
    /// text does not parse).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(title, text: .constant(""), prompt: prompt)
        valueEditor = TextValueEditor(display: { value.wrappedValue.map { format.format($0) } ?? "" },
                                      commit: { value.wrappedValue = try? format.parseStrategy.parse($0) })
    }

    /// A field titled by the key's text editing `value` through `formatter`.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(Text(titleKey).content, value: value, formatter: formatter)
    }

    /// A field titled by the key's text editing `value` through `formatter`, showing `prompt`
    /// while it is empty.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(Text(titleKey).content, value: value, formatter: formatter, prompt: prompt)
    }

    /// A field titled `title` editing `value` through `formatter`.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// A field titled `title` editing `value` through `formatter`, showing `prompt` while it
    /// is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title, text: .constant(""), prompt: prompt)
        valueEditor = .formatter(value, formatter)
    }

    /// A field titled by the key's text editing `text`, telling `onEditingChanged` when it
    /// takes and loses focus and running `onCommit` on Return (deprecated in SwiftUI).
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(Text(titleKey).content, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field titled `title` editing `text`, telling `onEditingChanged` when it takes and
    /// loses focus and running `onCommit` on Return (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

extension TextField {
    /// A field editing `text`, labelled by the view `label` makes; with `.vertical` it grows
    /// to several rows.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// A field editing `value` through `format`, labelled by the view `label` makes.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil,
                                         @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: label)
        valueEditor = .format(value, format)
    }

    /// A field editing `value` through `formatter`, labelled by the view `label` makes.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(""), prompt: prompt, label: label)
        valueEditor = .formatter(value, formatter)
    }
}

extension TextValueEditor {
    /// Shows `value` with `format`; an edited text that parses sets it.
    static func format<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> TextValueEditor
    where F.FormatOutput == String {
        TextValueEditor(display: { format.format(value.wrappedValue) },
                        commit: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }

    /// Shows `value` with `formatter`; an edited text a `NumberFormatter` reads as a number,
    /// or a `DateFormatter` as a date, of `V`'s type sets it (Foundation on Linux opens no other
    /// formatter's parsing).
    static func formatter<V>(_ value: Binding<V>, _ formatter: Formatter) -> TextValueEditor {
        TextValueEditor(display: { formatter.string(for: value.wrappedValue) ?? "" }, commit: { text in
            if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text),
               let parsed = Self.number(number, as: V.self) {
                value.wrappedValue = parsed
            } else if let dates = formatter as? DateFormatter, let date = dates.date(from: text), let parsed = date as? V {
                value.wrappedValue = parsed
            }
        })
    }

    /// `number` as a `V` of the standard numeric types.
    private static func number<V>(_ number: NSNumber, as type: V.Type) -> V? {
        switch type {
        case is Int.Type: return number.intValue as? V
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        default: return nil
        }
    }
}
