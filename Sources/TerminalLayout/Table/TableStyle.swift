/// A type that applies a custom appearance to all tables within a view, as in SwiftUI (TBL3).
///
/// The built-in styles: `.automatic` and `.inset` draw a table's rows one column in from
/// each side, columns a blank cell apart; `.bordered` draws them edge to edge with `│`
/// between the columns and `┼` where the header's rule crosses them. A style of your own
/// makes each table's body from its configuration, which, as SwiftUI's, is opaque: its
/// ``TableStyleConfiguration/table`` is the table as the automatic style draws it.
public protocol TableStyle {
    /// A view that represents the body of a table.
    associatedtype Body: View
    /// Creates a view that represents the body of a table.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// The properties of a table.
    typealias Configuration = TableStyleConfiguration
}

/// The properties of a table (TBL3).
public struct TableStyleConfiguration {
    let content: AnyView

    /// The table, drawn as its built-in style says (internal to the built-in styles).
    var table: AnyView { content }
}

/// Internal: how a built-in table style draws (TBL3): rows inset, or bordered columns.
struct _TableDrawing: Equatable {
    /// The columns the rows are inset by on each side.
    var inset: Int
    /// What separates two columns (one cell), and where the rule crosses it.
    var separator: String
    var ruleCrossing: String

    static let inset = _TableDrawing(inset: 1, separator: " ", ruleCrossing: "─")
    static let bordered = _TableDrawing(inset: 0, separator: "│", ruleCrossing: "┼")
}

/// The default table style in the current context: `.inset` (TBL3).
public struct AutomaticTableStyle: TableStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table.environment(\.tableDrawing, .inset)
    }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection inset from the table edges: rows one column in from each side (TBL3).
public struct InsetTableStyle: TableStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table.environment(\.tableDrawing, .inset)
    }
}

/// The table style that describes the behavior and appearance of a table with its content
/// and selection bordered: `│` between the columns (TBL3).
public struct BorderedTableStyle: TableStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table.environment(\.tableDrawing, .bordered)
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The default table style in the current context.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content
    /// and selection inset from the table edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// The table style that describes the behavior and appearance of a table with its content
    /// and selection bordered.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

nonisolated extension View {
    /// Sets the style for tables within this view (TBL3).
    public consuming func tableStyle<S: TableStyle>(_ style: S) -> some View {
        environment(\.tableStyle, AnyTableStyle(style))
    }

    /// Controls the visibility of a `Table`'s column header views: `.hidden` draws neither
    /// the header row nor its rule (TBL1).
    public consuming func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeadersVisibility, visibility)
    }
}

/// Internal: a table style, type-erased (`nil` in the environment: `.automatic`).
struct AnyTableStyle {
    let makeBody: (TableStyleConfiguration) -> AnyView

    init<S: TableStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct TableStyleKey: EnvironmentKey {
    static var defaultValue: AnyTableStyle? { nil }
}

private struct TableDrawingKey: EnvironmentKey {
    static var defaultValue: _TableDrawing { .inset }
}

private struct TableColumnHeadersKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// The style tables here draw with (internal; set by `tableStyle(_:)`).
    var tableStyle: AnyTableStyle? {
        get { self[TableStyleKey.self] }
        set { self[TableStyleKey.self] = newValue }
    }

    /// How the built-in style around draws a table (internal, TBL3).
    var tableDrawing: _TableDrawing {
        get { self[TableDrawingKey.self] }
        set { self[TableDrawingKey.self] = newValue }
    }

    /// Whether tables here show their column headers (internal; `tableColumnHeaders(_:)`).
    var tableColumnHeadersVisibility: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}
