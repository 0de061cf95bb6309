import Foundation
import Testing
import TerminalLayout

// A body is main-actor code (ISO1): in the Swift 6 language mode, each closure it hands to the
// standard library checks at run time that it runs on the main actor. A graph driven from
// another thread has its bodies evaluated on the main thread, so these do not stop the program.

/// A body that filters, maps and sorts with closures, as bodies do.
private struct Sorted: View {
    let items: [String]
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(items.filter { !$0.isEmpty }.sorted { $0 < $1 }.map { $0.uppercased() }, id: \.self) {
                Text($0)
            }
        }
    }
}

/// A modifier of your own whose body does the same.
private struct Counted: ViewModifier {
    let items: [String]
    func body(content: Content) -> some View {
        HStack(spacing: 1) {
            content
            Text("\(items.filter { $0.count > 1 }.count)")
        }
    }
}

/// A shape of your own whose `path(in:)` builds its points with a closure, as shapes do. A
/// shape is not main-actor code (ISO1: `Shape` cancels `View`'s isolation, as SwiftUI's does),
/// so layout calls it on its own thread and the closure's isolation check does not stop the
/// program.
private struct Zigzag: InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let box = rect.insetBy(dx: inset, dy: inset)
        let points = (0...4).map { CGPoint(x: box.minX + CGFloat($0) * box.width / 4,
                                           y: $0 % 2 == 0 ? box.minY : box.maxY) }
        var path = Path()
        path.addLines(points)
        return path
    }
    func inset(by amount: CGFloat) -> Zigzag { Zigzag(inset: inset + amount) }
}

/// Off the main actor, on Swift Testing's threads.
struct MainActorOffMainTests {
    @Test("Bodies with standard-library closures, a graph built and laid out off the main thread",
          arguments: [(["b", "", "a"], ["A", "B", "0"]), (["cc", "dd", "a"], ["A", "CC", "DD", "2"])])
    func bodiesOffMain(items: [String], shown: [String]) async {
        #expect(!Thread.isMainThread)
        let graph = ViewGraph(Sorted(items: items).modifier(Counted(items: items)))
        let result = graph.layout(proposal: ProposedViewSize(width: 10, height: 5))
        let texts = result.placements.compactMap { if case .text(let t) = $0.kind { t.lines.joined() } else { nil } }
        #expect(texts == shown)
        // And again after an update that evaluates the bodies anew.
        graph.update(Sorted(items: items + ["z"]).modifier(Counted(items: items)))
        let updated = graph.layout(proposal: ProposedViewSize(width: 10, height: 6))
        #expect(updated.placements.contains { if case .text(let t) = $0.kind { t.lines == ["Z"] } else { false } })
    }

    @Test("A shape of your own, its path made with a closure, laid out off the main thread",
          arguments: [(CGFloat(0), CGRect(x: 0, y: 0, width: 8, height: 4)),
                      (CGFloat(1), CGRect(x: 1, y: 1, width: 6, height: 2))])
    func shapeOffMain(inset: CGFloat, box: CGRect) {
        #expect(!Thread.isMainThread)
        let graph = ViewGraph(Zigzag().inset(by: inset).stroke().frame(width: 8, height: 4))
        let result = graph.layout(proposal: ProposedViewSize(width: 20, height: 10))
        let paths = result.placements.compactMap { placement -> Path? in
            if case .shape(let shape) = placement.kind, case .path(let path) = shape.shape { path } else { nil }
        }
        #expect(paths.count == 1)
        #expect(paths.first?.boundingRect == box)
    }
}
