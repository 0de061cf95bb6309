import Testing
@testable import TerminalLayout

enum PickerFlavor: String, CaseIterable, Identifiable, Sendable {
    case vanilla, chocolate, strawberry
    var id: String { rawValue }
}

/// The selection in `@State` (a change draws again), copied out each time the body runs.
struct PickerHost: View {
    final class Box { var flavor = PickerFlavor.chocolate }
    let box: Box
    @State private var flavor = PickerFlavor.chocolate
    var body: some View {
        box.flavor = flavor
        return Picker("Flavor", selection: $flavor) {
            ForEach(PickerFlavor.allCases) { Text($0.rawValue).tag($0) }
        }
    }
}

/// `Picker`, `tag(_:)`, `pickerStyle` (PCK1).
@MainActor
struct PickerTests {
    static func run(_ keys: [KeyEquivalent]) -> (PickerFlavor, [String]) {
        let box = PickerHost.Box()
        let graph = ViewGraph(PickerHost(box: box))
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 1))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys {
            focus.handle(KeyPress(key: key, characters: key == .space ? " " : ""))
            _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 1))
        }
        return (box.flavor, textFrame(graph.layout(proposal: ProposedViewSize(width: 30, height: 1)), width: 30, height: 1))
    }

    @Test("The label and the selected option between ‹ ›; → Space ← Home End choose, wrapping around", arguments: [
        ([KeyEquivalent](), PickerFlavor.chocolate), ([.rightArrow], .strawberry), ([.rightArrow, .rightArrow], .vanilla),
        ([.space], .strawberry), ([.leftArrow], .vanilla), ([.leftArrow, .leftArrow], .strawberry), ([.home], .vanilla),
        ([.end], .strawberry),
    ] as [([KeyEquivalent], PickerFlavor)])
    func keys(_ keys: [KeyEquivalent], _ expected: PickerFlavor) {
        let (flavor, text) = Self.run(keys)
        #expect(flavor == expected)
        #expect(text == ["Flavor ‹ \(expected.rawValue) ›"])
    }

    @Test("Tagged views of the builder; a selection no option has shows an empty option; labelsHidden hides the label")
    func forms() {
        let picker = Picker(selection: .constant(2)) {
            Text("one").tag(1)
            Text("two").tag(2)
        } label: { Text("N") }
        #expect(textFrame(picker, width: 20, height: 1) == ["N ‹ two ›"])
        #expect(textFrame(Picker("N", selection: .constant(7)) { Text("one").tag(1) }, width: 20, height: 1) == ["N ‹  ›"])   // an empty option between the spacings
        #expect(textFrame(picker.labelsHidden(), width: 20, height: 1) == ["‹ two ›"])
    }

    /// The selection with a current-value label of its own (iOS 18).
    struct LabelledHost: View {
        @State private var n = 1
        var body: some View {
            Picker("N", selection: $n) {
                Text("one").tag(1)
                Text("two").tag(2)
                Text("three").tag(3)
            } currentValueLabel: {
                Text("#\(n)")
            }
        }
    }

    @Test("A current-value label shows in place of the option; keys still walk the tagged options", arguments: [
        ([KeyEquivalent](), "N ‹ #1 ›"), ([.rightArrow], "N ‹ #2 ›"), ([.rightArrow, .rightArrow, .rightArrow], "N ‹ #1 ›"),
        ([.end], "N ‹ #3 ›"),
    ] as [([KeyEquivalent], String)])
    func currentValueLabel(_ keys: [KeyEquivalent], _ expected: String) {
        let graph = ViewGraph(LabelledHost())
        let screen = ProposedViewSize(width: 20, height: 1)
        _ = graph.layout(proposal: screen)
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys {
            focus.handle(KeyPress(key: key))
            _ = graph.layout(proposal: screen)
        }
        #expect(textFrame(graph.layout(proposal: screen), width: 20, height: 1) == [expected])
        let custom = Picker(selection: .constant(2)) { Text("a").tag(1); Text("b").tag(2) } label: { Text("L") }
            currentValueLabel: { Text("bee") }
        #expect(textFrame(custom, width: 20, height: 1) == ["L ‹ bee ›"])
    }

    @Test("A tag outside a picker changes nothing; every picker style draws the same", arguments: ["menu", "segmented", "inline", "wheel", "radioGroup", "navigationLink", "palette", "automatic"])
    func tagAndStyles(_ style: String) {
        #expect(textFrame(Text("x").tag(1), width: 5, height: 1) == ["x"])
        let picker = Picker("N", selection: .constant(1)) { Text("one").tag(1) }
        let styled: AnyView = switch style {
        case "menu": AnyView(picker.pickerStyle(.menu))
        case "segmented": AnyView(picker.pickerStyle(.segmented))
        case "inline": AnyView(picker.pickerStyle(.inline))
        case "wheel": AnyView(picker.pickerStyle(.wheel))
        case "radioGroup": AnyView(picker.pickerStyle(.radioGroup))
        case "navigationLink": AnyView(picker.pickerStyle(.navigationLink))
        case "palette": AnyView(picker.pickerStyle(.palette))
        default: AnyView(picker.pickerStyle(.automatic))
        }
        #expect(textFrame(styled, width: 20, height: 1) == ["N ‹ one ›"])
    }

    @Test("Disabled, a picker takes no focus and no key")
    func disabled() {
        let focus = FocusSystem(graph: ViewGraph(Picker("N", selection: .constant(1)) { Text("one").tag(1) }.disabled(true)))
        #expect(!focus.moveFocus(forward: true))
    }

    /// Pickers whose options a `ForEach` makes without `tag(_:)`, as WeSplit writes them, and
    /// tags of their own next to the element ids.
    nonisolated static let implicitTags: [(String, @Sendable @MainActor () -> AnyView, String)] = [
        ("a range", { AnyView(Picker("N", selection: .constant(15)) { ForEach(0..<101) { Text("\($0)") } }) }, "N ‹ 15 ›"),
        ("a range by \\.self", {
            AnyView(Picker("N", selection: .constant(3)) { ForEach(0..<10, id: \.self) { Text("#\($0)") } })
        }, "N ‹ #3 ›"),
        ("strings by \\.self", {
            AnyView(Picker("N", selection: .constant("b")) { ForEach(["a", "b", "c"], id: \.self) { Text($0.uppercased()) } })
        }, "N ‹ B ›"),
        ("identifiable data", {
            AnyView(Picker("N", selection: .constant("strawberry")) { ForEach(PickerFlavor.allCases) { Text($0.rawValue) } })
        }, "N ‹ strawberry ›"),
        ("an optional selection, nil", {
            AnyView(Picker("N", selection: .constant(Int?.none)) { ForEach(0..<5) { Text("\($0)") } })
        }, "N ‹  ›"),
        ("an optional selection, set", {
            AnyView(Picker("N", selection: .constant(Int?.some(4))) { ForEach(0..<5) { Text("\($0)") } })
        }, "N ‹ 4 ›"),
        ("a tag of its own wins over the id", {
            AnyView(Picker("N", selection: .constant(15)) { ForEach(0..<20) { Text("\($0)").tag($0 + 1) } })
        }, "N ‹ 14 ›"),
        ("tags of another type than the ids", {
            AnyView(Picker("N", selection: .constant("chocolate")) {
                ForEach(PickerFlavor.allCases.indices, id: \.self) { Text("\($0)").tag(PickerFlavor.allCases[$0].rawValue) }
            })
        }, "N ‹ 1 ›"),
    ]

    @Test("A ForEach's ids are its views' tags in a picker unless they have their own (PCK1)", arguments: implicitTags)
    func implicitTag(name: String, make: @Sendable @MainActor () -> AnyView, expected: String) {
        #expect(textFrame(make(), width: 30, height: 1) == [expected], "\(name)")
    }

    /// The selection in `@State`, its options tagged by their `ForEach` alone.
    struct RangeHost: View {
        final class Box { var value = 0 }
        let box: Box
        @State private var value = 15
        var body: some View {
            box.value = value
            return Picker("Tip", selection: $value) { ForEach(0..<101) { Text("\($0)%") } }
        }
    }

    @Test("Keys walk the options a ForEach tagged implicitly", arguments: [
        ([KeyEquivalent](), 15), ([.rightArrow], 16), ([.leftArrow, .leftArrow], 13), ([.home], 0), ([.end], 100),
    ] as [([KeyEquivalent], Int)])
    func implicitTagKeys(_ keys: [KeyEquivalent], _ expected: Int) {
        let box = RangeHost.Box()
        let graph = ViewGraph(RangeHost(box: box))
        _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 1))
        let focus = FocusSystem(graph: graph)
        focus.moveFocus(forward: true)
        for key in keys {
            focus.handle(KeyPress(key: key))
            _ = graph.layout(proposal: ProposedViewSize(width: 30, height: 1))
        }
        #expect(box.value == expected)
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 30, height: 1)), width: 30, height: 1)
                == ["Tip ‹ \(expected)% ›"])
    }
}
