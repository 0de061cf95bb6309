import Foundation
import Testing
@testable import TerminalLayout

/// An error with a description, a recovery suggestion, or neither.
enum AlertLoadError: LocalizedError {
    case offline, empty

    var errorDescription: String? { self == .offline ? "Offline" : nil }
    var recoverySuggestion: String? { self == .offline ? "Check cable" : nil }
}

/// `alert(isPresented:error:actions:)` and `alert(isPresented:error:actions:message:)`
/// (PRS1): titled by the error's description, nothing shown while the error is `nil`.
@MainActor
struct ErrorAlertTests {
    private struct Loader: View {
        let log: PresentationLog
        let error: AlertLoadError?
        let withMessage: Bool
        @State private var failed = false

        var body: some View {
            let base = Button("Load") { failed = true }.buttonStyle(.plain)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            if withMessage {
                base.alert(isPresented: $failed, error: error) { error in
                    Button("Retry") { log.lines.append("retry \(error)") }
                } message: { error in
                    Text(error.recoverySuggestion ?? "No hint")
                }
            } else {
                base.alert(isPresented: $failed, error: error) {
                    Button("Retry") { log.lines.append("retry") }
                }
            }
        }
    }

    /// The box of a 24×9 view: a row of padding, the title and a gap when the error has a
    /// description, the message and a gap when there is one, the buttons, a row of padding,
    /// in the middle (5 rows at rows 2–6; 3 at 3–5; 7 at 1–7; 5 at 2–6).
    @Test("The alert is titled by the error's description (no title without one); its buttons run and dismiss it",
          arguments: [
              (AlertLoadError.offline, false, ["", "", "", "Offline", "", "Retry", "", "", ""], "retry"),
              (.empty, false, ["", "", "", "", "Retry", "", "", "", ""], "retry"),
              (.offline, true, ["", "", "Offline", "", "Check cable", "", "Retry", "", ""], "retry offline"),
              (.empty, true, ["", "", "", "No hint", "", "Retry", "", "", ""], "retry empty"),
          ])
    func presentsError(_ error: AlertLoadError, withMessage: Bool, shown: [String], logged: String) {
        let log = PresentationLog()
        let screen = KeyedScreen(_PresentationRoot(content: Loader(log: log, error: error, withMessage: withMessage)),
                                 width: 24, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Load
        #expect(screen.text == shown.map { centredIn24($0) })
        screen.press(.return)                        // Retry, focused when the alert appeared
        #expect(log.lines == [logged])
        #expect(screen.text.first == "Load")
    }

    @Test("With no error, no alert shows however the binding is set", arguments: [false, true])
    func noError(_ withMessage: Bool) {
        let log = PresentationLog()
        let screen = KeyedScreen(_PresentationRoot(content: Loader(log: log, error: nil, withMessage: withMessage)),
                                 width: 24, height: 9)
        _ = screen.text
        screen.tab(1, then: .return)                 // Load: sets the binding
        #expect(screen.text == ["Load", "", "", "", "", "", "", "", ""])
        #expect(log.lines.isEmpty)
    }
}
