/// Internal: a graph's published focused values (FOCV1) and the views that read them.
///
/// The focus system works the values out from where focus is each time it settles
/// (`FocusSystem.publishFocusedValues`) and hands them here; the views that read them
/// (`@FocusedValue`, `@FocusedBinding`, `@FocusedObject`: a `FocusedValuesReader` each) are
/// evaluated again when the values differ. Values differ when a key is added or removed, or a
/// key's value is another: `==` for an `Equatable` value, identity for an object. A value that
/// cannot be compared (a `Binding`, a closure, another struct) is another only when another
/// view publishes it — it is made again whenever its view is evaluated, and a view reading it
/// under that view would otherwise never settle; the new one is kept, unannounced.
final class FocusedValuesStore {
    /// The values published now.
    private(set) var values = FocusedValues()
    /// Which node published each value (by key).
    private var sources: [ObjectIdentifier: Node] = [:]
    /// The views that read the values.
    private var readers: [WeakReader] = []

    /// Whether anything was ever published or read: a graph without focused values skips the work.
    var isInUse: Bool { !readers.isEmpty || !values.isEmpty }

    /// Takes `values`, published by `sources`; the readers are evaluated again if they differ.
    func publish(_ values: FocusedValues, sources: [ObjectIdentifier: Node]) {
        let changed = differs(values, sources: sources)
        self.values = values
        self.sources = sources
        guard changed else { return }
        readers.removeAll { $0.reader == nil }
        for reader in readers { reader.reader?.valuesChanged() }
    }

    /// Notes a view's reader, once.
    func add(_ reader: FocusedValuesReader) {
        readers.append(WeakReader(reader: reader))
    }

    private func differs(_ new: FocusedValues, sources newSources: [ObjectIdentifier: Node]) -> Bool {
        guard new.storage.count == values.storage.count else { return true }
        for (key, value) in new.storage {
            guard let old = values.storage[key] else { return true }
            switch Self.compare(old, value) {
            case .same: continue
            case .different: return true
            case .unknown: if sources[key] != newSources[key] { return true }
            }
        }
        return false
    }

    private enum Comparison { case same, different, unknown }

    private static func compare(_ a: Any, _ b: Any) -> Comparison {
        if let a = a as? any Equatable { return equal(a, b) ? .same : .different }
        if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) ? .same : .different }
        return .unknown
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    private struct WeakReader {
        weak var reader: FocusedValuesReader?
    }
}

/// Internal: a view's reading of the focused values (one per `@FocusedValue`,
/// `@FocusedBinding` or `@FocusedObject`, kept with the view's state): the view is evaluated
/// again when the values change (FOCV1).
final class FocusedValuesReader: OwnedStateBox {
    private let store: FocusedValuesStore
    private let host: StateHost
    private(set) weak var owner: StateOwner?
    /// The full update in which a body not under the owner read the values (see `StateBox`).
    private var readElsewhere = -1

    init(store: FocusedValuesStore, host: StateHost, owner: StateOwner?) {
        self.store = store
        self.host = host
        self.owner = owner
        store.add(self)
    }

    /// The reader of the view being installed: the one it had, or a new one.
    static func install(_ installer: inout PropertyInstaller) -> FocusedValuesReader {
        let host = installer.host, owner = installer.owner
        return installer.box { FocusedValuesReader(store: host.focusedValues, host: host, owner: owner) }
    }

    /// The published values; read in a body, noted as that body's.
    var values: FocusedValues {
        if host.bodyDepth > 0 { readElsewhere = host.noteRead(by: owner, readElsewhere: readElsewhere) }
        return store.values
    }

    /// The values changed: the view is evaluated again.
    func valuesChanged() {
        host.stateChanged(owner, readElsewhere: readElsewhere)
    }
}
