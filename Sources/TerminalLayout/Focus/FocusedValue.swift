import Observation

/// A value the focused view or its scene publishes, as in SwiftUI: `nil` while none does
/// (FOCV1).
///
/// ```swift
/// @FocusedValue(\.selectedNote) private var note      // Note?
/// @FocusedValue(Library.self) private var library     // an @Observable object
/// ```
///
/// Views publish with `focusedValue(_:_:)` (while they or a view inside them has focus) and
/// `focusedSceneValue(_:_:)` (wherever focus is). A view reading one is evaluated again when
/// what it reads changes: when focus moves, or a published value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// How the value is read from the published ones.
    let read: (FocusedValues) -> Value?
    /// The graph's published values, once installed.
    var reader: FocusedValuesReader?

    /// The value of `keyPath` in the published values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The object of type `objectType` a view published with `focusedValue(_:)` or
    /// `focusedSceneValue(_:)` (iOS 17).
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[FocusedObjectKey<Value>.self] }
    }

    /// The value, or `nil` when no view publishes one.
    public var wrappedValue: Value? {
        reader.flatMap { read($0.values) }
    }
}

extension FocusedValue: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reader = FocusedValuesReader.install(&installer)
    }

    static var _keepsState: Bool { true }
}

/// A binding the focused view or its scene publishes, read and written through, as in
/// SwiftUI: `nil` while none is published (FOCV1).
///
/// ```swift
/// extension FocusedValues { @Entry var draft: Binding<String>? }
/// TextEditor(text: $draft).focusedValue(\.draft, $draft)
///
/// @FocusedBinding(\.draft) private var draft       // String?
/// Button("Clear") { draft = "" }.disabled(draft == nil)
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    var reader: FocusedValuesReader?

    /// The binding at `keyPath` in the published values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The published binding, if any.
    private var binding: Binding<Value>? { reader.flatMap { $0.values[keyPath: keyPath] } }

    /// The binding's value, or `nil` when none is published; setting a value writes it through
    /// the binding (setting `nil` does nothing).
    public var wrappedValue: Value? {
        get { binding?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding else { return }
            binding.wrappedValue = newValue
        }
    }

    /// A binding to the published binding's value (`$draft`).
    public var projectedValue: Binding<Value?> {
        let this = self
        return Binding(get: { this.wrappedValue }, set: { this.wrappedValue = $0 })
    }
}

extension FocusedBinding: InstalledProperty {
    static func _install(at pointer: UnsafeMutableRawPointer, _ installer: inout PropertyInstaller) {
        pointer.assumingMemoryBound(to: Self.self).pointee.reader = FocusedValuesReader.install(&installer)
    }

    static var _keepsState: Bool { true }
}
