import TerminalLayout
import TerminalRenderer

/// The link between the demo's view and the run loop it is shown by: what
/// the view asks of the app (scrolling, metrics, colour — things the
/// package's views cannot set: a `ScrollViewProxy` scrolls to an id, not by rows or pages), and
/// what the last layout pass found (``FrameMeter``), which the view shows.
///
/// A class: the view and ``DemoController`` hold the same one.
public final class DemoSession {
    /// Something the view asks the app to do.
    public enum Request: Equatable, Sendable {
        /// Scroll the content by this many rows (negative: up).
        case scrollRows(Int)
        /// Scroll the content by this many pages (a page is the visible height less one row).
        case scrollPages(Int)
        /// Scroll to the top.
        case scrollToTop
        /// Scroll to the bottom.
        case scrollToBottom
        /// Lay out in these cell metrics.
        case metrics(MetricsChoice)
        /// Draw colours or not.
        case color(Bool)
    }

    /// What the last layout pass found.
    public internal(set) var meter = FrameMeter()
    /// The state the view showed when it was last evaluated (the host draws the debug
    /// overlay for it).
    public private(set) var shownState: DemoState?
    /// Carries out a request; set by the controller.
    var perform: (Request) -> Void = { _ in }
    /// The test-only fault, armed by the first key.
    let fault: FaultSwitch?

    /// A session; `fault` (tests only) strikes in the first layout after a key.
    public init(fault: DemoFault? = nil) {
        self.fault = fault.map { FaultSwitch($0) }
    }

    /// Asks the app to carry out `request`.
    public func request(_ request: Request) { perform(request) }

    /// The bottom bar's meter, in its `@State` (see ``LiveBottomBar``), once the bar was resolved.
    private var meterBinding: Binding<FrameMeter>?

    /// Notes the binding to the bar's meter (called from its `body`).
    func showsMeter(_ binding: Binding<FrameMeter>) -> Bool {
        meterBinding = binding
        return true
    }

    /// The meter the bar shows (read in a body, through the bar's state).
    var shownMeter: FrameMeter { meterBinding?.wrappedValue ?? meter }

    /// Records what a pass found and hands it to the bar's state (which evaluates the bar
    /// again before the next layout); false when there is no bar yet to hand it to.
    func show(_ meter: FrameMeter) -> Bool {
        self.meter = meter
        guard let meterBinding else { return false }
        meterBinding.wrappedValue = meter
        return true
    }

    /// Notes the state the view shows (called from its `body`).
    func shows(_ state: DemoState) -> Bool {
        shownState = state
        return true
    }

    /// Notes that a key arrived (arms the test fault).
    func keyArrived() { fault?.isArmed = true }
}
