import Testing
@testable import TerminalLayout

/// A provider as SwiftUI code writes one: views with the builder, modifiers as an array.
private struct Library: LibraryContentProvider {
    var showsExtra = true

    var views: [LibraryItem] {
        LibraryItem(Text("Badge"), title: "Badge", category: .control)
        if showsExtra {
            LibraryItem(Spacer(), visible: false)
        }
    }

    func modifiers(base: Text) -> [LibraryItem] {
        [LibraryItem(base.bold(), title: "Bold", category: .effect)]
    }
}

/// A provider with no views or modifiers of its own.
private struct Empty: LibraryContentProvider {}

/// `LibraryContentProvider`, `LibraryItem`, `LibraryContentBuilder` (PRV2).
struct LibraryContentProviderTests {
    @Test("Items are built with their titles (the snippet's type when none), categories and visibility", arguments: [true, false])
    func items(_ extra: Bool) {
        let library = Library(showsExtra: extra)
        #expect(library.views.map(\.title) == (extra ? ["Badge", "Spacer"] : ["Badge"]))
        #expect(library.views.map(\.visible) == (extra ? [true, false] : [true]))
        #expect(library.views.first?.category == .control)
        let modifiers = library.modifiers(base: Text("x"))
        #expect(modifiers.map(\.title) == ["Bold"])
        #expect(modifiers.first?.category == .effect)
        #expect((modifiers.first?.snippet as? Text)?.bolded == true)
    }

    @Test("Without its own, a provider has no views and no modifiers")
    func empty() {
        #expect(Empty().views.isEmpty)
        #expect(Empty().modifiers(base: 1).isEmpty)
    }
}
