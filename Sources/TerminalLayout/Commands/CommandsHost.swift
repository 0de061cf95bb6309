/// Internal: the controls of a scene's commands in its window (CMD1): laid out at no size
/// behind the content, drawn at opacity 0, and marked so that the focus system takes their
/// keyboard shortcuts (KBD1) and nothing else — no focus, no `focused` bindings — from them.
nonisolated struct CommandsHost: View {
    let views: [AnyView]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(views.indices, id: \.self) { views[$0] }
        }
        // A submenu's items are there all the time, their shortcuts live (`Menu`).
        .environment(\.isInCommands, true)
        .hidden()
        .modifier(_CommandsModifier())
        .frame(width: 0, height: 0, alignment: .topLeading)
    }
}

nonisolated extension View {
    /// Internal (the app layer's window): this view with the controls `views` — a scene's
    /// commands — behind it, their keyboard shortcuts live while it is shown (CMD1).
    package func _commands(_ views: [AnyView]) -> some View {
        background(alignment: .topLeading) { CommandsHost(views: views) }
    }
}

/// The modifier that marks a scene's commands in the graph: a pass-through node the focus
/// system takes only keyboard shortcuts under (CMD1).
nonisolated public struct _CommandsModifier: ViewModifier, PrimitiveModifier {
    /// Resolves this built-in modifier over its content (see `ViewModifier._makeNodes`).
    public static func _makeNodes<C: View>(_ modifier: Self, content: C, _ inputs: _ViewInputs,
                                           _ outputs: inout _ViewOutputs) {
        modifier._resolve(content: content, inputs.context, into: &outputs.elements)
    }

    func _resolve<C: View>(content: C, _ context: ResolveContext, into elements: inout [Node]) {
        wrapEach(content, context, into: &elements) { _ in CommandsBehavior() }
    }
}

private struct IsInCommandsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views are a scene's commands (internal): a `Menu` there has its content
    /// made whether open or not, so that the shortcuts of a submenu's items work (CMD1).
    var isInCommands: Bool {
        get { self[IsInCommandsKey.self] }
        set { self[IsInCommandsKey.self] = newValue }
    }
}

/// Internal: the mark of a scene's commands, in the graph.
struct CommandsBehavior: PassThroughBehavior {
    var kindName: String { "commands" }

    func isSame(as other: any NodeBehavior) -> Bool { other is CommandsBehavior }
}
