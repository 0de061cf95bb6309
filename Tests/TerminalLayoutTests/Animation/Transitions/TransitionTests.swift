import Testing
@testable import TerminalLayout

/// `Transition` (iOS 17, TRN1): a shown view has its transition's body
/// applied at `.identity`; the other phases are never drawn by `transition(_:)`,
/// and `apply(content:phase:)` draws them as asked.
@MainActor
struct TransitionTests {
    /// A fade as SwiftUI's documentation writes one.
    struct Fade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 1 : 0)
        }
    }

    /// Shown only away from `.identity`: drawn as nothing when applied at `.identity`.
    struct Ghost: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 0 : 1)
        }
    }

    /// Moves the content by `phase.value + 2` cells: 2 at `.identity`.
    struct Nudge: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.offset(x: 2 + 2 * phase.value)
        }
    }

    /// Pads the content by a cell, and records each phase its body is given.
    struct Recording: Transition {
        let phases: TransitionPhaseLog
        func body(content: Content, phase: TransitionPhase) -> some View {
            phases.seen.append(phase)
            return content.padding(.leading, 1)
        }
    }

    /// "ab" then "cd", "cd" given `transition`, at the top leading corner.
    static func row(_ transition: some Transition) -> some View {
        HStack(spacing: 0) {
            Text("ab")
            Text("cd").transition(transition)
        }
    }

    @Test("A custom transition's body is applied at .identity to the shown view",
          arguments: [
              (0, "abcd"),     // Fade: opaque at identity, drawn as without a transition
              (1, "ab"),       // Ghost: transparent at identity, so not drawn
              (2, "ab  cd"),   // Nudge: moved 2 cells right at identity
          ])
    func customBodyAtIdentity(_ which: Int, _ expected: String) {
        let view: AnyView = switch which {
        case 0: AnyView(Self.row(Fade()))
        case 1: AnyView(Self.row(Ghost()))
        default: AnyView(Self.row(Nudge()))
        }
        #expect(textFrame(view, width: 8, height: 1) == [expected])
    }

    @Test("The body is given .identity and its content's layout counts: a padded content is a cell wider")
    func bodyIsGivenIdentity() {
        let log = TransitionPhaseLog()
        #expect(textFrame(Self.row(Recording(phases: log)), width: 8, height: 1) == ["ab cd"])
        #expect(!log.seen.isEmpty)
        #expect(log.seen.allSatisfy { $0 == .identity })
    }

    @Test("Built-in transitions draw a shown view as without a transition",
          arguments: 0..<9)
    func builtInsAtIdentity(_ which: Int) {
        let view: AnyView = switch which {
        case 0: AnyView(Self.row(IdentityTransition()))
        case 1: AnyView(Self.row(OpacityTransition()))
        case 2: AnyView(Self.row(ScaleTransition(0.5)))
        case 3: AnyView(Self.row(SlideTransition()))
        case 4: AnyView(Self.row(MoveTransition(edge: .leading)))
        case 5: AnyView(Self.row(OffsetTransition(CGSize(width: 3, height: 1))))
        case 6: AnyView(Self.row(PushTransition(edge: .bottom)))
        case 7: AnyView(Self.row(BlurReplaceTransition(configuration: .upUp)))
        default: AnyView(Self.row(AsymmetricTransition(insertion: MoveTransition(edge: .top), removal: OpacityTransition())))
        }
        #expect(textFrame(view, width: 8, height: 3) == ["abcd", "", ""])
    }

    /// "ab" then "cd" on row 1 of an 8 × 3 screen, `transition` applied to "cd" at `phase`.
    static func applied(_ transition: some Transition, _ phase: TransitionPhase) -> [String] {
        let view = HStack(spacing: 0) {
            Text("ab")
            transition.apply(content: Text("cd"), phase: phase)
        }
        .padding(.top, 1)
        return textFrame(view, width: 8, height: 3)
    }

    @Test("apply(content:phase:) draws the other phases: moves by the view's size, fades to nothing",
          arguments: [
              (0, TransitionPhase.willAppear, ["", "cd", ""]),      // move(edge: .leading): 2 cells left, over "ab"
              (0, .didDisappear, ["", "cd", ""]),
              (1, .willAppear, ["  cd", "ab", ""]),                 // move(edge: .top): a row up
              (2, .willAppear, ["", "cd", ""]),                     // slide: in from the leading edge
              (2, .didDisappear, ["", "ab  cd", ""]),               // ... out to the trailing edge
              (3, .willAppear, ["", "ab", ""]),                     // push: transparent
              (4, .didDisappear, ["", "ab", ""]),                   // opacity: transparent
              (5, .willAppear, ["", "ab", "   cd"]),                // offset(1, 1)
              (6, .didDisappear, ["", "ab", ""]),                   // blurReplace: transparent
              (7, .willAppear, ["", "cd", ""]),                     // asymmetric: the insertion's move in
              (7, .didDisappear, ["", "ab", ""]),                   // ... the removal's fade out
              (7, .identity, ["", "abcd", ""]),
          ])
    func otherPhases(_ which: Int, _ phase: TransitionPhase, _ expected: [String]) {
        let frame: [String] = switch which {
        case 0: Self.applied(MoveTransition(edge: .leading), phase)
        case 1: Self.applied(MoveTransition(edge: .top), phase)
        case 2: Self.applied(SlideTransition(), phase)
        case 3: Self.applied(PushTransition(edge: .leading), phase)
        case 4: Self.applied(OpacityTransition(), phase)
        case 5: Self.applied(OffsetTransition(CGSize(width: 1, height: 1)), phase)
        case 6: Self.applied(BlurReplaceTransition(configuration: .downUp), phase)
        default: Self.applied(AsymmetricTransition(insertion: MoveTransition(edge: .leading), removal: OpacityTransition()), phase)
        }
        #expect(frame == expected)
    }

    @Test("combined(with:) applies both bodies, animation(_:) the same body")
    func combinedAndAnimated() {
        #expect(textFrame(Self.row(Nudge().combined(with: Nudge())), width: 8, height: 1) == ["ab    cd"])
        #expect(textFrame(Self.row(Fade().combined(with: Ghost())), width: 8, height: 1) == ["ab"])
        #expect(textFrame(Self.row(Nudge().animation(.easeIn)), width: 8, height: 1) == ["ab  cd"])
    }

    @Test("AnyTransition made of a Transition, or of modifiers, applies its identity effects; the built-in ones none",
          arguments: [
              (0, "ab  cd"),   // AnyTransition(Nudge())
              (1, "ab"),       // AnyTransition(Ghost())
              (2, "ab  cd"),   // .modifier(active:identity:) with a 2-cell offset as identity
              (3, "abcd"),   // .modifier(active:identity:): the active modifier is not applied
              (4, "ab    cd"), // AnyTransition(Nudge()).combined(with: AnyTransition(Nudge()))
              (5, "ab  cd"),   // .opacity.combined(with: AnyTransition(Nudge())).animation(.default)
              (6, "ab  cd"),   // .asymmetric(insertion: AnyTransition(Nudge()), removal: .slide)
              (7, "abcd"),     // .blurReplace(.upUp)
          ])
    func anyTransition(_ which: Int, _ expected: String) {
        let transition: AnyTransition = switch which {
        case 0: AnyTransition(Nudge())
        case 1: AnyTransition(Ghost())
        case 2: .modifier(active: ShiftModifier(x: 0), identity: ShiftModifier(x: 2))
        case 3: .modifier(active: ShiftModifier(x: 4), identity: ShiftModifier(x: 0))
        case 4: AnyTransition(Nudge()).combined(with: AnyTransition(Nudge()))
        case 5: AnyTransition.opacity.combined(with: AnyTransition(Nudge())).animation(.default)
        case 6: .asymmetric(insertion: AnyTransition(Nudge()), removal: .slide)
        default: .blurReplace(.upUp)
        }
        let view = HStack(spacing: 0) {
            Text("ab")
            Text("cd").transition(transition)
        }
        #expect(textFrame(view, width: 8, height: 1) == [expected])
    }

    @Test("TransitionPhase: value -1, 0, 1; only .identity is the identity",
          arguments: [(TransitionPhase.willAppear, -1.0, false), (.identity, 0, true), (.didDisappear, 1, false)])
    func phase(_ phase: TransitionPhase, _ value: Double, _ isIdentity: Bool) {
        #expect(phase.value == value)
        #expect(phase.isIdentity == isIdentity)
    }

    @Test("Properties: motion by default; none for identity and opacity; either's for pairs")
    func properties() {
        #expect(Fade.properties.hasMotion)
        #expect(!IdentityTransition.properties.hasMotion)
        #expect(!OpacityTransition.properties.hasMotion)
        #expect(MoveTransition.properties.hasMotion)
        #expect(AsymmetricTransition<OpacityTransition, SlideTransition>.properties.hasMotion)
        #expect(!AsymmetricTransition<OpacityTransition, IdentityTransition>.properties.hasMotion)
        #expect(!TransitionProperties(hasMotion: false).hasMotion)
    }

    @Test("SwiftUI's spellings compile and draw the shown view unchanged")
    func spellings() {
        let view = VStack(spacing: 0) {
            Text("a").transition(.blurReplace)
            Text("b").transition(.blurReplace(.upUp))
            Text("c").transition(.blurReplace.combined(with: .push(from: .bottom)))
            Text("d").transition(.scale(0.5, anchor: .top))
            Text("e").transition(.move(edge: .leading).combined(with: .opacity))
            Text("f").transition(.asymmetric(insertion: .push(from: .top), removal: .offset(x: 3)))
            Text("g").transition(.opacity.animation(.easeInOut))
            Text("h").transition(.identity)
        }
        #expect(textFrame(view, width: 2, height: 8) == ["a", "b", "c", "d", "e", "f", "g", "h"])
        // Implicit members of `Transition` name SwiftUI's structs.
        #expect(Self.name(.blurReplace) == "BlurReplaceTransition")
        #expect(Self.name(.blurReplace(.downUp)) == "BlurReplaceTransition")
        #expect(Self.name(.scale) == "ScaleTransition")
        #expect(Self.name(.scale(0.5, anchor: .bottom)) == "ScaleTransition")
        #expect(Self.name(.slide) == "SlideTransition")
        #expect(Self.name(.opacity) == "OpacityTransition")
        #expect(Self.name(.identity) == "IdentityTransition")
        #expect(Self.name(.move(edge: .top)) == "MoveTransition")
        #expect(Self.name(.offset(CGSize(width: 1, height: 0))) == "OffsetTransition")
        #expect(Self.name(.offset(y: 2)) == "OffsetTransition")
        #expect(Self.name(.push(from: .leading)) == "PushTransition")
        #expect(Self.name(.asymmetric(insertion: .opacity, removal: .slide))
                == "AsymmetricTransition<OpacityTransition, SlideTransition>")
        #expect(ScaleTransition.scale.scale == 0)
        #expect(BlurReplaceTransition.blurReplace.configuration == .downUp)
    }
}

extension TransitionTests {
    /// The name of the transition type an implicit member makes.
    static func name<T: Transition>(_ transition: T) -> String { "\(T.self)" }
}

/// The phases a transition's body was given.
final class TransitionPhaseLog {
    var seen: [TransitionPhase] = []
}

/// A modifier that moves its content `x` cells to the right.
private struct ShiftModifier: ViewModifier {
    let x: CGFloat
    func body(content: Content) -> some View { content.offset(x: x) }
}
