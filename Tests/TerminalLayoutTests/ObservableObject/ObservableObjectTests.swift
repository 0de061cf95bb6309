import Foundation
import Testing
@testable import TerminalLayout

private final class Player: ObservableObject {
    @Published var score = 0
    @Published var name = "ann"
    var unpublished = 0
    init(score: Int = 0) { self.score = score }
}

/// A subclass: the superclass's `@Published` properties share the publisher with its own.
private final class Captain: BasePlayer {
    @Published var rank = 1
}
private class BasePlayer: ObservableObject {
    @Published var score = 0
}

/// No `@Published` property: its own publisher, sent by hand.
private final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 { willSet { objectWillChange.send() } }
}

private struct ObservedText: View {
    @ObservedObject var player: Player
    var body: some View { Text("\(player.name) \(player.score)") }
}

/// Counts how often each body runs, and which objects the owner's body saw.
private final class Evaluations {
    var counts: [String: Int] = [:]
    var players: [ObjectIdentifier] = []
    weak var lastPlayer: Player?
}

private struct Owner: View {
    @StateObject private var player = Player(score: 10)
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["owner", default: 0] += 1
        evaluations.players.append(ObjectIdentifier(player))
        evaluations.lastPlayer = player
        return VStack(alignment: .leading, spacing: 0) {
            ObservedText(player: player)
            Sibling(evaluations: evaluations)
            Button("+") { player.score += 1 }
        }
    }
}

private struct Sibling: View {
    let evaluations: Evaluations
    var body: some View {
        evaluations.counts["sibling", default: 0] += 1
        return Text("sibling")
    }
}

private struct EnvironmentText: View {
    @EnvironmentObject var player: Player
    var body: some View { Text("env \(player.score)") }
}

private struct BindingToggle: View {
    @ObservedObject var player: Player
    var body: some View {
        Toggle(isOn: Binding(get: { $player.score.wrappedValue > 0 }, set: { $player.score.wrappedValue = $0 ? 1 : 0 })) {
            Text("\(player.score)")
        }
    }
}

private struct ManualText: View {
    @ObservedObject var model: Manual
    var body: some View { Text("manual \(model.value)") }
}

private struct CaptainText: View {
    @ObservedObject var captain: Captain
    var body: some View { Text("\(captain.rank) \(captain.score)") }
}

