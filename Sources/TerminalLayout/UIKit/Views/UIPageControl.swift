import Foundation

/// UIKit's page control — the dots under a paged `TabView` or a `PageViewController` that
/// SwiftUI apps wrap (UIV1): drawn as a row of `○`, the current page `●` (in
/// `currentPageIndicatorTintColor`, the others in `pageIndicatorTintColor`), a cell
/// between dots, centred in the control's bounds. It is focusable: ← and → change the page and send `.valueChanged`, as a
/// tap does on iOS. Its intrinsic size is the row's.
@MainActor
open class UIPageControl: UIControl {
    /// How many pages (dots) there are.
    open var numberOfPages = 0 {
        didSet { currentPage = min(currentPage, max(numberOfPages - 1, 0)) }
    }

    /// The page shown, 0 to `numberOfPages - 1`.
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(numberOfPages - 1, 0)) }
    }

    /// Whether a control of one page draws nothing.
    open var hidesForSinglePage = false

    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?

    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?

    /// How the control looks behind its dots (kept).
    open var backgroundStyle: BackgroundStyle = .automatic

    /// Whether changing the page moves to it without stopping at those between (kept).
    open var allowsContinuousInteraction = true

    /// The size of `pageCount` dots: two cells a dot, less one, by one row.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(2 * pageCount - 1, 0)), height: pageCount > 0 ? 1 : 0)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The page moved by `step` by a key (within the pages), and `.valueChanged` sent.
    func step(_ step: Int) -> KeyPress.Result {
        let page = min(max(currentPage + step, 0), max(numberOfPages - 1, 0))
        guard page != currentPage else { return .ignored }
        currentPage = page
        sendActions(for: .valueChanged)
        return .handled
    }

    package override func terminalContent() -> AnyView {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return super.terminalContent() }
        return AnyView(ZStack {
            super.terminalContent()
            // Centred in the control's bounds, as UIKit draws them.
            PageDots(control: self).frame(maxWidth: .infinity, maxHeight: .infinity)
        })
    }

    /// How the control looks behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        case automatic, prominent, minimal
    }
}

/// Internal: a page control's dots (UIV1), the page changed by ← and →; a count of
/// changes in `@State` has them drawn again.
struct PageDots: View {
    let control: UIPageControl
    /// When it was made (see `UIViewDrawing.generation`).
    let generation = UIView.drawingGeneration
    @State private var changes = 0

    var body: some View {
        _ = changes
        let current = control.currentPageIndicatorTintColor.map { Color(uiColor: $0) }
        let other = control.pageIndicatorTintColor.map { Color(uiColor: $0) } ?? .secondary
        return HStack(spacing: 1) {
            ForEach(0..<control.numberOfPages, id: \.self) { page in
                Text(page == control.currentPage ? "●" : "○")
                    .foregroundColor(page == control.currentPage ? current : other)
            }
        }
        .focusable()
        .onKeyPress(.leftArrow) { change(-1) }
        .onKeyPress(.rightArrow) { change(1) }
    }

    private func change(_ step: Int) -> KeyPress.Result {
        let result = control.step(step)
        if result == .handled { changes &+= 1 }
        return result
    }
}
