import Dispatch
import Foundation

/// Internal: evaluates a main-actor-isolated requirement — a view's `body`,
/// a modifier's `body(content:)` — on `value` from the engine, which is not
/// isolated (rule ISO1 in `docs/LAYOUT-RULES.md`).
///
/// SwiftUI declares these requirements `@MainActor` (`@MainActor(unsafe)`
/// before Swift 6), so a body may read a `@MainActor` model and a
/// `@MainActor struct` may be a `View`; SwiftUI evaluates them on the main
/// thread. Here a `ViewGraph` may be built and laid out on any thread — a
/// headless test, a benchmark — so the isolation is *assumed*, as the
/// standard library's `MainActor.assumeIsolated` assumes it once it has
/// checked: a graph is driven from one thread at a time (an app's from the
/// main thread), so its bodies are evaluated one at a time.
@inline(__always)
package func assumingMainActor<Value, Result>(_ value: Value, _ operation: @MainActor (Value) -> Result) -> Result {
    typealias Isolated = @MainActor (Value) -> Result
    typealias Unisolated = (Value) -> Result
    return withoutActuallyEscaping(operation) { (escapable: @escaping Isolated) -> Result in
        unsafeBitCast(escapable, to: Unisolated.self)(value)
    }
}

/// Internal: runs `operation` — the resolution of bodies, all of it at once —
/// on the main thread: here when this is it, else on the main queue, this
/// thread waiting for it (ISO1).
///
/// A body is main-actor code: in the Swift 6 language mode each closure it
/// hands to the standard library (`filter { … }`, `sorted { … }`) checks at
/// run time that it runs on the main actor, and stops the program where it
/// does not. A graph driven from another thread — a test on Swift
/// Testing's threads, a benchmark's task — so has its bodies evaluated
/// where SwiftUI evaluates them. The main thread must be serving its queue
/// (an app's run loop, Swift Testing, an `async` main, `dispatchMain()`);
/// one blocked waiting for the thread that drives the graph would never
/// run them.
package func onMainThread<Result>(_ operation: () -> Result) -> Result {
    if isOnMainActor { return operation() }
    // (`DispatchQueue.main.sync` would run it on this thread, the main
    // queue being idle: the main thread itself is asked, and waited for.)
    return withoutActuallyEscaping(operation) { escapable in
        // The operation is let go of before this thread goes on (the main
        // queue releases its block later).
        let handoff = MainThreadHandoff(escapable)
        DispatchQueue.main.async { handoff.run() }
        handoff.done.wait()
        return handoff.result!
    }
}

/// Internal: an operation handed to the main queue, its result, and the
/// signal that it ran.
private final class MainThreadHandoff<Result>: @unchecked Sendable {
    var operation: (() -> Result)?
    var result: Result?
    let done = DispatchSemaphore(value: 0)

    init(_ operation: @escaping () -> Result) { self.operation = operation }

    func run() {
        result = operation?()
        operation = nil
        done.signal()
    }
}

/// Internal: whether this code runs where the main actor does — the main
/// thread, or the main queue, which `dispatchMain()` (Swift Testing, an
/// `async` main) has other threads serve (ISO1).
package var isOnMainActor: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: MainQueueMark.key) != nil
}

/// Internal: the mark the main queue carries, set once.
private enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
