import Foundation
import Testing
@testable import TerminalLayout

/// `UIViewRepresentable` (UIV1): the view made once per identity, updated when the
/// representable changes, dismantled when it goes; sized by `sizeThatFits` or the view's
/// intrinsic size; drawn as its UIKit view describes.
@MainActor
struct UIViewRepresentableTests {
    /// The update after making may come again, and an update whose values are equal may
    /// call `updateUIView` again (the package compares a representable holding a reference
    /// as changed), as SwiftUI allows: "update" is counted as the last value it was given.
    @Test("Coordinator, view, then updates with the newest value; made again only after it was dismantled")
    func lifeCycle() {
        let log = CallLog()
        func tree(_ shown: Bool, _ text: String) -> some View {
            VStack {
                Text("above")
                if shown { LoggedLabel(text: text, log: log) }
            }
        }
        let graph = ViewGraph(tree(true, "a"))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(Array(log.calls.prefix(3)) == ["makeCoordinator", "make", "update a"])
        graph.update(tree(true, "b"))
        _ = graph.layout(proposal: ProposedViewSize(width: 20, height: 5))
        #expect(log.calls.last == "update b")
        #expect(log.calls.filter { $0.hasPrefix("make") } == ["makeCoordinator", "make"])
        graph.update(tree(false, "b"))
        #expect(log.calls.last == "dismantle b")
        #expect(log.calls.filter { $0.hasPrefix("dismantle") }.count == 1)
        graph.update(tree(true, "c"))
        #expect(log.calls.suffix(3) == ["makeCoordinator", "make", "update c"])
        #expect(log.calls.filter { $0.hasPrefix("dismantle") }.count == 1)
    }

    @Test("The coordinator made first is the one every later call's context carries")
    func coordinatorKept() {
        let log = CallLog()
        let graph = ViewGraph(LoggedLabel(text: "a", log: log))
        graph.update(LoggedLabel(text: "b", log: log))
        graph.update(LoggedLabel(text: "c", log: log))
        #expect(log.coordinators.count == 3)
        #expect(Set(log.coordinators.map(ObjectIdentifier.init)).count == 1)
    }

    @Test("The context carries the environment the representable is in")
    func environmentInContext() {
        let log = CallLog()
        _ = ViewGraph(LoggedLabel(text: "a", log: log).environment(\.lineLimit, 3))
        #expect(log.lineLimits == [3])
    }

    /// A view of intrinsic size 6 × 2 (or none, −1, per axis) with hugging and compression
    /// resistance `(hug, resist)` on both axes, proposed `proposal`.
    @Test("Without sizeThatFits, the intrinsic size and the priorities size the view", arguments: [
        // No intrinsic size: the proposal, nothing where unspecified.
        (CGSize(width: -1, height: -1), (250, 750), prop(nil, nil), CGSize(width: 0, height: 0)),
        (CGSize(width: -1, height: -1), (250, 750), prop(10, 4), CGSize(width: 10, height: 4)),
        // Unspecified: the intrinsic size; more: grows (hugging low); less: keeps it (resisting).
        (CGSize(width: 6, height: 2), (250, 750), prop(nil, nil), CGSize(width: 6, height: 2)),
        (CGSize(width: 6, height: 2), (250, 750), prop(10, 4), CGSize(width: 10, height: 4)),
        (CGSize(width: 6, height: 2), (250, 750), prop(3, 1), CGSize(width: 6, height: 2)),
        // Hugging high: never more; resisting low: less.
        (CGSize(width: 6, height: 2), (750, 750), prop(10, 4), CGSize(width: 6, height: 2)),
        (CGSize(width: 6, height: 2), (250, 749), prop(3, 1), CGSize(width: 3, height: 1)),
        // An intrinsic width only.
        (CGSize(width: 6, height: -1), (1000, 1000), prop(nil, nil), CGSize(width: 6, height: 0)),
        (CGSize(width: 6, height: -1), (1000, 1000), prop(10, 4), CGSize(width: 6, height: 4)),
    ] as [(CGSize, (Float, Float), ProposedViewSize, CGSize)])
    func intrinsicSizing(_ intrinsic: CGSize, _ priorities: (Float, Float), _ proposal: ProposedViewSize,
                         _ expected: CGSize) {
        let view = SizedRepresentable(intrinsic: intrinsic, hugging: UILayoutPriority(priorities.0),
                                      resistance: UILayoutPriority(priorities.1), fixed: nil)
        #expect(ViewGraph(view).layout(proposal: proposal).size == expected)
    }

