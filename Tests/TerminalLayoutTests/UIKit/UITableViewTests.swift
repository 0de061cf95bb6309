import Foundation
import Testing
@testable import TerminalLayout

/// `UITableView.appearance()`, `UITableViewCell.appearance()` and `overrideUserInterfaceStyle`:
/// what iOS 13–15 SwiftUI code sets to style its lists and switch dark mode, kept and read
/// back (UIK2).
struct UITableViewTests {
    @Test("The proxies are one object each and keep what they are given; the defaults are UIKit's")
    func proxies() {
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableViewCell.appearance() === UITableViewCell.appearance())
        let table = UITableView(), cell = UITableViewCell()
        #expect(table.separatorStyle == .singleLine && table.allowsSelection && cell.selectionStyle == .default)
        table.separatorStyle = .none
        table.backgroundColor = .clear
        table.separatorInset = UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 0)
        cell.backgroundColor = .systemGray6
        cell.selectionStyle = .none
        #expect(table.separatorStyle == .none && table.backgroundColor == .clear && table.separatorInset.left == 2)
        #expect(cell.backgroundColor == .systemGray6 && cell.selectionStyle == .none)
    }

    @Test("An interface style asked of a window or a controller is kept",
          arguments: [UIUserInterfaceStyle.light, .dark, .unspecified])
    @MainActor func interfaceStyle(_ style: UIUserInterfaceStyle) {
        let window = UIWindow(frame: .zero)
        let controller = UIViewController()
        #expect(window.overrideUserInterfaceStyle == .unspecified && controller.overrideUserInterfaceStyle == .unspecified)
        window.overrideUserInterfaceStyle = style
        controller.overrideUserInterfaceStyle = style
        #expect(window.overrideUserInterfaceStyle == style && controller.overrideUserInterfaceStyle == style)
    }
}
