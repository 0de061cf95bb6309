import Foundation
import Testing
import TerminalLayout

// SwiftUI code from Apple's documentation of the iOS 17 animators, as an
// app writes it (`import SwiftUI` becomes `import TerminalLayout`): it
// compiles unchanged, and a layout shows its rest state (ANIM3).

/// "Creating phase-based animation": a phase animator on a trigger.
private struct TwoPhaseAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        VStack {
            Spacer()
            Text(emoji)
                .font(.system(size: 144))
                .phaseAnimator([false, true], trigger: likeCount) { content, phase in
                    content.offset(y: phase ? -40.0 : 0.0)
                }
            Spacer()
            Button("Like") {
                likeCount += 1
            }
            .font(.largeTitle)
        }
    }
}

private enum AnimationPhase: CaseIterable {
    case initial, move, scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move: 1.1
        case .scale: 1.8
        }
    }
}

/// "Creating phase-based animation": phases of an enum, an animation for each.
private struct ThreePhaseAnimationView: View {
    var emoji: String
    @State private var likeCount = 1

    var body: some View {
        Text(emoji)
            .phaseAnimator(AnimationPhase.allCases, trigger: likeCount) { content, phase in
                content
                    .scaleEffect(phase.scaleEffect)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .move: .easeInOut(duration: 0.3)
                case .scale: .spring(duration: 0.3, bounce: 0.7)
                }
            }
    }
}

/// A cycling `phaseAnimator` whose phases are number literals, used as scales and in comparisons.
private struct MultiStepAnimationView: View {
    var body: some View {
        Text("Hello, World!")
            .font(.system(size: 24, weight: .bold))
            .phaseAnimator([1, 2, 3]) { view, phase in
                view
                    .opacity(phase == 2 ? 1 : 0)
                    .scaleEffect(phase * 0.5)
            }
    }
}

/// The `PhaseAnimator` view, cycling.
private struct PulsingView: View {
    var body: some View {
        PhaseAnimator([1.0, 1.5]) { scale in
            Circle().frame(width: 4, height: 2).scaleEffect(scale)
        }
    }
}

private struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// `KeyframeAnimator`'s documentation: tracks for four properties, looping.
private struct KeyframeAnimatorExample: View {
    var body: some View {
        Text("😃")
            .font(.largeTitle)
            .keyframeAnimator(initialValue: AnimationValues(), repeating: true) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }

                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }

                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }

                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
    }
}

/// The `KeyframeAnimator` view on a trigger, with a whole-value track.
private struct BounceView: View {
    @State private var bounces = 0

    var body: some View {
        KeyframeAnimator(initialValue: 0.0, trigger: bounces) { offset in
            Text("●").offset(y: offset)
        } keyframes: { _ in
            KeyframeTrack {
                CubicKeyframe(-3, duration: 0.3)
                CubicKeyframe(0, duration: 0.3)
            }
        }
        .onTapGesture { bounces += 1 }
    }
}

/// `KeyframeTimeline`'s documentation: values read at a time.
private func timelineExample() -> (CGPoint, Double) {
    let keyframes = KeyframeTimeline(initialValue: CGPoint.zero) {
        CubicKeyframe(.init(x: 0, y: 100), duration: 0.3)
        CubicKeyframe(.init(x: 0, y: 0), duration: 0.7)
    }
    return (keyframes.value(time: 0.45), keyframes.duration)
}

@MainActor
struct AnimatorSourceCompatibilityTests {
    @Test("phaseAnimator on a trigger: the first phase, at rest (offset 0)")
    func twoPhase() {
        let frame = textFrame(TwoPhaseAnimationView(emoji: "♥"), width: 10, height: 5)
        #expect(frame.first(where: { !$0.isEmpty })?.contains("♥") == true)
        #expect(textFrame(ThreePhaseAnimationView(emoji: "♥"), width: 3, height: 1) == ["♥"])
        _ = textFrame(PulsingView(), width: 6, height: 2)
        // The first phase (1) is not 2: opacity 0, nothing drawn.
        #expect(textFrame(MultiStepAnimationView(), width: 14, height: 1) == [""])
    }

    @Test("keyframeAnimator with tracks and KeyframeAnimator: the initial value")
    func keyframes() {
        #expect(textFrame(KeyframeAnimatorExample(), width: 4, height: 1) == ["😃"])
        #expect(textFrame(BounceView(), width: 3, height: 1) == ["●"])
        let (value, duration) = timelineExample()
        #expect(value.x == 0 && value.y > 0 && abs(duration - 1) < 1e-12)
    }
}
