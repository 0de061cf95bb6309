/// Internal: whether two values are the same for change detection.
///
/// `Equatable` values compare with `==`. Other values compare field by
/// field through reflection; class instances compare by identity. Values
/// with nothing to compare (closures) are always treated as changed, so a
/// node that holds a closure (`alignmentGuide`) is re-measured on every
/// update — correct, merely slower.
func structurallyEqual(_ a: Any, _ b: Any) -> Bool {
    if let la = a as? AnyLayout, let lb = b as? AnyLayout { return structurallyEqual(la.box.wrapped, lb.box.wrapped) }
    if let ea = a as? any Equatable { return equatableEqual(ea, b) }
    let ma = Mirror(reflecting: a)
    let mb = Mirror(reflecting: b)
    if type(of: a) != type(of: b) { return false }
    switch ma.displayStyle {
    case .class?:
        return (a as AnyObject) === (b as AnyObject)
    case .struct?, .tuple?, .enum?, .optional?, .collection?, .dictionary?, .set?:
        if ma.displayStyle == .enum || ma.displayStyle == .optional {
            // Enum cases without payload reflect no children; compare their text.
            if ma.children.isEmpty && mb.children.isEmpty { return "\(a)" == "\(b)" }
        }
        guard ma.children.count == mb.children.count else { return false }
        for (ca, cb) in zip(ma.children, mb.children) {
            if ca.label != cb.label || !structurallyEqual(ca.value, cb.value) { return false }
        }
        return true
    default:
        // Functions, metatypes and other opaque values: cannot be compared.
        if let ta = a as? Any.Type, let tb = b as? Any.Type { return ta == tb }
        return false
    }
}

private func equatableEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
    guard let b = b as? E else { return false }
    return a == b
}
