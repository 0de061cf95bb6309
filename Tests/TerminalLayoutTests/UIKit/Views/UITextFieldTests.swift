import Foundation
import Testing
@testable import TerminalLayout

/// `UITextField` in a `UIViewRepresentable` (UIV1): edited as SwiftUI's text field is, its
/// delegate asked and told as UIKit asks and tells it.
@MainActor
struct UITextFieldTests {
    @Test("Typing asks the delegate, sets the text and tells it; the SwiftUI state follows; Return and focus are told")
    func typing() {
        let log = FieldLog()
        let screen = KeyedScreen(FieldHost(log: log, focusFirst: false, rejectDigits: false), width: 20, height: 2)
        #expect(screen.text == ["typed:", "name"])
        screen.press(.tab)
        for key in "ab" { screen.press(KeyEquivalent(key)) }
        #expect(screen.text == ["typed: ab", "ab"])
        screen.press(.return)
        #expect(log.calls == ["begin", "should change {0, 0} \"a\"", "changed a", "should change {1, 0} \"b\"",
                              "changed b", "should return", "editingDidEndOnExit"])
        #expect(log.editingChanged == 2)
    }

    @Test("A delegate that refuses a change keeps the text as it was")
    func refusedChange() {
        let screen = KeyedScreen(FieldHost(log: FieldLog(), focusFirst: false, rejectDigits: true), width: 20, height: 2)
        screen.press(.tab)
        for key in "a1b2" { screen.press(KeyEquivalent(key)) }
        #expect(screen.text == ["typed: ab", "ab"])
    }

    @Test("becomeFirstResponder in makeUIView focuses the field: keys go to it without Tab")
    func firstResponder() {
        let log = FieldLog()
        let screen = KeyedScreen(FieldHost(log: log, focusFirst: true, rejectDigits: false), width: 20, height: 2)
        _ = screen.text
        screen.press(KeyEquivalent("x"))
        #expect(screen.text == ["typed: x", "x"])
        #expect(log.calls.first == "begin")
    }

    @Test("The change a delegate is asked about: the UTF-16 range replaced and its replacement", arguments: [
        ("abc", "abXc", NSRange(location: 2, length: 0), "X"),
        ("abc", "ac", NSRange(location: 1, length: 1), ""),
        ("", "a", NSRange(location: 0, length: 0), "a"),
        ("héllo", "hello", NSRange(location: 1, length: 1), "e"),
        ("a😀", "a", NSRange(location: 1, length: 2), ""),
    ])
    func change(_ old: String, _ new: String, _ range: NSRange, _ replacement: String) {
        let (found, text) = UITextField.change(from: old, to: new)
        #expect(found == range)
        #expect(text == replacement)
    }
}

/// What a `FieldHost`'s field told its delegate and actions.
@MainActor
final class FieldLog {
    var calls: [String] = []
    var editingChanged = 0
}

/// "typed: " and the text, over a text field wrapped as apps wrap one.
struct FieldHost: View {
    let log: FieldLog
    let focusFirst: Bool
    let rejectDigits: Bool
    @State private var text = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("typed: \(text)")
            WrappedField(text: $text, log: log, focusFirst: focusFirst, rejectDigits: rejectDigits)
        }
    }
}

/// A `UITextField` with a coordinator as its delegate.
struct WrappedField: UIViewRepresentable {
    @Binding var text: String
    let log: FieldLog
    let focusFirst: Bool
    let rejectDigits: Bool

    func makeUIView(context: Context) -> UITextField {
        let field = UITextField()
        field.placeholder = "name"
        field.delegate = context.coordinator
        field.addAction(UIAction { _ in log.editingChanged += 1 }, for: .editingChanged)
        field.addAction(UIAction { _ in log.calls.append("editingDidEndOnExit") }, for: .editingDidEndOnExit)
        if focusFirst { field.becomeFirstResponder() }
        return field
    }

    func updateUIView(_ field: UITextField, context: Context) {
        field.text = text
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, UITextFieldDelegate {
        let parent: WrappedField
        init(_ parent: WrappedField) { self.parent = parent }

        func textFieldDidBeginEditing(_ textField: UITextField) { parent.log.calls.append("begin") }

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool {
            parent.log.calls.append("should change {\(range.location), \(range.length)} \"\(string)\"")
            return !(parent.rejectDigits && string.contains { $0.isNumber })
        }

        func textFieldDidChangeSelection(_ textField: UITextField) {
            parent.log.calls.append("changed \(textField.text?.last.map(String.init) ?? "")")
            parent.text = textField.text ?? ""
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            parent.log.calls.append("should return")
            return true
        }
    }
}
