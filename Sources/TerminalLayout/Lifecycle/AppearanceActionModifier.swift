nonisolated extension View {
    /// Performs `action` when this view appears: after the update that
    /// first resolves it into the graph (LIFE1).
    ///
    /// A view appears once for as long as its identity stays in the graph:
    /// an update that keeps it, a resize or a relayout does not run the
    /// action again; a view that goes away and comes back appears again.
    /// In a lazy stack, a row appears when it is made (when it is scrolled
    /// into view). Applied to a `Group` or a `ForEach`, the action runs for
    /// each view in it, as in SwiftUI. State the action sets is seen by the
    /// next layout, which resolves the views again first.
    ///
    /// ```swift
    /// Text(status).onAppear { status = "ready" }   // the first frame shows "ready"
    /// ```
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }

    /// Performs `action` when this view goes away: after the update (or the
    /// layout, for a lazy stack's row) that removes it from the graph (LIFE1).
    ///
    /// A view goes away when an update no longer makes it (an `if` turns
    /// false, a `ForEach` element is removed, its identity changes) or a
    /// lazy stack lets its row go. Releasing the whole graph runs no
    /// action.
    public consuming func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
}

/// A modifier that runs actions when its view appears and goes away
/// (`onAppear(perform:)`, `onDisappear(perform:)`); it lays out as its
/// content.
nonisolated public struct _AppearanceActionModifier: ViewModifier, PrimitiveModifier {
    /// Run when the view appears.
    public var appear: (() -> Void)?
    /// Run when the view goes away.
    public var disappear: (() -> Void)?

    /// Creates the modifier with either action or both.
    public init(appear: (() -> Void)? = nil, disappear: (() -> Void)? = nil) {
        self.appear = appear
        self.disappear = disappear
    }

    /// Resolves the modifier around `content` (see `View._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        let start = elements.count
        // Each node holds the newest `disappear` (the arena runs it when it
        // frees the node); `appear` runs for the nodes made now.
        wrapEach(content, context, into: &elements) { _ in AppearanceBehavior(disappear: disappear) }
        guard let appear else { return }
        let arena = context.builder.engine.arena
        for node in elements[start...] where node.isNew { arena.lifecycleActions.append(appear) }
    }
}

/// Internal: the node `onAppear` / `onDisappear` make: layout passes
/// through it; it keeps the action to run when it is freed.
struct AppearanceBehavior: PassThroughBehavior {
    let disappear: (() -> Void)?
    var kindName: String { disappear == nil ? "onAppear" : "onDisappear" }

    /// The actions are not layout: a new one changes nothing measured.
    func isSame(as other: any NodeBehavior) -> Bool { other is AppearanceBehavior }
}
