import Testing
@testable import TerminalLayout

/// Modifiers SwiftUI code uses that a terminal has nothing to draw for: they compile, and the
/// view is laid out and drawn exactly as without them (`fontDesign`, `scrollContentBackground`,
/// `onHover`).
@MainActor
struct SourceCompatibilityModifiersTests {
    @Test("With or without the modifier, the same frame",
          arguments: ["fontDesign", "textFontDesign", "scrollContentBackground", "onHover", "allowsTightening",
                      "contentTransition", "flipsForRightToLeftLayoutDirection", "containerShape", "controlSize",
                      "dynamicTypeSize", "sensoryFeedback", "navigationBarTitleDisplayMode", "toolbarBackground",
                      "presentationDetents", "monospaced", "buttonRepeatBehavior", "lineHeight", "handGestureShortcut", "toolbarTitleMenu", "scrollTarget", "autocapitalization"])
    func sameFrame(_ name: String) {
        var hovered = 0
        let plain = List { Text("Alpha"); Text("Beta") }
        let modified: AnyView = switch name {
        case "fontDesign": AnyView(List { Text("Alpha"); Text("Beta") }.fontDesign(.monospaced))
        case "textFontDesign": AnyView(List { Text("Alpha").fontDesign(.serif); Text("Beta") })
        case "scrollContentBackground": AnyView(List { Text("Alpha"); Text("Beta") }.scrollContentBackground(.hidden))
        case "allowsTightening": AnyView(List { Text("Alpha").allowsTightening(true); Text("Beta") })
        case "contentTransition": AnyView(List { Text("Alpha").contentTransition(.numericText()); Text("Beta") })
        case "flipsForRightToLeftLayoutDirection":
            AnyView(List { Text("Alpha").flipsForRightToLeftLayoutDirection(true); Text("Beta") })
        case "containerShape": AnyView(List { Text("Alpha"); Text("Beta") }.containerShape(.rect(cornerRadius: 2)))
        case "controlSize": AnyView(List { Text("Alpha"); Text("Beta") }.controlSize(.mini))
        case "dynamicTypeSize": AnyView(List { Text("Alpha"); Text("Beta") }.dynamicTypeSize(.accessibility5))
        case "sensoryFeedback":
            AnyView(List { Text("Alpha"); Text("Beta") }.sensoryFeedback(.impact(weight: .heavy), trigger: hovered))
        case "navigationBarTitleDisplayMode":
            AnyView(List { Text("Alpha"); Text("Beta") }.navigationBarTitleDisplayMode(.inline).toolbarTitleDisplayMode(.large))
        case "toolbarBackground":
            AnyView(List { Text("Alpha"); Text("Beta") }.toolbarBackground(.visible, for: .navigationBar, .tabBar)
                .toolbarBackground(Color.blue, for: .automatic).toolbarColorScheme(.dark, for: .navigationBar)
                .toolbarBackground(.ultraThinMaterial, for: .tabBar))
        case "presentationDetents":
            AnyView(List { Text("Alpha"); Text("Beta") }.presentationDetents([.medium, .fraction(0.3), .height(10)])
                .presentationDragIndicator(.visible).presentationCornerRadius(2))
        case "monospaced": AnyView(List { Text("Alpha"); Text("Beta") }.monospaced())
        case "buttonRepeatBehavior": AnyView(List { Text("Alpha"); Text("Beta") }.buttonRepeatBehavior(.enabled))
        case "handGestureShortcut": AnyView(List { Text("Alpha"); Text("Beta") }.handGestureShortcut(.primaryAction, isEnabled: true))
        case "toolbarTitleMenu": AnyView(List { Text("Alpha"); Text("Beta") }.toolbarTitleMenu { Button("Rename") {} })
        case "scrollTarget": AnyView(List { Text("Alpha").scrollTarget(); Text("Beta").scrollTarget(isEnabled: false) })
        case "autocapitalization": AnyView(List { Text("Alpha").autocapitalization(.words); Text("Beta") })
        case "lineHeight": AnyView(List { Text("Alpha").lineHeight(.loose); Text("Beta") }.lineHeight(.exact(points: 30)))
        default: AnyView(List { Text("Alpha"); Text("Beta") }.onHover { _ in hovered += 1 })
        }
        #expect(textFrame(modified, width: 12, height: 3) == textFrame(plain, width: 12, height: 3))
        #expect(textFrame(plain, width: 12, height: 3) == [" Alpha", " Beta", ""])
        #expect(hovered == 0)
    }

