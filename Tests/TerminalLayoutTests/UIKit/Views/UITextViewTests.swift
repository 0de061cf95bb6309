import Foundation
import Testing
@testable import TerminalLayout

/// `UITextView` in a `UIViewRepresentable` (UIV1): edited as SwiftUI's `TextEditor`, its
/// delegate asked and told as UIKit's.
@MainActor
struct UITextViewTests {
    @Test("Typing asks the delegate and tells it; the SwiftUI state its coordinator sets follows; Return is a new line")
    func typing() {
        let log = FieldLog()
        let screen = KeyedScreen(NotesHost(log: log, editable: true), width: 12, height: 4)
        screen.press(.tab)
        for key in "hi" { screen.press(KeyEquivalent(key)) }
        screen.press(.return)
        screen.press(KeyEquivalent("x"))
        #expect(screen.text.prefix(1) == ["lines 2"])
        #expect(log.calls == ["begin", "should change {0, 0} \"h\"", "did change", "should change {1, 0} \"i\"",
                              "did change", "should change {2, 0} \"\\n\"", "did change",
                              "should change {3, 0} \"x\"", "did change"])
    }

    @Test("A text view that is not editable shows its text, wrapped, and takes no keys")
    func readOnly() {
        let screen = KeyedScreen(NotesHost(log: FieldLog(), editable: false, initial: "read only text"), width: 10, height: 4)
        #expect(screen.text == ["lines 1", "read only", "text", ""])
        #expect(screen.press(KeyEquivalent("x")) == .ignored)
    }

    @Test("Without scrolling its intrinsic size is its text's; with, it has none", arguments: [
        (false, "two\nlines", CGSize(width: 5, height: 2)),
        (true, "two\nlines", CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)),
    ])
    func intrinsicSize(_ scrolls: Bool, _ text: String, _ expected: CGSize) {
        let view = UITextView()
        view.text = text
        view.isScrollEnabled = scrolls
        #expect(view.intrinsicContentSize == expected)
    }
}

/// "lines n" (of the text its coordinator keeps) over a wrapped text view.
struct NotesHost: View {
    let log: FieldLog
    let editable: Bool
    @State private var text: String

    init(log: FieldLog, editable: Bool, initial: String = "") {
        self.log = log
        self.editable = editable
        _text = State(initialValue: initial)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("lines \(text.split(separator: "\n", omittingEmptySubsequences: false).count)")
            NotesView(text: $text, log: log, editable: editable)
        }
    }
}

/// A `UITextView` with a coordinator as its delegate.
struct NotesView: UIViewRepresentable {
    @Binding var text: String
    let log: FieldLog
    let editable: Bool

    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.delegate = context.coordinator
        view.isEditable = editable
        return view
    }

    func updateUIView(_ view: UITextView, context: Context) {
        view.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextViewDelegate {
        let parent: NotesView
        init(_ parent: NotesView) { self.parent = parent }

        func textViewDidBeginEditing(_ textView: UITextView) { parent.log.calls.append("begin") }

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            let shown = text == "\n" ? "\\n" : text
            parent.log.calls.append("should change {\(range.location), \(range.length)} \"\(shown)\"")
            return true
        }

        func textViewDidChange(_ textView: UITextView) {
            parent.log.calls.append("did change")
            parent.text = textView.text
        }
    }
}
