import Testing
@testable import TerminalLayout

/// A style of one's own, as in SwiftUI's documentation: a title above the rows.
private struct TitledFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings")
            configuration.content
        }
    }
}

/// A style that adds to the platform's form: `Form(configuration)` under a title.
private struct TitledListFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings")
            Form(configuration)
        }
    }
}

/// `FormStyle` (FRM1): the built-in styles draw LIST1's list; a style of
/// your own draws what its `makeBody(configuration:)` makes.
@MainActor
struct FormStyleTests {
    static var form: some View { Form { Text("A"); Text("B") } }

    @Test("A style of your own draws its body; Form(configuration) in it is the platform's list", arguments: [
        ("titled", ["Settings", "A", "B", ""]), ("titled list", ["Settings", " A", " B", ""]),
    ])
    func ownStyle(_ name: String, _ expected: [String]) {
        let drawn = name == "titled" ? textFrame(Self.form.formStyle(TitledFormStyle()), width: 10, height: 4)
                                     : textFrame(Self.form.formStyle(TitledListFormStyle()), width: 10, height: 4)
        #expect(drawn == expected)
    }

    @Test("Every built-in style draws the list, as with no style", arguments: ["none", "automatic", "grouped", "columns"])
    func builtIn(_ name: String) {
        let drawn = switch name {
        case "automatic": textFrame(Self.form.formStyle(.automatic), width: 10, height: 3)
        case "grouped": textFrame(Self.form.formStyle(.grouped), width: 10, height: 3)
        case "columns": textFrame(Self.form.formStyle(.columns), width: 10, height: 3)
        default: textFrame(Self.form, width: 10, height: 3)
        }
        #expect(drawn == [" A", " B", ""])
    }

    @Test("The innermost style wins; a built-in one inside a style of your own draws the list")
    func innermost() {
        #expect(textFrame(Self.form.formStyle(.grouped).formStyle(TitledFormStyle()), width: 10, height: 3) == [" A", " B", ""])
        #expect(textFrame(Self.form.formStyle(TitledFormStyle()).formStyle(.grouped), width: 10, height: 3)
            == ["Settings", "A", "B"])
    }
}
