/// Internal: the values of `EnvironmentKey`s set above a view, as an
/// immutable list (innermost first): setting a key makes one new link in
/// front of what the outer views set, so a subtree's values are shared,
/// never copied.
///
/// Compared by identity: two resolutions' values are the same when they
/// are the same list (the builder's store of inherited values keeps one
/// copy per change).
final class EnvironmentStorage: Equatable {
    let key: ObjectIdentifier
    let value: Any
    let next: EnvironmentStorage?

    init(key: ObjectIdentifier, value: Any, next: EnvironmentStorage?) {
        self.key = key
        self.value = value
        self.next = next
    }

    /// The innermost value set for `key`, if any.
    func value(for key: ObjectIdentifier) -> Any? {
        var link: EnvironmentStorage? = self
        while let current = link {
            if current.key == key { return current.value }
            link = current.next
        }
        return nil
    }

    static func == (a: EnvironmentStorage, b: EnvironmentStorage) -> Bool { a === b }
}
