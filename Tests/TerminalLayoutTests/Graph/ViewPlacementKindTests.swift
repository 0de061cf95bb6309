import Foundation
import Testing
@testable import TerminalLayout

/// `ViewPlacement.Kind.sameBits`: a pass writes a kind over the last pass's
/// only when their bits differ (no retain and release for a view placed as
/// it was), so same bits must mean the same kind.
@Suite struct ViewPlacementKindTests {
    /// Kinds compared as stored: (a, b, whether their bits are the same).
    nonisolated(unsafe) static let storedPairs: [(ViewPlacement.Kind, ViewPlacement.Kind, Bool)] = {
        let red = Color(red: 1, green: 0, blue: 0)
        let lines = ["ab", "cd"]
        let text = TextPlacement(lines: lines, foreground: red, isBold: true)
        return [
            (.spacer, .spacer, true),
            (.color(.gray), .color(.gray), true),
            (.color(red), .color(red), true),
            (.color(.gray), .color(.blue), false),
            (.color(red), .color(Color(red: 1, green: 0, blue: 0)), false),
            (.text(text), .text(text), true),
            (.text(text), .text(TextPlacement(lines: lines, foreground: red, isBold: false)), false),
            (.text(text), .text(TextPlacement(lines: ["ab", "ce"], foreground: red, isBold: true)), false),
            (.divider(.horizontal), .divider(.horizontal), true),
            (.divider(.horizontal), .divider(.vertical), false),
            (.spacer, .divider(.horizontal), false),
            (.color(.gray), .spacer, false),
        ]
    }()

    @Test("Kinds stored as the same bits are the same kind; equal colours made apart differ in bits",
          arguments: storedPairs.indices)
    func sameBits(_ index: Int) {
        var (a, b, same) = Self.storedPairs[index]
        #expect(ViewPlacement.Kind.sameBits(&a, &b) == same)
        if same { #expect(a == b) }
    }

    static func boxes(_ color: Color, _ text: String) -> some View {
        VStack(spacing: 0) {
            color.frame(width: 2, height: 1)
            Text(text)
        }
    }

    @Test("A pass writing over the last one's placements keeps a kind that is the same and takes one that changed",
          arguments: [(Color.gray, "hi"), (Color.blue, "hi"), (Color.gray, "ho"), (Color.blue, "ho")])
    func writtenOver(_ color: Color, _ text: String) {
        let graph = ViewGraph(Self.boxes(.gray, "hi"))
        let proposal = ProposedViewSize(width: 10, height: 5)
        // The first result is dropped: the second pass writes over its storage.
        #expect(graph.layout(proposal: proposal).placements.count == 4)   // the stack, the frame, the colour, the text
        graph.update(Self.boxes(color, text))
        let kinds = graph.layout(proposal: proposal).placements.map(\.kind)
        #expect(kinds.filter { $0 == .color(color) }.count == 1)
        #expect(kinds.filter { $0 == .text(TextPlacement(lines: [text])) }.count == 1)
        #expect(kinds.count == 4)
    }
}
