import Dispatch

nonisolated extension View {
    /// Performs `action` with each value `publisher` sends while this view is in the graph
    /// (RCV1), as SwiftUI's `onReceive`.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     @State private var ticks = 0
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     var body: some View {
    ///         Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    ///     }
    /// }
    /// ```
    ///
    /// The view subscribes once it appears (after the update that first resolves it, with
    /// its `onAppear` actions), asking for every value, and cancels when it goes away (or
    /// the graph is released). An update that keeps the view keeps the subscription — to the
    /// publisher it was first given — and the newest `action`. The action runs on the main
    /// thread: at once for a value sent there, else on the main queue; state it sets is
    /// shown by the next layout (in an app, the next frame). Applied to a `Group` or a
    /// `ForEach`, each view in it subscribes.
    public consuming func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// The modifier `onReceive(_:perform:)` applies: it lays out as its content and keeps one
/// subscription per view it wraps.
nonisolated public struct _ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        wrapEach(content, context, into: &elements) { _ in ReceiveBehavior() }
        let arena = context.builder.engine.arena
        for node in elements[start...] {
            // The subscription the node made, kept while the node is; its action is the newest.
            if !node.isNew, let run = node.observedValue as? ReceiveRun<P.Output> {
                run.action = action
                continue
            }
            let run = ReceiveRun(action: action)
            // Replacing or freeing the run cancels its subscription.
            node.observedValue = run
            let publisher = publisher
            arena.lifecycleActions.append { run.subscribe(to: publisher) }
        }
    }
}

/// Internal: one view's subscription (RCV1): made when the view appears, kept with its
/// node, cancelled when the node is freed (or the graph released) and this run with it.
final class ReceiveRun<Output>: @unchecked Sendable {
    /// The action the view was last resolved with (set and run on the main thread).
    var action: (Output) -> Void
    private var cancellable: AnyCancellable?

    init(action: @escaping (Output) -> Void) {
        self.action = action
    }

    /// Subscribes to `publisher`, asking for every value (once).
    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        guard cancellable == nil else { return }
        // The run is held weakly: the subscription does not keep a freed view's run alive.
        cancellable = publisher.sink { [weak self] value in self?.receive(value) }
    }

    /// Whether the run is subscribed (for tests).
    var isSubscribed: Bool { cancellable != nil }

    /// Runs the action with `value` on the main thread (ISO1: views are main-actor code):
    /// now if this is it, else on the main queue — unless the view has gone by then.
    private func receive(_ value: Output) {
        if isOnMainActor {
            action(value)
            return
        }
        let handoff = UncheckedSendable(value)
        DispatchQueue.main.async { [weak self] in self?.action(handoff.value) }
    }

    deinit {
        cancellable?.cancel()
    }
}

/// Internal: the node `onReceive` makes: layout passes through it; its subscription is
/// kept with it (`Node.observedValue`).
struct ReceiveBehavior: PassThroughBehavior, Equatable {
    var kindName: String { "onReceive" }
}
