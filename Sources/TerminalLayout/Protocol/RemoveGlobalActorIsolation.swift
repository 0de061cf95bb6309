/// A global actor no code ever runs on: the isolation `_RemoveGlobalActorIsolation`
/// carries, so that a type conforming to it and to a `@MainActor` protocol infers neither
/// (ISO1). Not for use on its own: its executor stops the program if a job reaches it.
@globalActor
public actor _ImpossibleActor {
    /// The one instance.
    public static let shared = _ImpossibleActor()

    /// An executor that refuses every job.
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        _RefusingExecutor.shared.asUnownedSerialExecutor()
    }
}

/// Internal: the executor `_ImpossibleActor` reports; nothing may be scheduled on it.
private final class _RefusingExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = _RefusingExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        preconditionFailure("_ImpossibleActor runs no code: _RemoveGlobalActorIsolation only cancels inferred isolation")
    }
}

/// Cancels the global actor a type would infer from its other protocols, as in SwiftUI
/// (ISO1): `Shape` refines `View`, which is `@MainActor`, and this marker, isolated to a
/// second global actor; a shape of your own infers neither, so its `path(in:)` is
/// nonisolated code that layout may call on any thread, as SwiftUI's is.
@_marker
@_ImpossibleActor
public protocol _RemoveGlobalActorIsolation {}
