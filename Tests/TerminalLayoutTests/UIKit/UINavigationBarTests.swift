import Foundation
import Testing
@testable import TerminalLayout

/// `UINavigationBar.appearance()` and `UINavigationBarAppearance`: settings kept, and a
/// navigation stack's title line drawn in the title attributes' colour and weight (UIK2).
/// Each test styles a bar of its own, as the proxy would be (the proxy is the process's).
struct UINavigationBarTests {
    /// How `bar` has a stack's title line drawn: its text placement.
    static func titleLine(_ bar: UINavigationBar) throws -> TextPlacement {
        let result = ViewGraph(NavigationStack<EmptyView>.titleLine("Inbox", bar: bar)).layout(proposal: .unspecified)
        guard case .text(let text) = try #require(result.placements.first).kind else {
            Issue.record("not a text")
            return try #require(nil)
        }
        return text
    }

    enum Styling: String, CaseIterable, CustomTestStringConvertible {
        case none, largeTitle, inlineTitle, standardOverBar, scrollEdgeOverStandard, regularFont, boldFont
        var testDescription: String { rawValue }

        func apply(to bar: UINavigationBar) {
            switch self {
            case .none: break
            case .largeTitle:
                bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
            case .inlineTitle:
                bar.titleTextAttributes = [.foregroundColor: UIColor.red]
            case .standardOverBar:
                bar.largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
                let appearance = UINavigationBarAppearance()
                appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
                bar.standardAppearance = appearance
            case .scrollEdgeOverStandard:
                let standard = UINavigationBarAppearance(), edge = UINavigationBarAppearance()
                standard.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
                edge.largeTitleTextAttributes = [.foregroundColor: UIColor.green]
                bar.standardAppearance = standard
                bar.scrollEdgeAppearance = edge
            case .regularFont:
                bar.titleTextAttributes = [.foregroundColor: UIColor.orange, .font: UIFont.systemFont(ofSize: 17)]
            case .boldFont:
                bar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .bold)]
            }
        }
    }

    @Test("The title line: the large title's colour before the inline title's, the appearances' before the bar's own; bold unless the font is lighter than semibold",
          arguments: [(Styling.none, nil, true), (.largeTitle, Color.pink, true), (.inlineTitle, .red, true),
                      (.standardOverBar, .blue, true), (.scrollEdgeOverStandard, .green, true),
                      (.regularFont, .orange, false), (.boldFont, nil, true)])
    func titleLine(_ styling: Styling, color: Color?, bold: Bool) throws {
        let bar = UINavigationBar()
        styling.apply(to: bar)
        let text = try Self.titleLine(bar)
        #expect(text.lines == ["Inbox"])
        #expect(text.foreground == color)
        #expect(text.isBold == bold)
    }

    @Test("The proxy is one object; what it is given it keeps")
    func proxyKeeps() {
        #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
        let bar = UINavigationBar()
        bar.prefersLargeTitles = true
        bar.tintColor = .systemTeal
        bar.barTintColor = .black
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.prefersLargeTitles && bar.tintColor == .systemTeal && bar.barTintColor == .black)
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .compact) == nil)
        #expect(bar.compactAppearance == nil && bar.scrollEdgeAppearance == nil)
    }

    @Test("An appearance's backgrounds: default, opaque, transparent; a copy keeps the titles",
          arguments: [("default", nil, nil), ("opaque", UIColor.systemBackground, UIColor.separator),
                      ("transparent", UIColor.clear, UIColor.clear)])
    func backgrounds(_ configuration: String, background: UIColor?, shadow: UIColor?) {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        switch configuration {
        case "opaque": appearance.configureWithOpaqueBackground()
        case "transparent": appearance.configureWithTransparentBackground()
        default: appearance.configureWithDefaultBackground()
        }
        #expect(appearance.backgroundColor == background && appearance.shadowColor == shadow)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red && copy.backgroundColor == background)
    }
}

/// `UIFont`: sizes and weights as UIKit gives them, and the SwiftUI font made of one (UIK2).
struct UIFontTests {
    @Test("Fonts keep their size and weight; bold from semibold up",
          arguments: [(UIFont.systemFont(ofSize: 17), 17.0, false), (UIFont.boldSystemFont(ofSize: 20), 20, true),
                      (UIFont.systemFont(ofSize: 12, weight: .semibold), 12, true),
                      (UIFont.systemFont(ofSize: 12, weight: .medium), 12, false),
                      (UIFont.preferredFont(forTextStyle: .headline), 17, true),
                      (UIFont.preferredFont(forTextStyle: .largeTitle), 34, false),
                      (UIFont.preferredFont(forTextStyle: .caption2), 11, false),
                      (UIFont(name: "Avenir-Heavy", size: 18)!, 18, true),
                      (UIFont(name: "Avenir-Book", size: 18)!.withSize(9), 9, false),
                      (UIFont.systemFont(ofSize: .nan), 0, false)])
    func font(_ font: UIFont, size: CGFloat, bold: Bool) {
        #expect(font.pointSize == size)
        #expect(font.isBold == bold)
        #expect(Font(font).isBold == bold)
    }

    @Test("A named font's family is the name before its style")
    func family() {
        #expect(UIFont(name: "Avenir-Heavy", size: 18)?.familyName == "Avenir")
        #expect(UIFont(name: "Menlo", size: 18)?.familyName == "Menlo")
    }
}