/// `ObservableObject`, `@Published`, `@ObservedObject`, `@StateObject`, `@EnvironmentObject` (OBS1).
@MainActor
struct ObservableObjectTests {
    static func text(_ graph: ViewGraph, width: Int = 20, height: Int = 1) -> [String] {
        textFrame(graph.layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))), width: width, height: height)
    }

    @Test("Setting a @Published property marks the graph; the next layout shows it; a plain property does not",
          arguments: [(1, "ann 1"), (42, "ann 42"), (-7, "ann -7")])
    func observedObject(_ score: Int, _ expected: String) {
        let player = Player()
        let graph = ViewGraph(ObservedText(player: player))
        #expect(Self.text(graph) == ["ann 0"])
        player.unpublished = 5
        #expect(!graph.needsUpdate)
        player.score = score
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == [expected])
        #expect(!graph.needsUpdate)
    }

    @Test("objectWillChange is one publisher, shared by the class's and its superclass's @Published properties")
    func sharedPublisher() {
        let player = Player()
        #expect(player.objectWillChange === player.objectWillChange)
        let captain = Captain()
        let graph = ViewGraph(CaptainText(captain: captain))
        #expect(Self.text(graph) == ["1 0"])
        captain.score = 3          // the superclass's property
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["1 3"])
        captain.rank = 2
        #expect(Self.text(graph) == ["2 3"])
    }

    @Test("An object's own publisher, sent by hand, is observed")
    func manualPublisher() {
        let model = Manual()
        let graph = ViewGraph(ManualText(model: model))
        #expect(Self.text(graph) == ["manual 0"])
        model.value = 8
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["manual 8"])
    }

    @Test("A @StateObject is made once per identity and kept across updates; a change evaluates its owner again")
    func stateObject() {
        let evaluations = Evaluations()
        let graph = ViewGraph(Owner(evaluations: evaluations))
        let focus = FocusSystem(graph: graph)
        let screen = ["ann 10", "sibling", "", "  +", ""]   // texts only: the button's label inside its box
        #expect(Self.text(graph, height: 5) == screen)
        graph.update(Owner(evaluations: evaluations))       // the parent evaluated again: same object
        #expect(Self.text(graph, height: 5) == screen)
        focus.moveFocus(forward: true)
        #expect(focus.handle(KeyPress(key: .return)) == .handled)   // the button adds 1
        #expect(Self.text(graph, height: 5).first == "ann 11")
        // A change made elsewhere: the owner is evaluated once more; the view under it whose
        // inputs are last time's is not (UPD1), as in SwiftUI.
        let before = evaluations.counts
        evaluations.lastPlayer?.score = 20
        #expect(graph.needsUpdate)
        #expect(Self.text(graph, height: 5).first == "ann 20")
        #expect(evaluations.counts == ["owner": before["owner"]! + 1, "sibling": before["sibling"]!])
        #expect(Set(evaluations.players).count == 1)
    }

    @Test("A changed identity makes a new @StateObject; the old one is released with its subscription")
    func stateObjectIdentity() {
        let evaluations = Evaluations()
        let graph = ViewGraph(Owner(evaluations: evaluations).id(1))
        #expect(Self.text(graph, height: 5).first == "ann 10")
        weak var first = evaluations.lastPlayer
        #expect(first != nil)
        first?.score = 12
        #expect(Self.text(graph, height: 5).first == "ann 12")
        graph.update(Owner(evaluations: evaluations).id(2))
        #expect(Self.text(graph, height: 5).first == "ann 10")
        #expect(first == nil)
        #expect(Set(evaluations.players).count == 2)
    }

    @Test("@EnvironmentObject reads the object set above by type; the innermost wins; changes are observed",
          arguments: [false, true])
    func environmentObject(nested: Bool) {
        let outer = Player(score: 1), inner = Player(score: 2)
        let view = nested ? AnyView(EnvironmentText().environmentObject(inner).environmentObject(outer))
                          : AnyView(EnvironmentText().environmentObject(outer))
        let graph = ViewGraph(view)
        let shown = nested ? inner : outer
        #expect(Self.text(graph) == ["env \(shown.score)"])
        (nested ? outer : inner).score = 50                  // the other object: not read
        #expect(!graph.needsUpdate)
        shown.score = 9
        #expect(graph.needsUpdate)
        #expect(Self.text(graph) == ["env 9"])
    }

    @Test("$object.property is a binding to the object's property")
    func bindings() {
        let player = Player()
        let graph = ViewGraph(BindingToggle(player: player))
        #expect(Self.text(graph) == ["[ ] 0"])
        ObservedObject(wrappedValue: player).projectedValue.score.wrappedValue = 1
        #expect(player.score == 1)
        #expect(Self.text(graph) == ["[x] 1"])
        EnvironmentObject<Player>.Wrapper(root: player).name.wrappedValue = "bo"
        #expect(player.name == "bo")
    }

    @Test("A view that goes away unsubscribes; a released graph leaves no subscriber")
    func subscriptionsEnd() {
        let player = Player()
        let graph = ViewGraph(VStack(spacing: 0) { ObservedText(player: player); ObservedText(player: player) })
        #expect(Self.text(graph, height: 2) == ["ann 0", "ann 0"])
        #expect(player.objectWillChange.subscriberCount == 2)
        graph.update(VStack(spacing: 0) { ObservedText(player: player) })
        _ = Self.text(graph, height: 2)
        #expect(player.objectWillChange.subscriberCount == 1)
        graph.update(VStack(spacing: 0) { EmptyView() })
        _ = Self.text(graph, height: 2)
        #expect(player.objectWillChange.subscriberCount == 0)
        let other = Player()
        var graphs: [ViewGraph] = [ViewGraph(ObservedText(player: other))]
        _ = Self.text(graphs[0])
        #expect(other.objectWillChange.subscriberCount == 1)
        graphs.removeAll()
        #expect(other.objectWillChange.subscriberCount == 0)
    }

    @Test("Without the object, @EnvironmentObject stops with SwiftUI's message naming the type")
    func missingObject() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ViewGraph(EnvironmentText()).layout(proposal: ProposedViewSize(width: 20, height: 1))
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("No ObservableObject of type Player found. "
                                     + "A View.environmentObject(_:) for Player may be missing as an ancestor of this view."))
        }
    }
}
