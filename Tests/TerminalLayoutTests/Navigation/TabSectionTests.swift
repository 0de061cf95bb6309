import Foundation
import Testing
@testable import TerminalLayout

/// `TabSection` (iOS 18): a section's tabs are the tab view's tabs, in order; its header is
/// not drawn (TAB1).
@MainActor
struct TabSectionTests {
    enum Mailbox: Hashable { case inbox, sent, archive, junk, folder(String) }

    static func frame(_ view: some View, width: Int = 50) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: 3)),
                  width: width, height: 3)
    }

    @Test("Sections draw as their tabs spelled out in order, for a selection in each",
          arguments: [(Mailbox.inbox, "inbox"), (.sent, "sent"), (.archive, "archive"), (.junk, "junk")])
    func flattened(selected: Mailbox, shown: String) {
        let binding = Binding.constant(selected)
        let sections = TabView(selection: binding) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
            TabSection("Mail") {
                Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
                Tab("Archive", systemImage: "archivebox", value: .archive) { Text("archive") }
            }
            TabSection {
                Tab("Junk", systemImage: "xmark", value: .junk) { Text("junk") }
            } header: {
                Label("Other", systemImage: "folder")
            }
        }
        let spelledOut = TabView(selection: binding) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
            Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
            Tab("Archive", systemImage: "archivebox", value: .archive) { Text("archive") }
            Tab("Junk", systemImage: "xmark", value: .junk) { Text("junk") }
        }
        let drawn = Self.frame(sections)
        #expect(drawn == Self.frame(spelledOut))
        #expect(drawn[1] == shown)
        #expect(!drawn[0].contains("Mail") && !drawn[0].contains("Other"))
    }

    /// A tab view of sections over a `@State` selection, which it also shows below the bar.
    struct Mail: View {
        @State private var selected = Mailbox.sent

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TabView(selection: $selected) {
                    TabSection("Mail") {
                        Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
                        Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
                    }
                    TabSection("Other") {
                        Tab("Archive", systemImage: "archivebox", value: .archive) { Text("archive") }
                    }
                }
                .frame(height: 2)
                Text("selection: \(selected)")
            }
        }
    }

    @Test("→ on the bar selects by value across sections, ← back")
    func selectionAcrossSections() {
        let graph = ViewGraph(Mail())
        let focus = FocusSystem(graph: graph)
        func shown() -> [String] {
            Array(textFrame(graph.layout(proposal: ProposedViewSize(width: 50, height: 3)), width: 50, height: 3)[1...])
        }
        #expect(shown() == ["sent", "selection: sent"])
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .rightArrow))
        #expect(shown() == ["archive", "selection: archive"])
        focus.handle(KeyPress(key: .leftArrow))
        focus.handle(KeyPress(key: .leftArrow))
        #expect(shown() == ["inbox", "selection: inbox"])
    }

    @Test("Without a selection, tabs in sections are chosen by position")
    func byPosition() {
        let graph = ViewGraph(TabView {
            Tab("One", systemImage: "1.circle") { Text("first") }
            TabSection("More") {
                Tab("Two", systemImage: "2.circle") { Text("second") }
            }
        })
        let focus = FocusSystem(graph: graph)
        func text() -> [String] {
            textFrame(graph.layout(proposal: ProposedViewSize(width: 30, height: 3)), width: 30, height: 3)
        }
        #expect(text()[1] == "first")
        focus.moveFocus(forward: true)
        focus.handle(KeyPress(key: .rightArrow))
        #expect(text()[1] == "second")
        #expect(!text()[0].contains("More"))
    }

    @Test("A section of tabs made by ForEach, values of the selection's type",
          arguments: [(Mailbox.folder("b"), "folder b"), (.inbox, "inbox")])
    func forEach(selected: Mailbox, shown: String) {
        let folders = ["a", "b"]
        let drawn = Self.frame(TabView(selection: .constant(selected)) {
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
            TabSection("Folders") {
                ForEach(folders, id: \.self) { name in
                    Tab(name, systemImage: "folder", value: Mailbox.folder(name)) { Text("folder \(name)") }
                }
            }
        })
        #expect(drawn[1] == shown)
        #expect(drawn[0].contains("a") && drawn[0].contains("b"))
    }

    @Test("Styles, customization identifiers and section actions change nothing drawn")
    func stylesAndIDs() {
        func tabs() -> some View {
            TabView(selection: .constant(Mailbox.sent)) {
                Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
                    .customizationID("mail.inbox")
                TabSection("Mail") {
                    Tab("Sent", systemImage: "paperplane", value: .sent) { Text("sent") }
                        .customizationID("mail.sent")
                }
                .customizationID("mail.section")
                .sectionActions { Button("New folder", systemImage: "plus") {} }
            }
        }
        let plain = Self.frame(tabs())
        #expect(plain[1] == "sent")
        #expect(Self.frame(tabs().tabViewStyle(.sidebarAdaptable)) == plain)
        #expect(Self.frame(tabs().tabViewStyle(.tabBarOnly)) == plain)
        #expect(Self.frame(tabs().tabViewStyle(.page(indexDisplayMode: .never))) == plain)
        #expect(Self.frame(tabs().tabViewCustomization(.constant(TabViewCustomization()))) == plain)
        #expect(Tab("A", systemImage: "a", value: 1) { Text("a") }.customizationID("x").customizationIdentifier == "x")
    }

    @Test("TabViewCustomization: visibilities by id, reset, Codable, @AppStorage")
    func customization() throws {
        var customization = TabViewCustomization()
        #expect(customization[sidebarVisibility: "alerts"] == .automatic)
        customization[sidebarVisibility: "alerts"] = .hidden
        customization[sidebarVisibility: "inbox"] = .visible
        #expect(customization[sidebarVisibility: "alerts"] == .hidden)
        #expect(customization != TabViewCustomization())
        let decoded = try JSONDecoder().decode(TabViewCustomization.self, from: JSONEncoder().encode(customization))
        #expect(decoded == customization)

        let store = UserDefaults(suiteName: "TerminalLayoutTests.TabSection.\(UUID().uuidString)")!
        let stored = AppStorage<TabViewCustomization>("tabs", store: store)
        #expect(stored.wrappedValue == TabViewCustomization())
        stored.wrappedValue = customization
        #expect(AppStorage<TabViewCustomization>("tabs", store: store).wrappedValue[sidebarVisibility: "alerts"] == .hidden)
        #expect(store.data(forKey: "tabs") != nil)

        customization.resetVisibility()
        #expect(customization == TabViewCustomization())
    }

    // Apple's sidebar-adaptable example, as an app writes it.
    enum Tabs: Hashable { case watchNow, library, new, favorites, search, collections(String) }

    struct BrowseView: View {
        @State private var selectedTab: Tabs = .watchNow
        @AppStorage("sidebarCustomizations") var tabViewCustomization: TabViewCustomization
        let collections = ["Shots", "Forest"]

        var body: some View {
            TabView(selection: $selectedTab) {
                Tab("Watch Now", systemImage: "play", value: .watchNow) {
                    Text("Watch now")
                }
                .customizationID("com.example.app.watchNow")
                Tab("Library", systemImage: "books.vertical", value: .library) {
                    Text("Library")
                }
                .customizationID("com.example.app.library")
                Tab(value: .search, role: .search) {
                    Text("Search")
                } label: {
                    Text("Find")
                }
                TabSection("Collections") {
                    ForEach(collections, id: \.self) { collection in
                        Tab(collection, systemImage: "list.and.film", value: Tabs.collections(collection)) {
                            Text(collection)
                        }
                    }
                }
                .customizationID("com.example.app.collections")
            }
            .tabViewStyle(.sidebarAdaptable)
            .tabViewCustomization($tabViewCustomization)
        }
    }

    @Test("Apple's sidebar-adaptable tab view compiles and draws its tabs in one bar")
    func app() {
        let drawn = Self.frame(BrowseView(), width: 70)
        #expect(drawn[1] == "Watch now")
        for title in ["Watch Now", "Library", "Find", "Shots", "Forest"] { #expect(drawn[0].contains(title)) }
        #expect(!drawn[0].contains("Collections"))
    }
}
