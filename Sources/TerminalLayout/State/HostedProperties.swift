/// Internal (the app layer's too): a value that is not a view, held as a view's dynamic property.
///
/// The value — an `App`, a `Commands` — has its own dynamic properties (`@State`,
/// `@Environment`, `@FocusedValue`…, found by its type's fields as a view's are) installed by
/// the graph before the view evaluates the value's `body` (CMD1, SCN1).
package struct HostedProperties<Value>: InstalledProperty {
    /// The value (the only stored property: at offset 0).
    package var value: Value

    /// Holds `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Whether the value's type has dynamic properties (`@State`, `@Environment`, …): without
    /// any, its `body` can change only with the observable objects it reads.
    package static var hasDynamicProperties: Bool { DynamicFields.lookup(Value.self) != nil }

    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        guard let fields = DynamicFields.lookup(Value.self) else { return }
        for field in fields.fields {
            switch field.kind {
            case .install(let type): type._install(at: pointer + field.offset, &installer)
            case .update(let type): type._update(at: pointer + field.offset)
            }
        }
    }

    /// Asked while the process-wide table works out the view's fields (under its lock): the
    /// value's fields are found without the table.
    static var _keepsState: Bool { DynamicFields.find(in: Value.self)?.hasState ?? false }
}
