import Observation

/// Internal: an observable count of a store's changes. `@Query` reads it, so a view showing a
/// query is evaluated again when a model is inserted, deleted or edited.
final class _ChangeCounter: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var count = 0

    /// The count, the read registered with the tracking running.
    var value: Int {
        registrar.access(self, keyPath: \.count)
        return count
    }

    /// The count without registering the read.
    var untrackedValue: Int { count }

    /// Counts a change: the trackings that read it are called back.
    func change() {
        registrar.withMutation(of: self, keyPath: \.count) { count += 1 }
    }
}
