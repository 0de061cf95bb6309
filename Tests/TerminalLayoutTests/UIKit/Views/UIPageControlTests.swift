import Foundation
import Testing
@testable import TerminalLayout

/// `UIPageControl` in a `UIViewRepresentable` (UIV1): dots, the current one filled; ← and →
/// change the page and send `.valueChanged`.
@MainActor
struct UIPageControlTests {
    @Test("The dots of n pages, the current one filled; a single page hidden when asked", arguments: [
        (3, 0, false, "●○○"),
        (3, 2, false, "○○●"),
        (1, 0, false, "●"),
        (1, 0, true, ""),
        (0, 0, false, ""),
    ])
    func dots(_ pages: Int, _ current: Int, _ hidesSingle: Bool, _ expected: String) {
        let control = UIPageControl()
        control.numberOfPages = pages
        control.currentPage = current
        control.hidesForSinglePage = hidesSingle
        #expect(control.intrinsicContentSize == CGSize(width: max(2 * pages - 1, 0), height: pages > 0 ? 1 : 0))
        let row = textFrame(AnyView(UIViewDrawing(view: control)), width: 9, height: 1)[0]
        #expect(row.replacingOccurrences(of: " ", with: "") == expected)
    }

    @Test("The page stays within the pages")
    func clamped() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.currentPage = -1
        #expect(control.currentPage == 0)
    }

    @Test("← and → move the page, send valueChanged, and the binding a coordinator sets follows")
    func keys() {
        let screen = KeyedScreen(PagesHost(), width: 12, height: 2)
        #expect(screen.text == ["page 0", "   ● ○ ○"])
        screen.press(.tab)
        screen.press(.rightArrow)
        screen.press(.rightArrow)
        #expect(screen.text == ["page 2", "   ○ ○ ●"])
        #expect(screen.press(.rightArrow) == .ignored)
        screen.press(.leftArrow)
        #expect(screen.text == ["page 1", "   ○ ● ○"])
    }
}

/// "page n" over a wrapped page control of three pages.
struct PagesHost: View {
    @State private var page = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("page \(page)")
            PageControl(page: $page).frame(maxWidth: .infinity)
        }
    }
}

/// The corpora's `PageControl`, with an action for the page changes.
struct PageControl: UIViewRepresentable {
    @Binding var page: Int

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.addAction(UIAction { action in
            page = control.currentPage
        }, for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UIPageControl, context: Context) {
        control.currentPage = page
    }
}
