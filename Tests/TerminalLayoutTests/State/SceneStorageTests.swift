import Foundation
import Testing
@testable import TerminalLayout

/// A count kept in the scene under "count", shown with a name.
private struct Counter: View {
    let name: String
    @SceneStorage("count") private var count = 0
    var body: some View { Text("\(name) \(count)") }
}

/// Two counters of one key; `+` raises the count through a third property, `t` takes the
/// second counter away and brings it back (`@State`).
private struct Pair: View {
    @SceneStorage("count") private var count = 0
    @State private var showsSecond = true
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Counter(name: "a")
            if showsSecond { Counter(name: "b") }
        }
        .onKeyPress("+") { count += 1; return .handled }
        .onKeyPress("t") { showsSecond.toggle(); return .handled }
    }
}

/// `@SceneStorage` (STATE4): values shared by key within a scene, kept for the app's run, one
/// set per scene.
@MainActor
struct SceneStorageTests {
    /// `Pair` as one scene of its own.
    static func scene(_ values: SceneStorageValues = SceneStorageValues()) -> KeyedScreen {
        KeyedScreen(Pair()._sceneStorage(values), width: 8, height: 2)
    }

    @Test("Every property of a key in a scene shows one value; setting it through one updates the views of all",
          arguments: [0, 1, 3])
    func shared(_ presses: Int) {
        let screen = Self.scene()
        #expect(screen.text == ["a 0", "b 0"])
        for _ in 0..<presses { screen.press("+") }
        #expect(screen.text == ["a \(presses)", "b \(presses)"])
    }

    @Test("A view made again finds the scene's value, where @State would start over")
    func outlivesTheView() {
        let screen = Self.scene()
        screen.press("+")
        screen.press("+")
        screen.press("t")
        #expect(screen.text == ["a 2", ""])
        screen.press("t")
        #expect(screen.text == ["a 2", "b 2"])
    }

    @Test("Two scenes keep their own values; two windows of one scene's values share them")
    func perScene() {
        let first = Self.scene(), second = Self.scene()
        first.press("+")
        #expect(first.text == ["a 1", "b 1"])
        #expect(second.text == ["a 0", "b 0"])
        let values = SceneStorageValues()
        let one = Self.scene(values), other = Self.scene(values)
        one.press("+")
        #expect(other.text == ["a 1", "b 1"])
    }

    enum Mode: String { case list, grid }
    enum Size: Int { case small = 1, large = 2 }

    /// A fresh key, in the scene of the views outside an app, for a property read outside a body.
    static func key() -> String { "SceneStorageTests.\(UUID().uuidString)" }

    @Test("Each type: the default until set; a set value read back by another property of the key",
          arguments: ["Bool", "Int", "Double", "String", "URL", "Data", "raw String", "raw Int", "TabViewCustomization"])
    func types(_ type: String) {
        let key = Self.key()
        switch type {
        case "Bool": check(SceneStorage(wrappedValue: false, key), SceneStorage(wrappedValue: false, key), set: true)
        case "Int": check(SceneStorage(wrappedValue: 3, key), SceneStorage(wrappedValue: 3, key), set: 7)
        case "Double": check(SceneStorage(wrappedValue: 0.5, key), SceneStorage(wrappedValue: 0.5, key), set: 0.25)
        case "String": check(SceneStorage(wrappedValue: "a", key), SceneStorage(wrappedValue: "a", key), set: "b")
        case "URL":
            check(SceneStorage(wrappedValue: URL(filePath: "/a"), key), SceneStorage(wrappedValue: URL(filePath: "/a"), key),
                  set: URL(filePath: "/b"))
        case "Data": check(SceneStorage(wrappedValue: Data([1]), key), SceneStorage(wrappedValue: Data([1]), key), set: Data([2]))
        case "TabViewCustomization":
            var hidden = TabViewCustomization()
            hidden[sidebarVisibility: "inbox"] = .hidden
            check(SceneStorage(key), SceneStorage(wrappedValue: TabViewCustomization(), key, store: nil), set: hidden)
        case "raw String":
            check(SceneStorage(wrappedValue: Mode.list, key), SceneStorage(wrappedValue: Mode.list, key), set: .grid)
            // Kept as its raw value: a `String` of the key reads it.
            #expect(SceneStorage(wrappedValue: "", key).wrappedValue == "grid")
        default:
            check(SceneStorage(wrappedValue: Size.small, key), SceneStorage(wrappedValue: Size.small, key), set: .large)
            #expect(SceneStorage(wrappedValue: 0, key).wrappedValue == 2)
        }
    }

    /// `first` and `second` (of one key) show the default; set through `first`'s binding,
    /// both read `value`.
    private func check<Value: Equatable>(_ first: SceneStorage<Value>, _ second: SceneStorage<Value>, set value: Value) {
        let defaultValue = first.wrappedValue
        #expect(second.wrappedValue == defaultValue)
        first.projectedValue.wrappedValue = value
        #expect(first.wrappedValue == value && second.wrappedValue == value)
        #expect(first.projectedValue.wrappedValue == value)
    }

    @Test("Optionals are nil until set and nil again when set to nil; another type under the key reads as the default")
    func optionalsAndOtherTypes() {
        let key = Self.key()
        let count = SceneStorage<Int?>(key), name = SceneStorage<String?>(key), mode = SceneStorage<Mode?>(key)
        let size = SceneStorage<Size?>(key)
        #expect(count.wrappedValue == nil && name.wrappedValue == nil && mode.wrappedValue == nil)
        count.wrappedValue = 2
        #expect(count.wrappedValue == 2 && size.wrappedValue == .large)
        // An `Int` under the key: a `String` property reads its default.
        #expect(name.wrappedValue == nil && SceneStorage(wrappedValue: "none", key).wrappedValue == "none")
        count.wrappedValue = nil
        #expect(count.wrappedValue == nil && size.wrappedValue == nil && SceneStorage(wrappedValue: 9, key).wrappedValue == 9)
        name.wrappedValue = "grid"
        #expect(mode.wrappedValue == .grid)
        #expect(SceneStorage<Bool?>(key).wrappedValue == nil && SceneStorage<Double?>(key).wrappedValue == nil)
        #expect(SceneStorage<URL?>(key).wrappedValue == nil && SceneStorage<Data?>(key).wrappedValue == nil)
    }
}
