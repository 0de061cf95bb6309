import Foundation

/// A control that opens a URL, as in SwiftUI (LNK1).
///
/// ```swift
/// Link("Documentation", destination: URL(string: "https://example.com/docs")!)
/// ```
///
/// In a terminal a link is its label in the accent colour followed by `↗`. It is focusable
/// (Tab); while focused it is bold, and Return or Space hand the URL to the environment's
/// `openURL` action. A terminal app cannot open a browser itself: set the action with
/// `.environment(\.openURL, OpenURLAction { url in … })`; the default does nothing and
/// answers `.discarded`.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.isEnabled) private var isEnabled
    @FocusState private var isFocused: Bool

    /// A link to `destination` labelled by the view `label` makes.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 0) {
            label
            Text("↗")
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            environment.foregroundColor = isEnabled ? .accentColor : .secondary
            if isFocused { environment.isBold = true }
        })
        .activatedByKeys(isEnabled: isEnabled, focus: $isFocused) { [openURL, destination] in
            openURL(destination)
        }
    }
}

extension Link where Label == Text {
    /// A link titled `title` to `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled by the key's text to `destination`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
}

/// An action that opens a URL, as in SwiftUI: read it with `@Environment(\.openURL)` and
/// call it; set your own with `.environment(\.openURL, OpenURLAction { … })` (LNK1).
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler did not open it.
        public static let discarded = Result(kind: 1)
        /// The handler leaves it to the system (none in a terminal: discarded).
        public static let systemAction = Result(kind: 2)
        /// The handler leaves it to the system to open `url` instead (discarded here).
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).kind == Result.handled.kind)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
    /// The action links call to open their URL (by default, none: `.discarded`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