    @Test("sizeThatFits's size wins; nil falls back to the intrinsic size", arguments: [
        (CGSize?(CGSize(width: 7, height: 3)), prop(nil, nil), CGSize(width: 7, height: 3)),
        (CGSize?(CGSize(width: 7, height: 3)), prop(20, 9), CGSize(width: 7, height: 3)),
        (CGSize?.none, prop(nil, nil), CGSize(width: 6, height: 2)),
    ])
    func sizeThatFitsWins(_ fixed: CGSize?, _ proposal: ProposedViewSize, _ expected: CGSize) {
        let view = SizedRepresentable(intrinsic: CGSize(width: 6, height: 2), hugging: .defaultLow,
                                      resistance: .defaultHigh, fixed: fixed)
        #expect(ViewGraph(view).layout(proposal: proposal).size == expected)
    }

    @Test("A label is drawn centred vertically, aligned as its textAlignment says", arguments: [
        (NSTextAlignment.natural, ["", "Hello", ""]),
        (.center, ["", "       Hello", ""]),
        (.right, ["", "               Hello", ""]),
    ])
    func labelDrawn(_ alignment: NSTextAlignment, _ expected: [String]) {
        let view = LabelRepresentable(text: "Hello", alignment: alignment)
        #expect(textFrame(view, width: 20, height: 3) == expected)
    }

    @Test("Subviews are drawn at their frames, resized by their masks when the view is placed at another size")
    func subviewsAtFrames() {
        // Made 10 × 3: "ab" at (1, 0); a centred "mid" across the width on row 2, flexible.
        let view = PanelRepresentable()
        #expect(textFrame(view, width: 10, height: 3) == [" ab", "", "   mid"])
        #expect(textFrame(view, width: 20, height: 3) == [" ab", "", "        mid"])
    }

    @Test("A colour fills the view's bounds; a blur is drawn as its material (a grey); a hidden view draws nothing")
    func fillsAndEffects() {
        let colored = lay(BackgroundRepresentable(color: .red, hidden: false), 8, 2)
        #expect(colored.placements.contains { $0.frame == rect(0, 0, 8, 2) && $0.kind == .color(.red) })
        let hidden = lay(BackgroundRepresentable(color: .red, hidden: true), 8, 2)
        #expect(!hidden.placements.contains { if case .color = $0.kind { true } else { false } })
        let blur = lay(ZStack { BlurRepresentable(); Text("over") }, 8, 2)
        #expect(blur.placements.contains { $0.frame == rect(0, 0, 8, 2) && $0.kind == .color(.gray) })
    }

    @Test("A hosting controller's view shows its SwiftUI root view")
    func hostingControllerView() {
        #expect(textFrame(HostingRepresentable(), width: 12, height: 1) == ["   hosted"])
    }

    @Test("A spinner is drawn while it animates, and not once stopped", arguments: [true, false])
    func spinner(_ animating: Bool) {
        let result = lay(SpinnerRepresentable(animating: animating), 5, 1)
        let progress = lay(ProgressView().frame(width: 5, height: 1), 5, 1)
        #expect((result.placements.count > 2) == animating)
        if animating { #expect(result.placements.last?.kind == progress.placements.last?.kind) }
    }
}

/// The calls a `LoggedLabel` received, in order.
@MainActor
final class CallLog {
    var calls: [String] = []
    var coordinators: [LoggedLabel.Coordinator] = []
    var lineLimits: [Int?] = []
}

/// A label wrapped in a representable that logs each call.
struct LoggedLabel: UIViewRepresentable {
    var text: String
    let log: CallLog

