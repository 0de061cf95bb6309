/// How a ``DatePicker`` looks, as in SwiftUI; every style draws a date picker as the same
/// row of fields here (DATE1).
public protocol DatePickerStyle {}

/// The platform's date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

/// A compact text field that opens a calendar (a row of fields here).
public struct CompactDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

/// A calendar month and a clock (a row of fields here).
public struct GraphicalDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

/// Scrolling wheels, one per component (a row of fields here).
public struct WheelDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

/// Editable text fields (macOS): what every style draws here.
public struct FieldDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

/// Editable text fields with a stepper (macOS): a row of fields here.
public struct StepperFieldDatePickerStyle: DatePickerStyle, Sendable {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's date picker style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact text field that opens a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar month and a clock.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels, one per component.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// Editable text fields.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
    /// Editable text fields with a stepper.
    public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of the date pickers in this view; every style draws the same row of
    /// fields here (DATE1), so the view is laid out and drawn as it is.
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
