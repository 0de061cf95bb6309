import Foundation

#if os(Linux)
/// `UserDefaults`' key-value coding, which Linux's Foundation lacks (no `NSObject`
/// key-value coding there): `defaults.setValue(x, forKey:)` and `defaults.value(forKey:)`
/// are `set(_:forKey:)` and `object(forKey:)`, as they are on Apple platforms (FILE2).
/// Disfavoured, so a Foundation with its own wins.
extension UserDefaults {
    /// Stores `value` for `key` (`nil` removes it), as `set(_:forKey:)` does.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored for `key`, as `object(forKey:)` returns it.
    @_disfavoredOverload
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif
