/// A blur and a scale, in and out (SwiftUI's `BlurReplaceTransition`,
/// `.blurReplace`). A terminal can neither blur nor scale cells: before the
/// view appears and after it goes it is transparent; shown, it is drawn as
/// it is (TRN1).
nonisolated public struct BlurReplaceTransition: Transition {
    /// Which way the view is scaled as it enters and leaves.
    public struct Configuration: Hashable, Sendable {
        /// Whether the view scales up (rather than down) as it leaves.
        let scalesUpOnRemoval: Bool

        /// Scales the view down as it leaves and up as it enters.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Scales the view up as it leaves and as it enters.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    /// Creates the transition.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// The content: blurred, scaled and transparent except at `.identity`
    /// (only the transparency shows in a terminal).
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: 0.5
        case .didDisappear: configuration.scalesUpOnRemoval ? 1.5 : 0.5
        }
        return content
            .blur(radius: phase.isIdentity ? 0 : 8)
            .scaleEffect(scale)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A blur and a scale, down on removal and up on insertion.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// A blur and a scale as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
