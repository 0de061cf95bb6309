import Testing
@testable import TerminalLayout

/// A custom style written as for SwiftUI: the title, then the icon.
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.title
            Text(" ")
            configuration.icon
        }
    }
}

/// A custom style that wraps `Label(configuration)`: the label as the style around it draws it, in brackets.
private struct BracketedStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text("[")
            Label(configuration)
            Text("]")
        }
    }
}

/// `Label`: the icon, a space, the title (`.automatic` = `.titleAndIcon`), and the label styles.
struct LabelTests {
    /// The labels of the table, by name.
    static func label(_ name: String) -> AnyView {
        switch name {
        case "systemImage": AnyView(Label("Settings", systemImage: "gear"))
        case "image": AnyView(Label("Photo", image: "photo"))
        case "substring": AnyView(Label("Mail box"[...].prefix(4), systemImage: "envelope"))
        case "views": AnyView(Label { Text("Done").bold() } icon: { Text("[x]") })
        case "titleOnly": AnyView(Label("Settings", systemImage: "gear").labelStyle(.titleOnly))
        case "iconOnly": AnyView(Label("Settings", systemImage: "gear").labelStyle(.iconOnly))
        case "titleAndIcon": AnyView(Label("Settings", systemImage: "gear").labelStyle(.titleAndIcon))
        case "automatic": AnyView(Label("Settings", systemImage: "gear").labelStyle(.automatic))
        case "inner style wins": AnyView(Label("Settings", systemImage: "gear").labelStyle(.titleOnly).labelStyle(.iconOnly))
        case "custom": AnyView(Label("Settings", systemImage: "gear").labelStyle(TrailingIconStyle()))
        case "Label(configuration)": AnyView(Label("Settings", systemImage: "gear").labelStyle(BracketedStyle()))
        case "Label(configuration) in iconOnly": AnyView(Label("Settings", systemImage: "gear").labelStyle(BracketedStyle())
            .labelStyle(.iconOnly))
        case "wraps": AnyView(Label("one two three", systemImage: "star.fill"))
        // A literal is a `LocalizedStringKey` (SwiftUI's preferred form); a
        // `String` value takes the `StringProtocol` form.
        case "key": AnyView(Label(LocalizedStringKey("Settings"), systemImage: "gear"))
        case "key, image": AnyView(Label(LocalizedStringKey("Photo"), image: "photo"))
        case "string value": AnyView(Label(String("Settings"), systemImage: "gear"))
        default: AnyView(EmptyView())
        }
    }

    @Test("A label drawn as text", arguments: [
        ("systemImage", 20, ["⚙ Settings"]),
        ("image", 20, ["□ Photo"]),
        ("substring", 20, ["✉ Mail"]),
        ("views", 20, ["[x] Done"]),
        ("titleOnly", 20, ["Settings"]),
        ("iconOnly", 20, ["⚙"]),
        ("titleAndIcon", 20, ["⚙ Settings"]),
        ("automatic", 20, ["⚙ Settings"]),
        ("inner style wins", 20, ["Settings"]),
        ("custom", 20, ["Settings ⚙"]),
        ("Label(configuration)", 20, ["[⚙ Settings]"]),
        ("Label(configuration) in iconOnly", 20, ["[⚙]"]),
        // 8 columns: the title gets 6 and wraps; the icon stays on its first line (first text baselines).
        ("wraps", 8, ["★ one", "  two", "  three"]),
        ("key", 20, ["⚙ Settings"]),
        ("key, image", 20, ["□ Photo"]),
        ("string value", 20, ["⚙ Settings"]),
    ])
    func drawn(_ name: String, _ width: Int, _ expected: [String]) {
        let rows = textFrame(Self.label(name), width: width, height: 4)
        #expect(rows == expected + Array(repeating: "", count: 4 - expected.count))
    }

    @Test("The icon's cell, one space, the title: frames in cells")
    func frames() {
        let result = lay(Label { Text("Inbox").id("title") } icon: { Image(systemName: "tray").id("icon") }.id("label"), 20, 3)
        #expect(result.frame(for: "icon") == rect(0, 0, 1, 1))
        #expect(result.frame(for: "title") == rect(2, 0, 5, 1))
        #expect(result.frame(for: "label") == rect(0, 0, 7, 1))
    }

    @Test("A style applies to every label under it; a label outside keeps the default")
    func styleForSubtree() {
        let rows = textFrame(VStack(alignment: .leading, spacing: 0) {
            VStack(alignment: .leading, spacing: 0) {
                Label("Cut", systemImage: "scissors")
                Label("Edit", systemImage: "pencil")
            }
            .labelStyle(.iconOnly)
            Label("Mail", systemImage: "envelope")
        }, width: 20, height: 3)
        #expect(rows == ["✂", "✎", "✉ Mail"])
    }
}
