import Synchronization

/// Internal: the stores whose autosave is scheduled and has not run, saved when the process
/// exits (`exit(3)`, as `App.main()` ends) — so the last change before quitting is kept even if
/// the run loop did not turn again.
enum _ExitSaves {
    private static let pending = Mutex<[ObjectIdentifier: _Unchecked<_ModelStore>]>([:])
    private static let registered = Mutex(false)

    static func add(_ store: _ModelStore) {
        pending.withLock { $0[ObjectIdentifier(store)] = _Unchecked(store) }
        let first = registered.withLock { registered in
            defer { registered = true }
            return !registered
        }
        if first { atexit { _ExitSaves.saveAll() } }
    }

    static func remove(_ store: _ModelStore) {
        _ = pending.withLock { $0.removeValue(forKey: ObjectIdentifier(store)) }
    }

    private static func saveAll() {
        let stores = pending.withLock { pending in
            defer { pending = [:] }
            return Array(pending.values)
        }
        for store in stores { try? store.value.save() }
    }
}
