import Foundation

/// The changes a person made to a sidebar-adaptable tab view — which tabs the sidebar
/// shows — as SwiftUI's iOS 18 `TabViewCustomization`, kept with `@AppStorage`:
///
/// ```swift
/// @AppStorage("sidebarCustomizations") var customization: TabViewCustomization
/// …
/// TabView { … }
///     .tabViewStyle(.sidebarAdaptable)
///     .tabViewCustomization($customization)
/// ```
///
/// A terminal's tab view has no sidebar, so the visibilities are kept (and stored, as
/// JSON) and change nothing drawn: the bar shows every tab (TAB1).
public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// Internal: the sidebar visibility set for each customization identifier.
    private var sidebarVisibilities: [String: Visibility] = [:]

    /// An empty customization: every tab as the builder declares it.
    public init() {}

    /// The sidebar visibility of the tab with customization identifier `id`: `.automatic`
    /// until one is set.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebarVisibilities[id] ?? .automatic }
        set { sidebarVisibilities[id] = newValue == .automatic ? nil : newValue }
    }

    /// Sets every tab's sidebar visibility back to `.automatic`.
    public mutating func resetVisibility() {
        sidebarVisibilities = [:]
    }

    private enum CodingKeys: String, CodingKey { case sidebarVisibilities }

    /// Reads a customization written by `encode(to:)`: visibilities by name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let names = try container.decodeIfPresent([String: String].self, forKey: .sidebarVisibilities) ?? [:]
        sidebarVisibilities = names.compactMapValues { name in Visibility.allCases.first { "\($0)" == name } }
    }

    /// Writes the visibilities by name (`"hidden"`, `"visible"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sidebarVisibilities.mapValues { "\($0)" }, forKey: .sidebarVisibilities)
    }
}

nonisolated extension View {
    /// Gives a sidebar-adaptable tab view the customization to read and write: accepted, the
    /// bar showing every tab (TAB1).
    public consuming func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        self
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view customization under `key`, stored as JSON (empty while the key has none).
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, default: TabViewCustomization(),
                  read: { store, key in
                      store.data(forKey: key).flatMap { try? JSONDecoder().decode(TabViewCustomization.self, from: $0) }
                  },
                  write: { store, key, value in store.set(try? JSONEncoder().encode(value), forKey: key) })
    }
}
