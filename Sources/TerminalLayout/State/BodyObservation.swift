import Foundation
import Observation

/// Internal: SwiftUI's Observation support — a view's `body` that reads a
/// property of an `@Observable` object is evaluated again when that
/// property changes.
///
/// The outermost composite view resolved at a time (the root's view in an
/// update, a lazy row's view while it is made) resolves its body inside
/// `withObservationTracking`; the views inside it are resolved within that
/// call, so every observable property read by any body under it is tracked
/// once (nested views are not wrapped again). A change calls back on the
/// thread that makes it (apps change models in key handlers, on the app's
/// thread) and sets the graph's `StateHost.needsUpdate` — for every view:
/// which bodies read the property is not known, so the next `layout` (or
/// the app's next frame) resolves the whole root again (STATE2).
///
/// A view evaluated again on its own (its state changed, STATE2) is tracked
/// on its own (`track(alone:_:)`), in the same generation: the trackings of
/// the views not evaluated stay, and its own previous one is removed.
///
/// Tracking is one-shot (Observation's rule), and a tracking whose
/// properties never change would stay registered with their objects: so
/// every tracked body also reads this generation's `sentinel`, and when an
/// update begins (the graph clears `needsUpdate`) the sentinel is changed —
/// which removes every tracking of the generation before, their callbacks
/// ignoring it — and a new one is made. Rows of a lazy stack are resolved
/// again after every update, and tracked again then.
final class BodyObservation: @unchecked Sendable {
    /// The graph's flag. Unowned, not weak: the host owns this object
    /// (nothing else keeps it), and an object that outlives the graph and
    /// calls back finds this one gone (the callbacks hold it weakly). A weak
    /// reference gave the host a side table, and put every retain and
    /// release of it — one per body evaluated, and more — on the runtime's
    /// slow path (≈ 4% of a root update of 10,000 rows with state).
    private unowned let host: StateHost
    /// The update generation: callbacks of an earlier one are ignored.
    private var generation = 0
    /// Read by every body tracked in this generation; changed to end it.
    private var sentinel = ObservationSentinel()
    /// Whether a body is being resolved inside a tracking call.
    private(set) var isTracking = false

    init(host: StateHost) {
        self.host = host
    }

    /// Runs `resolve` (a body's resolution) with the observable properties
    /// it reads tracked.
    func track<T>(_ resolve: () -> T) -> T {
        // Bodies are main-actor code: evaluated on the main thread (ISO1).
        guard isOnMainActor else { return onMainThread { track(resolve) } }
        isTracking = true
        defer { isTracking = false }
        let sentinel = self.sentinel, generation = self.generation
        return ScreenBox.with(host.screen) {
            withObservationTracking({
                sentinel.read()
                return resolve()
            }, onChange: { [weak self] in self?.changed(in: generation) })
        }
    }

    /// Runs `resolve` (the re-evaluation of `owner` on its own, STATE2)
    /// with the observable properties it reads tracked; the tracking of the
    /// owner's previous re-evaluation is removed first, so re-evaluating a
    /// view again and again between full updates keeps one tracking for it.
    func track<T>(alone owner: StateOwner, _ resolve: () -> T) -> T {
        guard isOnMainActor else { return onMainThread { track(alone: owner, resolve) } }
        owner.tracking?.retire()
        let tracking = OwnerTracking()
        owner.tracking = tracking
        isTracking = true
        defer { isTracking = false }
        let sentinel = self.sentinel, generation = self.generation
        return ScreenBox.with(host.screen) {
            withObservationTracking({
                sentinel.read()
                tracking.sentinel.read()
                return resolve()
            }, onChange: { [weak self] in
                if !tracking.isRetired { self?.changed(in: generation) }
            })
        }
    }

    /// The `ForEach` element types one of whose elements read an
    /// observable property when resolved: their elements are no longer
    /// probed (`probe`), and never kept by value.
    var observingElementTypes: Set<ObjectIdentifier> = []

    /// Runs `resolve` (a `ForEach` element's resolution, inside the
    /// tracking of an update) and returns whether it read an observable
    /// property — whether the element must be evaluated again when one
    /// changes, so cannot be kept by value (UPD1).
    ///
    /// The reads still reach the update's tracking (Observation merges a
    /// nested tracking's reads into the one around it). The nested
    /// tracking's change handler is made only if something was read, and
    /// that is what tells: nothing read, nothing registered anywhere. Something
    /// read leaves the nested tracking registered with what was read until
    /// it changes (no public call removes it), its handler doing nothing:
    /// so a type found reading is noted and not probed again.
    func probe(_ resolve: () -> Void) -> Bool {
        var read = false
        withObservationTracking(resolve, onChange: { read = true; return {} }())
        return read
    }

    /// A tracked property changed: the graph does not know which bodies
    /// read it, so every view is evaluated again (STATE2).
    private func changed(in generation: Int) {
        guard generation == self.generation else { return }
        host.setNeedsFullUpdate()
    }

    /// Ends the generation: its trackings are removed, and bodies tracked
    /// from now on belong to the next.
    func startGeneration() {
        generation += 1
        let ended = sentinel
        sentinel = ObservationSentinel()
        ended.change()
    }
}

/// Internal: the tracking of one view's re-evaluation on its own
/// (`BodyObservation.track(alone:_:)`): retired — and removed from the
/// properties it read — when the view is evaluated again.
final class OwnerTracking: @unchecked Sendable {
    /// Read by the tracked body; changed to remove the tracking.
    let sentinel = ObservationSentinel()
    /// Whether a later tracking replaced this one (its callback does nothing).
    private(set) var isRetired = false

    func retire() {
        guard !isRetired else { return }
        isRetired = true
        sentinel.change()
    }
}

/// Internal: an observable value no view reads — one per generation of
/// `BodyObservation`, changed to remove the generation's trackings.
final class ObservationSentinel: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var value = 0

    /// Registers the read with the tracking running.
    func read() {
        registrar.access(self, keyPath: \.value)
    }

    /// Changes the value: every tracking that read it is called back and removed.
    func change() {
        registrar.withMutation(of: self, keyPath: \.value) { value += 1 }
    }
}

extension GraphBuilder {
    /// Resolves a composite view's `body` into `elements`, tracking the
    /// observable properties it reads (see `BodyObservation`) unless a
    /// body around it is already tracked.
    func resolveBody<V: View>(of view: V, _ context: ResolveContext, into elements: inout [Node]) {
        let host = engine.stateHost
        host.bodyDepth += 1
        defer { host.bodyDepth -= 1 }
        // The body is evaluated inside the tracking: what it reads is observed.
        resolveObserved({ assumingMainActor(view) { $0.body } }, context, into: &elements)
    }

    /// Makes and resolves a view inside a tracking of the observable
    /// properties read meanwhile, unless one is already running: what an
    /// outermost body does, and a stack (whose body is resolved without the
    /// body machinery, see `resolvePureBody`) in its place — so the bodies
    /// under a stack at the root are tracked once, together, not each alone.
    func resolveObserved<V: View>(_ view: () -> V, _ context: ResolveContext, into elements: inout [Node]) {
        let observation = engine.stateHost.observation
        if observation.isTracking {
            resolve(view(), context, into: &elements)
        } else {
            observation.track { resolve(view(), context, into: &elements) }
        }
    }
}
