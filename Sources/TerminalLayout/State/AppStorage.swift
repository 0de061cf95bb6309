import Foundation
import Synchronization

/// A value kept in `UserDefaults` under a key, as in SwiftUI:
/// `@AppStorage("showsHidden") var showsHidden = false`.
///
/// The value is read from the store (the property's default when the key
/// has none or holds another type) and written back on every set; views
/// that read it are evaluated again when it is set — through any
/// `@AppStorage` of the same key and store (they share one observable
/// value, OBS1) — not when another process changes the store. `store`
/// `nil` is `UserDefaults.standard`. Types: `Bool`, `Int`, `Double`,
/// `String`, `URL`, `Data`, `Date`, a `RawRepresentable` of `Int` or
/// `String`, `TabViewCustomization` (as JSON), and their optionals (`nil`
/// removes the key).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let box: AppStorageValue<Value>

    /// The stored value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the stored value (`$showsHidden`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// Internal (also `TabViewCustomization`'s JSON form): a value read and written by `read`/`write`.
    init(key: String, store: UserDefaults?, default value: Value,
         read: @escaping @Sendable (UserDefaults, String) -> Value?,
         write: @escaping @Sendable (UserDefaults, String, Value) -> Void) {
        box = AppStorageValue.shared(key: key, store: store ?? .standard, default: value, read: read, write: write)
    }

    /// Stores a plain value: read back only when the store holds that type.
    private init(plain value: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, store: store, default: value,
                  read: { store, key in store.object(forKey: key) as? Value },
                  write: { store, key, value in store.set(value, forKey: key) })
    }
}

extension AppStorage {
    /// A `Bool` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// An `Int` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// A `Double` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// A `String` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// `Data` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// A `Date` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(plain: wrappedValue, key, store: store)
    }
    /// A `URL` under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, store: store, default: wrappedValue,
                  read: { store, key in store.url(forKey: key) },
                  write: { store, key, value in store.set(value, forKey: key) })
    }
    /// A `RawRepresentable` of `Int` under `key`, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, store: store, default: wrappedValue,
                  read: { store, key in (store.object(forKey: key) as? Int).flatMap(Value.init(rawValue:)) },
                  write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
    /// A `RawRepresentable` of `String` under `key`, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, store: store, default: wrappedValue,
                  read: { store, key in (store.object(forKey: key) as? String).flatMap(Value.init(rawValue:)) },
                  write: { store, key, value in store.set(value.rawValue, forKey: key) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional plain value under `key`; `nil` removes the key.
    private init<Wrapped>(optional key: String, store: UserDefaults?) where Value == Wrapped? {
        self.init(key: key, store: store, default: nil,
                  read: { store, key in (store.object(forKey: key) as? Wrapped).map { Optional($0) } },
                  write: { store, key, value in
                      if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
    /// An optional `Bool` under `key` (`nil` while the key has none).
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { self.init(optional: key, store: store) }
    /// An optional `Int` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { self.init(optional: key, store: store) }
    /// An optional `Double` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { self.init(optional: key, store: store) }
    /// An optional `String` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { self.init(optional: key, store: store) }
    /// Optional `Data` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { self.init(optional: key, store: store) }
    /// An optional `Date` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { self.init(optional: key, store: store) }
    /// An optional `URL` under `key`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, default: nil,
                  read: { store, key in store.url(forKey: key).map { Optional($0) } },
                  write: { store, key, value in
                      if let value { store.set(value, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
    /// An optional `RawRepresentable` of `Int` under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, store: store, default: nil,
                  read: { store, key in (store.object(forKey: key) as? Int).flatMap(R.init(rawValue:)).map { Optional($0) } },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
    /// An optional `RawRepresentable` of `String` under `key`.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, store: store, default: nil,
                  read: { store, key in (store.object(forKey: key) as? String).flatMap(R.init(rawValue:)).map { Optional($0) } },
                  write: { store, key, value in
                      if let value { store.set(value.rawValue, forKey: key) } else { store.removeObject(forKey: key) }
                  })
    }
}

extension AppStorage: @unchecked Sendable where Value: Sendable {}

/// Internal: the observable value every `AppStorage` of one key, store and
/// value type shares. Its first reader's default is used until the store
/// holds a value of the type. Its changes are counted per key and store
/// (`AppStorageChanges`), whatever the type: setting `Bool?` under a key
/// evaluates again the views reading a `Bool` under it, as SwiftUI's
/// observation of the store does.
@Observable
final class AppStorageValue<Value>: @unchecked Sendable {
    @ObservationIgnored private let key: String
    @ObservationIgnored private let store: UserDefaults
    @ObservationIgnored private let defaultValue: Value
    @ObservationIgnored private let read: @Sendable (UserDefaults, String) -> Value?
    @ObservationIgnored private let write: @Sendable (UserDefaults, String, Value) -> Void
    /// The key's changes, bumped on every set: what the views that read the value observe.
    @ObservationIgnored private let changes: AppStorageChanges

    /// The value: the store's, or the default.
    var value: Value {
        get {
            _ = changes.version
            return read(store, key) ?? defaultValue
        }
        set {
            write(store, key, newValue)
            changes.version &+= 1
        }
    }

    private init(key: String, store: UserDefaults, default value: Value,
         read: @escaping @Sendable (UserDefaults, String) -> Value?,
         write: @escaping @Sendable (UserDefaults, String, Value) -> Void, changes: AppStorageChanges) {
        self.key = key
        self.store = store
        self.defaultValue = value
        self.read = read
        self.write = write
        self.changes = changes
    }

    /// The shared value of `key` in `store` for this value type.
    static func shared(key: String, store: UserDefaults, default value: Value,
                       read: @escaping @Sendable (UserDefaults, String) -> Value?,
                       write: @escaping @Sendable (UserDefaults, String, Value) -> Void) -> AppStorageValue {
        let id = AppStorageRegistry.Key(store: ObjectIdentifier(store), key: key, type: ObjectIdentifier(Value.self))
        let changes = AppStorageChanges.shared(key: key, store: store)
        return AppStorageRegistry.values.withLock { values in
            if let existing = values[id]?.object as? AppStorageValue { return existing }
            let made = AppStorageValue(key: key, store: store, default: value, read: read, write: write, changes: changes)
            values = values.filter { $0.value.object != nil }
            values[id] = AppStorageRegistry.Entry(object: made)
            return made
        }
    }
}

/// Internal: the changes made to one key of one store through any
/// `AppStorage`, of any value type (what their views observe).
@Observable
final class AppStorageChanges: @unchecked Sendable {
    /// Bumped on every set of the key.
    var version = 0

    /// The shared changes of `key` in `store`.
    static func shared(key: String, store: UserDefaults) -> AppStorageChanges {
        let id = AppStorageRegistry.Key(store: ObjectIdentifier(store), key: key, type: ObjectIdentifier(AppStorageChanges.self))
        return AppStorageRegistry.values.withLock { values in
            if let existing = values[id]?.object as? AppStorageChanges { return existing }
            let made = AppStorageChanges()
            values[id] = AppStorageRegistry.Entry(object: made)
            return made
        }
    }
}

/// Internal: the shared values of `AppStorage` (and their keys' changes), by store, key and value
/// type, weakly held (one no property uses any more goes when the next is
/// made).
enum AppStorageRegistry {
    /// A store, key and value type.
    struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
        let type: ObjectIdentifier
    }

    /// A weak reference to a shared value.
    struct Entry: @unchecked Sendable {
        weak var object: AnyObject?
    }

    static let values = Mutex<[Key: Entry]>([:])
}
