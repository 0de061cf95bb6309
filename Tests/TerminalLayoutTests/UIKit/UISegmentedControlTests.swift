import Foundation
import Testing
@testable import TerminalLayout

/// `UISegmentedControl.appearance()` (UIK1): what iOS code sets is kept, read back as set, and
/// a segmented picker draws as before (PCK1).
@MainActor
struct UISegmentedControlTests {
    @Test("Title attributes are kept per state; colours are kept")
    func keptPerState() {
        let control = UISegmentedControl()
        #expect(control.titleTextAttributes(for: .selected) == nil)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white, .kern: 2], for: .selected)
        control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect((control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor) == UIColor.white)
        #expect((control.titleTextAttributes(for: .selected)?[.kern] as? Int) == 2)
        #expect((control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor) == UIColor.red)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        control.setTitleTextAttributes(nil, for: .selected)
        #expect(control.titleTextAttributes(for: .selected) == nil)
        control.selectedSegmentTintColor = .systemBlue
        #expect(control.selectedSegmentTintColor == .systemBlue)
        #expect(UISegmentedControl.appearance() === UISegmentedControl.appearance())
    }

    @Test("UIKit's attribute keys have UIKit's names; control states UIKit's bits", arguments: [
        (NSAttributedString.Key.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"), (.font, "NSFont"),
        (.underlineStyle, "NSUnderline"), (.strikethroughStyle, "NSStrikethrough"), (.kern, "NSKern"), (.link, "NSLink"),
    ])
    func keys(_ key: NSAttributedString.Key, _ name: String) {
        #expect(key.rawValue == name)
        #expect(UIControl.State.normal.rawValue == 0 && UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State([.selected, .highlighted]).contains(.highlighted))
    }

    @Test("A segmented picker draws the same with the appearance set")
    func pickerUnchanged() {
        struct Choice: View {
            @State private var pick = 1
            var body: some View {
                Picker("Size", selection: $pick) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented)
            }
        }
        let before = textFrame(Choice(), width: 20, height: 1)
        let proxy = UISegmentedControl.appearance()
        proxy.selectedSegmentTintColor = .red
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        defer {
            proxy.selectedSegmentTintColor = nil
            proxy.setTitleTextAttributes(nil, for: .selected)
        }
        #expect(textFrame(Choice(), width: 20, height: 1) == before)
        #expect(before != [""])
    }
}
