/// The command modifiers of macOS and tvOS (`onMoveCommand`, `onExitCommand`,
/// `onDeleteCommand`), whose commands are keys in a terminal (rule KEY3): the arrow keys,
/// Escape, and Delete (Backspace) or Forward Delete, taken while this view, or a view inside
/// it, has focus, as `onKeyPress` takes them (KEY1) — a focused control's own use of a key
/// comes first (a text field's arrows and Delete, a slider's arrows), and a `nil` action
/// takes nothing.
nonisolated extension View {
    /// Performs `action` with the direction when an arrow key is pressed while this view has
    /// focus (KEY3).
    public consuming func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow], phases: .down) { press in
            guard let action, let direction = MoveCommandDirection(press.key) else { return .ignored }
            action(direction)
            return .handled
        }
    }

    /// Performs `action` when Escape is pressed while this view has focus (KEY3).
    public consuming func onExitCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(.escape, phases: .down) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }

    /// Performs `action` when Delete (Backspace) or Forward Delete is pressed while this view
    /// has focus (KEY3).
    public consuming func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward], phases: .down) { _ in
            guard let action else { return .ignored }
            action()
            return .handled
        }
    }
}
