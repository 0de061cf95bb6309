import Testing
@testable import TerminalLayout

/// The custom-container initialisers by their first iOS 18 beta names (CC1): each lays out
/// exactly as the initialiser it was renamed to.
struct CustomContainerBetaNamesTests {
    static let screen = ProposedViewSize(width: 12, height: 8)

    /// A header and two rows in a section, then a loose row.
    @ViewBuilder static var content: some View {
        Section { Text("a"); Text("b") } header: { Text("H") }
        Text("c")
    }

    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case groupSubviews, groupSections, forEachSubviews, forEachSections
        var testDescription: String { rawValue }

        /// The view by its first name, and by its name now.
        var views: (first: AnyView, now: AnyView) {
            switch self {
            case .groupSubviews:
                (AnyView(Group(subviewsOf: CustomContainerBetaNamesTests.content) { s in VStack(spacing: 0) { Text("\(s.count)"); ForEach(s) { $0.padding(.leading, 1) } } }),
                 AnyView(Group(subviews: CustomContainerBetaNamesTests.content) { s in VStack(spacing: 0) { Text("\(s.count)"); ForEach(s) { $0.padding(.leading, 1) } } }))
            case .groupSections:
                (AnyView(Group(sectionsOf: CustomContainerBetaNamesTests.content) { s in VStack(spacing: 0) { Text("\(s.count)"); ForEach(s) { $0.content } } }),
                 AnyView(Group(sections: CustomContainerBetaNamesTests.content) { s in VStack(spacing: 0) { Text("\(s.count)"); ForEach(s) { $0.content } } }))
            case .forEachSubviews:
                (AnyView(VStack(spacing: 0) { ForEach(subviewOf: CustomContainerBetaNamesTests.content) { $0.padding(.leading, 2) } }),
                 AnyView(VStack(spacing: 0) { ForEach(subviews: CustomContainerBetaNamesTests.content) { $0.padding(.leading, 2) } }))
            case .forEachSections:
                (AnyView(VStack(spacing: 0) { ForEach(sectionOf: CustomContainerBetaNamesTests.content) { $0.header; $0.content } }),
                 AnyView(VStack(spacing: 0) { ForEach(sections: CustomContainerBetaNamesTests.content) { $0.header; $0.content } }))
            }
        }
    }

    @Test("The first name draws what the name now draws", arguments: [
        (Form.groupSubviews, ["4", " H", " a", " b", " c"]),
        (.groupSections, ["2", "a", "b", "c"]),
        (.forEachSubviews, ["  H", "  a", "  b", "  c"]),
        (.forEachSections, ["H", "a", "b", "c"]),
    ])
    func sameDrawing(_ form: Form, rows: [String]) {
        let (first, now) = form.views
        let drawn = textFrame(first, width: 12, height: 8)
        #expect(drawn == textFrame(now, width: 12, height: 8))
        #expect(Array(drawn.prefix(rows.count)) == rows)
    }
}
