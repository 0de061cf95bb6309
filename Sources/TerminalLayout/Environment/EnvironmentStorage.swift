/// Internal: the values of `EnvironmentKey`s set above a view, as an
/// immutable list (innermost first): setting a key makes one new link in
/// front of what the outer views set, so a subtree's values are shared,
/// never copied.
///
/// Two lists are equal when they are the same list, or set the same keys in
/// the same order to values that are the same bits (an action set again
/// with the same closure) or compare equal (`structurallyEqual`: with `==`
/// where the type is `Equatable`, an object by identity, a closure never): each update makes its lists anew, and a `ForEach` element with
/// a body is kept by value only under equal values (UPD1).
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

    static func == (a: EnvironmentStorage, b: EnvironmentStorage) -> Bool {
        var left: EnvironmentStorage? = a, right: EnvironmentStorage? = b
        while let l = left, let r = right {
            if l === r { return true }
            // The same bits first: an action set again with the same closure
            // (the app's `dismiss`) is the same value, which `structurallyEqual`
            // cannot say of a closure.
            guard l.key == r.key, sameBits(any: l.value, r.value) || sameStructure(any: l.value, r.value) else { return false }
            left = l.next
            right = r.next
        }
        return left == nil && right == nil
    }
}
