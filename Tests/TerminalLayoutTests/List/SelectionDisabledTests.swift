import Testing
@testable import TerminalLayout

/// `selectionDisabled(_:)` (LIST5): a row so marked — inside its content or outside its tag —
/// is not selected by Return or Space; the others are.
@MainActor
struct SelectionDisabledTests {
    final class Box: @unchecked Sendable { var selection: Int? }

    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case insideTheRow, outsideTheTag, notDisabled
        var testDescription: String { rawValue }
    }

    @ViewBuilder
    static func list(_ form: Form, _ box: Box) -> some View {
        let binding = Binding(get: { box.selection }, set: { box.selection = $0 })
        switch form {
        case .insideTheRow:
            List([1, 2, 3], id: \.self, selection: binding) { Text("row \($0)").selectionDisabled($0 == 2) }
        case .outsideTheTag:
            List(selection: binding) {
                ForEach([1, 2, 3], id: \.self) { Text("row \($0)").tag($0).selectionDisabled($0 == 2) }
            }
        case .notDisabled:
            List([1, 2, 3], id: \.self, selection: binding) { Text("row \($0)").selectionDisabled(false) }
        }
    }

    @Test("Return or Space on row 2 selects it only when it is not disabled; row 3 is selected either way",
          arguments: [(Form.insideTheRow, nil as Int?), (.outsideTheTag, nil), (.notDisabled, 2)])
    func disabledRow(_ form: Form, afterRow2: Int?) {
        let box = Box()
        let screen = KeyedScreen(Self.list(form, box), width: 12, height: 4)
        _ = screen.text
        screen.tab(2, then: .return)                 // row 2
        #expect(box.selection == afterRow2)
        screen.tab(0, then: .space)                  // row 2 again, with Space
        #expect(box.selection == afterRow2)
        screen.tab(1, then: .space)                  // row 3
        #expect(box.selection == 3)
    }
}
