/// A horizontal row of cells in a `Grid`; each view of its content is one cell.
///
/// Its body is a zero-size marker that starts the row (carrying the row's
/// alignment) followed by the content, each view tagged as a cell of the row
/// (see `GridLayout`).
nonisolated public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for its cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The row marker followed by the tagged cells.
    public var body: some View {
        Color.clear.frame(width: 0, height: 0)
            .layoutValue(key: GridRowMarkerKey.self, value: GridRowMarker(alignment: alignment))
        content.layoutValue(key: GridRowMemberKey.self, value: true)
    }

    /// Resolves the body directly (see `resolvePureBody`).
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs, _ outputs: inout _ViewOutputs) {
        resolvePureBody(of: view, inputs, &outputs)
    }
}

/// What a row marker carries.
struct GridRowMarker: Equatable {
    var alignment: VerticalAlignment?
}

/// Marks the zero-size view that starts a `GridRow`.
struct GridRowMarkerKey: LayoutValueKey {
    static let defaultValue: GridRowMarker? = nil
}

/// Marks a view as a cell of the current `GridRow`.
struct GridRowMemberKey: LayoutValueKey {
    static let defaultValue = false
}
