import Foundation

extension Text {
    /// `subject` as `formatter` writes it (TXT2): `Text(date, formatter: dateFormatter)`. A
    /// value the formatter cannot write is shown as nothing.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// An object as `formatter` writes it (TXT2): `Text(number, formatter: numberFormatter)`.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Any value as `formatter` writes it: on Linux `Date` and `Decimal` are not
    /// `ReferenceConvertible` as on Apple's platforms, so `Text(Date(), formatter: f)` comes
    /// here (TXT2).
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
