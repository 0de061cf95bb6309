import Testing
@testable import TerminalLayout

/// `submitScope(_:)`: Return in a field below it runs no `onSubmit` set above it (TXF1).
@MainActor
struct SubmitScopeTests {
    final class Log { var submitted: [String] = [] }

    private struct Host: View {
        @State private var outerText = ""
        @State private var innerText = ""
        let log: Log
        let blocking: Bool?
        let innerSubmit: Bool

        var body: some View {
            VStack {
                TextField("outer", text: $outerText)
                inner
            }
            .onSubmit { log.submitted.append("outer action") }
        }

        @ViewBuilder private var inner: some View {
            let field = TextField("inner", text: $innerText)
                .modifier(InnerSubmit(log: log, enabled: innerSubmit))
            switch blocking {
            case nil: field
            case let flag?: field.submitScope(flag)
            }
        }
    }

    private struct InnerSubmit: ViewModifier {
        let log: Log
        let enabled: Bool
        func body(content: Content) -> some View {
            if enabled { content.onSubmit { log.submitted.append("inner action") } } else { content }
        }
    }

    @Test("Return in each field runs the actions a scope lets through", arguments: [
        // submitScope, an onSubmit inside the scope, the field (Tabs), what Return runs
        (nil, false, 2, ["outer action"]),
        (true, false, 2, []),
        (false, false, 2, ["outer action"]),
        (true, true, 2, ["inner action"]),
        (true, false, 1, ["outer action"]),      // the outer field is outside the scope
    ] as [(Bool?, Bool, Int, [String])])
    func scopes(_ blocking: Bool?, _ innerSubmit: Bool, _ tabs: Int, _ expected: [String]) {
        let log = Log()
        let focus = FocusSystem(graph: ViewGraph(Host(log: log, blocking: blocking, innerSubmit: innerSubmit)))
        for _ in 0..<tabs { focus.moveFocus(forward: true) }
        focus.handle(KeyPress(key: .return))
        #expect(log.submitted == expected)
    }
}