    @Test("lineHeight(_:) is kept in the environment (iOS 26)", arguments: [
        (AttributedString.LineHeight?.some(.loose), "loose"), (.some(.multiple(factor: 1.5)), "other"), (nil, "nil"),
    ])
    func lineHeightInTheEnvironment(_ height: AttributedString.LineHeight?, _ expected: String) {
        struct Reader: View {
            @Environment(\.lineHeight) var lineHeight
            var body: some View { Text(lineHeight == nil ? "nil" : lineHeight == .loose ? "loose" : "other") }
        }
        #expect(textFrame(Reader().lineHeight(height), width: 8, height: 1) == [expected])
    }

    @Test("colorScheme(_:) and buttonRepeatBehavior(_:) set what the views under them read", arguments: [
        (ColorScheme.light, ButtonRepeatBehavior.enabled), (.dark, .disabled),
    ])
    func schemeAndRepeat(_ scheme: ColorScheme, _ behavior: ButtonRepeatBehavior) {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            @Environment(\.buttonRepeatBehavior) var behavior
            var body: some View { Text("\(scheme == .light ? "light" : "dark") \(behavior == .enabled ? "on" : behavior == .disabled ? "off" : "auto")") }
        }
        let view = VStack(alignment: .leading, spacing: 0) {
            Reader()
            Reader().colorScheme(scheme).buttonRepeatBehavior(behavior)
        }
        let expected = "\(scheme == .light ? "light" : "dark") \(behavior == .enabled ? "on" : "off")"
        #expect(textFrame(view, width: 12, height: 2) == ["dark auto", expected])
    }

    @Test("controlSize and dynamicTypeSize reach the environment; a range clamps the size above",
          arguments: [(DynamicTypeSize.xSmall, DynamicTypeSize.medium), (.large, .large), (.accessibility3, .xxxLarge)])
    func sizesInTheEnvironment(_ above: DynamicTypeSize, _ expected: DynamicTypeSize) {
        var seen: [(ControlSize, DynamicTypeSize)] = []
        struct Reader: View {
            @Environment(\.controlSize) var controlSize
            @Environment(\.dynamicTypeSize) var typeSize
            let report: (ControlSize, DynamicTypeSize) -> Void
            var body: some View { report(controlSize, typeSize); return Text("x") }
        }
        let view = VStack {
            Reader { seen.append(($0, $1)) }
            Reader { seen.append(($0, $1)) }.controlSize(.large).dynamicTypeSize(.medium ... .xxxLarge)
        }
        .dynamicTypeSize(above)
        _ = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 5))
        // (Each body may be evaluated more than once: the last two are this layout's.)
        #expect(seen.suffix(2).map(\.0) == [.regular, .large])
        #expect(seen.suffix(2).map(\.1) == [above, expected])
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
    }

    @Test("SwiftUI's shape shorthand makes the built-in shapes")
    func shapeShorthand() {
        func kind<S: Shape>(_ shape: S) -> ShapePlacement.Shape? { shape._placementShape }
        #expect(kind(.rect) == .rectangle)
        #expect(kind(.rect(cornerRadius: 2)) == .roundedRectangle(cornerRadius: 2))
        #expect(kind(.rect(cornerSize: CGSize(width: 3, height: 1))) == .roundedRectangle(cornerRadius: 3))
        #expect(kind(.circle) == .circle)
        #expect(kind(.ellipse) == .circle)
        #expect(kind(.capsule) == .capsule)
        #expect(kind(.capsule(style: .circular)) == .capsule)
    }
}
