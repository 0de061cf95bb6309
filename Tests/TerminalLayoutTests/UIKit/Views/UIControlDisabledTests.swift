import Foundation
import Testing
@testable import TerminalLayout

/// A control with `isEnabled` false (UIV1): drawn disabled, so Tab does not reach it and
/// keys do nothing — the same keys on the enabled control change the count.
@MainActor
struct UIControlDisabledTests {
    @Test("A disabled button, text field or switch takes no focus and no keys", arguments: [
        ("button", true, "count 1"), ("button", false, "count 0"),
        ("field", true, "count 1"), ("field", false, "count 0"),
        ("switch", true, "count 1"), ("switch", false, "count 0"),
    ])
    func disabled(_ kind: String, _ enabled: Bool, _ expected: String) {
        let screen = KeyedScreen(DisabledHost(kind: kind, enabled: enabled), width: 20, height: 3)
        screen.press(.tab)
        screen.press(kind == "field" ? KeyEquivalent("a") : .return)
        #expect(screen.text[0] == expected)
    }
}

/// "count n" over one control of `kind`, enabled or not, whose use adds 1.
struct DisabledHost: View {
    let kind: String
    let enabled: Bool
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("count \(count)")
            CountingControl(kind: kind, enabled: enabled, count: $count)
        }
    }
}

/// A `UIButton` (touchUpInside), `UITextField` (editingChanged) or `UISwitch`
/// (valueChanged) adding 1 to `count`.
struct CountingControl: UIViewRepresentable {
    let kind: String
    let enabled: Bool
    @Binding var count: Int

    func makeUIView(context: Context) -> UIControl {
        let control: UIControl
        let event: UIControl.Event
        switch kind {
        case "button":
            let button = UIButton(type: .system)
            button.setTitle("Add", for: .normal)
            (control, event) = (button, .touchUpInside)
        case "field":
            (control, event) = (UITextField(), .editingChanged)
        default:
            (control, event) = (UISwitch(), .valueChanged)
        }
        control.addAction(UIAction { _ in count += 1 }, for: event)
        return control
    }

    func updateUIView(_ control: UIControl, context: Context) {
        control.isEnabled = enabled
    }
}