    final class Coordinator {
        let log: CallLog
        init(log: CallLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.calls.append("makeCoordinator")
        return Coordinator(log: log)
    }

    func makeUIView(context: Context) -> UILabel {
        log.calls.append("make")
        log.coordinators.append(context.coordinator)
        return UILabel()
    }

    func updateUIView(_ label: UILabel, context: Context) {
        log.calls.append("update \(text)")
        if log.coordinators.count > 0, log.calls.count > 3 { log.coordinators.append(context.coordinator) }
        log.lineLimits.append(context.environment.lineLimit)
        label.text = text
    }

    static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
        coordinator.log.calls.append("dismantle \(label.text ?? "")")
    }
}

/// A view of a set intrinsic size and priorities, and optionally a size of its own.
struct SizedRepresentable: UIViewRepresentable {
    let intrinsic: CGSize
    let hugging: UILayoutPriority
    let resistance: UILayoutPriority
    let fixed: CGSize?

    final class IntrinsicView: UIView {
        var intrinsic = CGSize.zero
        override var intrinsicContentSize: CGSize { intrinsic }
    }

    func makeUIView(context: Context) -> IntrinsicView { IntrinsicView() }

    func updateUIView(_ view: IntrinsicView, context: Context) {
        view.intrinsic = intrinsic
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            view.setContentHuggingPriority(hugging, for: axis)
            view.setContentCompressionResistancePriority(resistance, for: axis)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: IntrinsicView, context: Context) -> CGSize? { fixed }
}

/// A label with text and an alignment.
struct LabelRepresentable: UIViewRepresentable {
    let text: String
    let alignment: NSTextAlignment

    func makeUIView(context: Context) -> UILabel { UILabel() }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
        label.textAlignment = alignment
    }
}

/// A 10 × 3 panel: a label "ab" at (1, 0, 2 × 1), and a centred label "mid" across the
/// bottom row that follows the panel's width.
struct PanelRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 3))
        let small = UILabel(frame: CGRect(x: 1, y: 0, width: 2, height: 1))
        small.text = "ab"
        let wide = UILabel(frame: CGRect(x: 0, y: 2, width: 10, height: 1))
        wide.text = "mid"
        wide.textAlignment = .center
        wide.autoresizingMask = [.flexibleWidth]
        panel.addSubview(small)
        panel.addSubview(wide)
        return panel
    }

    func updateUIView(_ panel: UIView, context: Context) {}
}

/// A plain view filled with `color`, maybe hidden.
struct BackgroundRepresentable: UIViewRepresentable {
    let color: UIColor
    let hidden: Bool

    func makeUIView(context: Context) -> UIView { UIView() }

    func updateUIView(_ view: UIView, context: Context) {
        view.backgroundColor = color
        view.isHidden = hidden
    }
}

/// The corpora's `BlurView`.
struct BlurRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    }

    func updateUIView(_ view: UIVisualEffectView, context: Context) {}
}

/// A hosting controller's view, showing `Text("hosted")`, in a representable.
struct HostingRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        UIHostingController(rootView: Text("hosted")).view
    }

    func updateUIView(_ view: UIView, context: Context) {}
}

/// A spinner, animating or stopped.
struct SpinnerRepresentable: UIViewRepresentable {
    let animating: Bool

    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .medium) }

    func updateUIView(_ spinner: UIActivityIndicatorView, context: Context) {
        if animating { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}

extension UIViewRepresentableTests {
    @Test("What an update changes in the view is drawn")
    func updateDrawn() {
        let graph = ViewGraph(LabelRepresentable(text: "first", alignment: .natural))
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1) == ["first"])
        graph.update(LabelRepresentable(text: "second", alignment: .center))
        #expect(textFrame(graph.layout(proposal: ProposedViewSize(width: 10, height: 1)), width: 10, height: 1) == ["  second"])
    }
}
