/// Internal: ids made cheaply.
extension AnyHashable {
    /// The same value as `AnyHashable(value)`, made without the runtime's
    /// dynamic cast when `T` is `Int` (the usual id: `ForEach(0..<n)`,
    /// `.id(i)`).
    ///
    /// `AnyHashable.init` is not specialised in a caller: for every value it
    /// asks the runtime whether the type has a custom representation (for
    /// `Int` it has: the integer box that makes `1 as Int` equal
    /// `1 as UInt8`). For `Int` this asks that representation directly, so
    /// the result is the one `init` gives, equal and hashing alike.
    @inlinable
    static func id<T: Hashable>(_ value: T) -> AnyHashable {
        if T.self == Int.self, let custom = unsafeBitCast(value, to: Int.self)._toCustomAnyHashable() { return custom }
        return AnyHashable(value)
    }
}
