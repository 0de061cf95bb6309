import Foundation
import Synchronization

/// A value kept per scene under a key, as in SwiftUI:
/// `@SceneStorage("draft") var draft = ""` (STATE4).
///
/// It works as `@State` does for the view, except that its value belongs to the scene, not
/// to the view: every `@SceneStorage` of the same key in one scene reads and writes one value
/// (views that read it are evaluated again when it is set), a view made again finds it, and
/// another scene has its own. A terminal has no system state restoration: the values live
/// while the app runs and are not saved. A window's content is one scene; views laid out
/// outside an app share one scene of their own. Types: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data`, a `RawRepresentable` of `Int` or `String` (kept as its raw value),
/// `TabViewCustomization`, and their optionals (`nil` removes the value). A value of another
/// type under the key reads as the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    /// The values of the scene the view is in.
    @Environment(\.sceneStorageValues) private var scene
    private let key: String
    private let defaultValue: Value
    private let read: @Sendable (Any) -> Value?
    private let write: @Sendable (Value) -> Any?

    /// The value: the scene's under the key, or the default.
    public var wrappedValue: Value {
        get { Self.value(in: scene.slot(key), default: defaultValue, read: read) }
        nonmutating set { scene.slot(key).stored = write(newValue) }
    }

    /// A binding to the value (`$draft`).
    public var projectedValue: Binding<Value> {
        let slot = scene.slot(key)
        let defaultValue = self.defaultValue, read = self.read, write = self.write
        return Binding(get: { Self.value(in: slot, default: defaultValue, read: read) },
                       set: { slot.stored = write($0) })
    }

    private static func value(in slot: SceneStorageSlot, default value: Value, read: (Any) -> Value?) -> Value {
        slot.stored.flatMap(read) ?? value
    }

    /// Internal: a value read and written by `read`/`write` (`nil`: no value).
    private init(key: String, default value: Value,
                 read: @escaping @Sendable (Any) -> Value?, write: @escaping @Sendable (Value) -> Any?) {
        self.key = key
        self.defaultValue = value
        self.read = read
        self.write = write
    }

    /// A plain value, read back only when the scene holds that type.
    private init(plain value: Value, _ key: String) {
        self.init(key: key, default: value, read: { $0 as? Value }, write: { $0 })
    }
}

extension SceneStorage {
    /// A `Bool` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(plain: wrappedValue, key) }
    /// An `Int` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(plain: wrappedValue, key) }
    /// A `Double` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(plain: wrappedValue, key) }
    /// A `String` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String { self.init(plain: wrappedValue, key) }
    /// A `URL` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(plain: wrappedValue, key) }
    /// `Data` under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(plain: wrappedValue, key) }

    /// A tab view's customization under `key` (iOS 18), kept in the scene as it is; `store`
    /// is accepted and unused: the value is the scene's, not a `UserDefaults` store's.
    public init(wrappedValue: Value = TabViewCustomization(), _ key: String, store: UserDefaults? = nil)
    where Value == TabViewCustomization {
        self.init(plain: wrappedValue, key)
    }

    /// A `RawRepresentable` of `Int` under `key`, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, default: wrappedValue,
                  read: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }

    /// A `RawRepresentable` of `String` under `key`, kept as its raw value.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, default: wrappedValue,
                  read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional plain value under `key`; `nil` removes it.
    private init<Wrapped>(optional key: String) where Value == Wrapped? {
        self.init(key: key, default: nil, read: { ($0 as? Wrapped).map { Optional($0) } }, write: { $0 })
    }

    /// An optional `Bool` under `key` (`nil` while the scene has none).
    public init(_ key: String) where Value == Bool? { self.init(optional: key) }
    /// An optional `Int` under `key`.
    public init(_ key: String) where Value == Int? { self.init(optional: key) }
    /// An optional `Double` under `key`.
    public init(_ key: String) where Value == Double? { self.init(optional: key) }
    /// An optional `String` under `key`.
    public init(_ key: String) where Value == String? { self.init(optional: key) }
    /// An optional `URL` under `key`.
    public init(_ key: String) where Value == URL? { self.init(optional: key) }
    /// Optional `Data` under `key`.
    public init(_ key: String) where Value == Data? { self.init(optional: key) }

    /// An optional `RawRepresentable` of `Int` under `key`, kept as its raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, default: nil,
                  read: { ($0 as? Int).flatMap(R.init(rawValue:)).map { Optional($0) } },
                  write: { $0?.rawValue })
    }

    /// An optional `RawRepresentable` of `String` under `key`, kept as its raw value.
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, default: nil,
                  read: { ($0 as? String).flatMap(R.init(rawValue:)).map { Optional($0) } },
                  write: { $0?.rawValue })
    }
}

extension SceneStorage: @unchecked Sendable where Value: Sendable {}

/// Internal: the values of one scene's `@SceneStorage`s, by key (the app layer makes one per
/// window; views outside an app share `outsideScenes`).
package final class SceneStorageValues: @unchecked Sendable {
    private let slots = Mutex<[String: SceneStorageSlot]>([:])

    /// An empty scene's values.
    package init() {}

    /// The scene of the views laid out outside an app.
    static let outsideScenes = SceneStorageValues()

    /// The slot of `key`, made empty the first time.
    func slot(_ key: String) -> SceneStorageSlot {
        slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let made = SceneStorageSlot()
            slots[key] = made
            return made
        }
    }
}

/// Internal: the observable value of one key in a scene, in its stored form (a raw value for
/// a `RawRepresentable`; `nil`: none).
@Observable
final class SceneStorageSlot: @unchecked Sendable {
    var stored: Any?
}

private struct SceneStorageValuesKey: EnvironmentKey {
    static var defaultValue: SceneStorageValues { .outsideScenes }
}

extension EnvironmentValues {
    /// The values of the scene's `@SceneStorage`s (internal).
    var sceneStorageValues: SceneStorageValues {
        get { self[SceneStorageValuesKey.self] }
        set { self[SceneStorageValuesKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Internal (the app layer's window): this view as one scene, whose `@SceneStorage`s
    /// keep their values in `values`.
    package func _sceneStorage(_ values: SceneStorageValues) -> some View {
        environment(\.sceneStorageValues, values)
    }
}
