/// The values the focused view and its scene publish, as in SwiftUI: what
/// `@FocusedValue` and `@FocusedBinding` read (FOCV1).
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedNote: Note?
/// }
///
/// NoteEditor(note: note).focusedValue(\.selectedNote, note)   // published while it has focus
///
/// struct NoteCommands: Commands {
///     @FocusedValue(\.selectedNote) private var note
///     var body: some Commands {
///         CommandMenu("Note") {
///             Button("Archive") { note?.archive() }
///                 .keyboardShortcut("a").disabled(note == nil)
///         }
///     }
/// }
/// ```
///
/// Declare a value with `@Entry` in an extension (its type optional), or with a
/// ``FocusedValueKey`` and a property that reads and writes `self[Key.self]`.
public struct FocusedValues {
    /// The values by key type.
    var storage: [ObjectIdentifier: Any] = [:]

    /// No values: what a view reads when nothing is focused.
    init() {}

    /// The value of `key`, or `nil` when neither the focused view nor its scene publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue.map { $0 as Any } }
    }

    /// Whether no value is published.
    var isEmpty: Bool { storage.isEmpty }
}

/// A key for a value in ``FocusedValues``, as in SwiftUI (FOCV1).
///
/// ```swift
/// struct SelectedNoteKey: FocusedValueKey {
///     typealias Value = Note
/// }
/// extension FocusedValues {
///     var selectedNote: Note? {
///         get { self[SelectedNoteKey.self] }
///         set { self[SelectedNoteKey.self] = newValue }
///     }
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value (the property's type, unwrapped).
    associatedtype Value
}

/// Internal: the key under which `focusedValue(_:)` / `focusedObject(_:)` publish an object
/// of type `Object` (read by `FocusedValue(Object.self)` and `@FocusedObject`).
enum FocusedObjectKey<Object>: FocusedValueKey {
    typealias Value = Object
}
