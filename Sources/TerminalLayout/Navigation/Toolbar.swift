/// Toolbars (TLB1): `toolbar { … }` with views or with ``ToolbarItem`` and
/// ``ToolbarItemGroup``, as in SwiftUI.
///
/// ```swift
/// List(notes) { Text($0.title) }
///     .navigationTitle("Notes")
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) { Button("New") { add() } }
///     }
/// ```
///
/// In a terminal a toolbar is a row above the view it is applied to (in a
/// ``NavigationStack``, under the title line): the items placed at the leading edge
/// (`.navigationBarLeading`, `.topBarLeading`, `.cancellationAction`) first, the others
/// at the trailing edge, two columns apart, in view order. Items placed `.keyboard` are a row
/// below the view, shown while a text field or editor in it has focus (or one of them has).
public protocol ToolbarContent {
    /// The items, with where each goes (internal).
    var _toolbarItems: [_ToolbarEntry] { get }
}

/// One view of a toolbar and whether it goes at the leading edge (internal).
public struct _ToolbarEntry {
    let view: AnyView
    let leading: Bool
    /// Placed `.keyboard`: in the row below the view shown while text is edited (TLB2).
    var keyboard = false
}

/// Where a toolbar item goes, as in SwiftUI; here only leading or trailing (TLB1).
public struct ToolbarItemPlacement: Sendable, Equatable {
    let leading: Bool
    let name: String
    /// As the platform decides (trailing).
    public static let automatic = ToolbarItemPlacement(leading: false, name: "automatic")
    /// The principal place (trailing here).
    public static let principal = ToolbarItemPlacement(leading: false, name: "principal")
    /// A primary action (trailing).
    public static let primaryAction = ToolbarItemPlacement(leading: false, name: "primaryAction")
    /// A secondary action (trailing).
    public static let secondaryAction = ToolbarItemPlacement(leading: false, name: "secondaryAction")
    /// A status (trailing).
    public static let status = ToolbarItemPlacement(leading: false, name: "status")
    /// Confirming (trailing).
    public static let confirmationAction = ToolbarItemPlacement(leading: false, name: "confirmationAction")
    /// Cancelling (leading).
    public static let cancellationAction = ToolbarItemPlacement(leading: true, name: "cancellationAction")
    /// Destructive (trailing).
    public static let destructiveAction = ToolbarItemPlacement(leading: false, name: "destructiveAction")
    /// The navigation bar's leading edge.
    public static let navigationBarLeading = ToolbarItemPlacement(leading: true, name: "navigationBarLeading")
    /// The navigation bar's trailing edge.
    public static let navigationBarTrailing = ToolbarItemPlacement(leading: false, name: "navigationBarTrailing")
    /// The top bar's leading edge.
    public static let topBarLeading = ToolbarItemPlacement(leading: true, name: "topBarLeading")
    /// The top bar's trailing edge.
    public static let topBarTrailing = ToolbarItemPlacement(leading: false, name: "topBarTrailing")
    /// The bottom bar (trailing here: the toolbar is one row above the view).
    public static let bottomBar = ToolbarItemPlacement(leading: false, name: "bottomBar")
    /// The keyboard's bar: a row below the view while text in it is edited (TLB2).
    public static let keyboard = ToolbarItemPlacement(leading: false, name: "keyboard")
}

/// One item of a toolbar (TLB1).
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _toolbarItems: [_ToolbarEntry] {
        [_ToolbarEntry(view: AnyView(content), leading: placement.leading, keyboard: placement == .keyboard)]
    }
}

extension ToolbarItem where ID == () {
    /// An item whose view `content` makes, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items of a toolbar at one placement (TLB1).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items whose views `content` makes, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarItems: [_ToolbarEntry] {
        [_ToolbarEntry(view: AnyView(content), leading: placement.leading, keyboard: placement == .keyboard)]
    }
}

/// The items of a toolbar closure (TLB1).
public struct _ToolbarItems: ToolbarContent {
    public let _toolbarItems: [_ToolbarEntry]
}

/// Builds a toolbar's items from `ToolbarItem`s and `ToolbarItemGroup`s, as in SwiftUI.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [_ToolbarEntry] { content._toolbarItems }
    public static func buildBlock(_ parts: [_ToolbarEntry]...) -> [_ToolbarEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_ToolbarEntry]?) -> [_ToolbarEntry] { part ?? [] }
    public static func buildEither(first part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }
    public static func buildEither(second part: [_ToolbarEntry]) -> [_ToolbarEntry] { part }
    public static func buildArray(_ parts: [[_ToolbarEntry]]) -> [_ToolbarEntry] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ parts: [_ToolbarEntry]) -> _ToolbarItems { _ToolbarItems(_toolbarItems: parts) }
}

nonisolated extension View {
    /// Adds a toolbar of the items `content` makes (TLB1).
    public consuming func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: content()._toolbarItems))
    }

    /// Adds a toolbar of the views `content` makes, at the trailing edge (TLB1).
    @_disfavoredOverload
    public consuming func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(items: [_ToolbarEntry(view: AnyView(content()), leading: false)]))
    }
}

/// The modifier `toolbar` applies: a row of the items above the view (TLB1) and, while text in
/// the view is edited, the `.keyboard` items in a row below it (TLB2).
nonisolated public struct _ToolbarModifier: ViewModifier {
    let items: [_ToolbarEntry]
    /// Whether a text field or editor in the view has focus (`TextInputFocusKey`).
    @State private var editing = false
    /// Whether focus is on one of the keyboard row's items.
    @FocusState private var inKeyboardRow: Bool

    public func body(content: Content) -> some View {
        let bar = items.enumerated().filter { !$0.element.keyboard }
        let leading = bar.filter { $0.element.leading }
        let trailing = bar.filter { !$0.element.leading }
        let keyboard = items.enumerated().filter { $0.element.keyboard }
        return VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .center, spacing: 2) {
                ForEach(leading, id: \.offset) { $0.element.view }
                Spacer(minLength: 0)
                ForEach(trailing, id: \.offset) { $0.element.view }
            }
            .buttonStyle(.plain)
            content
                .onPreferenceChange(TextInputFocusKey.self) { [$editing] in $editing.wrappedValue = $0 }
            if !keyboard.isEmpty && (editing || inKeyboardRow) {
                HStack(alignment: .center, spacing: 2) {
                    ForEach(keyboard, id: \.offset) { $0.element.view }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .buttonStyle(.plain)
                .focused($inKeyboardRow)
            }
        }
    }
}

/// Internal: whether a text field or editor has focus — what shows a toolbar's `.keyboard`
/// items (TLB2).
struct TextInputFocusKey: PreferenceKey {
    static var defaultValue: Bool { false }
    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
