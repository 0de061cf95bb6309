import TerminalLayout
import TerminalRenderer

/// The interactive demo, written as a SwiftUI app's root view: its state
/// in `@State`, its keys in `onKeyPress`, layout switches animated with
/// `withAnimation`, the help and the status line as views.
///
/// ```
/// VStack(alignment: .leading, spacing: 0) {
///     ScrollView { AnyLayout(…) { ForEach(items) { ItemView } } }   DemoContent
///         .overlay { if showsHelp { HelpOverlay } }                 modal: keys scroll or close it
///     LiveBottomBar                                                  [scroll indicator] [debug line] status line
/// }
/// .onKeyPress { press in … }          DemoState.handle: the key table (pure)
/// ```
///
/// What the views cannot do by themselves yet goes through the
/// ``DemoSession``: scrolling by rows and pages (a `ScrollViewProxy` scrolls to a view's id only),
/// the cell metrics and colour (the app's, not a view's), and the counts
/// of the last layout pass (``FrameMeter``), which the bottom bar keeps in
/// `@State` of its own: the host sets it after a pass, and only the bar is
/// evaluated again (STATE2), not the items.
nonisolated public struct DemoView: View {
    /// How layout changes move when animation is on.
    public static let animation = Animation.easeInOut(duration: 0.25)

    @State private var state: DemoState
    /// The state the demo starts in.
    let initialState: DemoState
    @Environment(\.dismiss) private var dismiss
    /// The link to the app.
    let session: DemoSession
    /// A scene file's view, shown instead of the generated items.
    let scene: AnyView?
    /// The metrics a scene is laid out in (a scene's own).
    let sceneMetrics: CellMetrics

    /// The demo starting in `state`, linked to the app by `session`; with `scene`, its view is
    /// shown instead of the items (laid out in `sceneMetrics`).
    public init(state: DemoState, session: DemoSession, scene: AnyView? = nil, sceneMetrics: CellMetrics = .cells) {
        _state = State(initialValue: state)
        initialState = state
        self.session = session
        self.scene = scene
        self.sceneMetrics = sceneMetrics
    }

    public var body: some View {
        let _ = session.shows(state)
        // Leading: a layout wider than the screen (radial) starts at its left edge, and the bar with it.
        VStack(alignment: .leading, spacing: 0) {
            FaultLayout.wrap(content, session.fault)
                .overlay {
                    if state.showsHelp { HelpOverlay(state: state, session: session) }
                }
            LiveBottomBar(state: state, session: session)
        }
        .onKeyPress { press in
            handle(press, helpPage: HelpPanel.page(rows: Self.area(state, session.meter).rows))
        }
    }

    /// The cells above the bottom bar, for `state` and what the last pass found.
    static func area(_ state: DemoState, _ meter: FrameMeter) -> CellSize {
        let lines = BottomBar(state: state, meter: meter).lines.count
        return CellSize(columns: meter.size.columns, rows: Swift.max(1, meter.size.rows - lines))
    }

    /// The layout over the items (or the scene) in its scroll view.
    var content: AnyView {
        if let scene { return DemoContent.root(scene: scene, metrics: sceneMetrics) }
        return DemoContent.root(for: state)
    }

    /// One key: the key table decides, the state changes (animated when it is a layout change and
    /// animation is on), the session carries out what only the app can do.
    func handle(_ press: KeyPress, helpPage: Int) -> KeyPress.Result {
        session.keyArrived()
        let helpWasShown = state.showsHelp
        var next = state
        let command = next.handle(press, helpPage: helpPage)
        switch command {
        case .none:
            return helpWasShown ? .handled : .ignored
        case .quit:
            dismiss()
        case .rebuild:
            if next.metrics != state.metrics { session.request(.metrics(next.metrics)) }
            if state.animates {
                withAnimation(Self.animation) { state = next }
            } else {
                state = next
            }
        case .redraw:
            if next.usesColor != state.usesColor { session.request(.color(next.usesColor)) }
            state = next
        case .scroll(let rows): session.request(.scrollRows(rows))
        case .scrollPages(let pages): session.request(.scrollPages(pages))
        case .scrollToTop: session.request(.scrollToTop)
        case .scrollToBottom: session.request(.scrollToBottom)
        }
        return .handled
    }
}

/// The bottom bar as the demo shows it: the ``FrameMeter`` of the last pass in `@State` of its
/// own, whose binding goes to the session — the host sets it after a pass, and only this view's
/// body is evaluated again (STATE2), not the thousands of items above it.
nonisolated struct LiveBottomBar: View {
    let state: DemoState
    let session: DemoSession
    @State private var meter: FrameMeter

    init(state: DemoState, session: DemoSession) {
        self.state = state
        self.session = session
        _meter = State(initialValue: session.meter)
    }

    var body: some View {
        let _ = session.showsMeter($meter)
        BottomBar(state: state, meter: meter)
    }
}

/// The help over the content, sized to the cells above the bar. It reads the bar's meter through
/// its binding (a body not under the bar: while the help is shown, a new meter evaluates every
/// view again, STATE2, so the help's size follows the screen).
nonisolated struct HelpOverlay: View {
    let state: DemoState
    let session: DemoSession

    var body: some View {
        let meter = session.shownMeter
        HelpPanel(animates: state.animates, top: state.helpTop, area: DemoView.area(state, meter))
    }
}

/// The rows under the layout, as views: the horizontal scroll indicator when the content is
/// wider than the screen, the debug line when the debug overlay is on, and the status line
/// (which the host draws in reverse video).
///
/// ```
///  16 of 24 in view ░░░░░░████████████████████░░░░░░     content wider than the screen
///  #1 proposal 25.67×nil → size 25.67×4 → frame (0, 0) 25.67×4 · cells 0,0 26x4   (d)
///  radial  radius +0  spacing 1  50×40  24 items  0.3 ms  fits 96  memo 84%  ? keys
/// ```
nonisolated public struct BottomBar: View {
    /// The demo's state.
    public let state: DemoState
    /// What the last layout pass found.
    public let meter: FrameMeter

    /// The bar for `state` and `meter`.
    public init(state: DemoState, meter: FrameMeter) {
        self.state = state
        self.meter = meter
    }

    /// The bar's rows, top to bottom; the status line is last.
    public var lines: [String] {
        let width = meter.size.columns
        var lines: [String] = []
        if let extent = meter.horizontal {
            let label = " \(extent.itemsVisible) of \(extent.items) in view "
            lines.append(label + extent.indicator(width: Swift.max(1, width - DisplayWidth.of(label) - 1)))
        }
        if state.showsDebug {
            lines.append(" " + (meter.focusText ?? "\(state.focusedItem) is not placed (f / F: focus another item)"))
        }
        lines.append(" " + StatusLine.text(state, size: meter.size, milliseconds: meter.milliseconds, stats: meter.stats,
                                           width: width))
        return lines
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(Array(lines.enumerated()), id: \.offset) { line in
                Text(line.element).lineLimit(1).frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}
