/// A collection of the preferred minimum distances between a view and its
/// neighbours, per edge (V1–V5).
///
/// An edge with no value uses the default distance: one cell along the axis
/// (or `LayoutEnvironment.defaultSpacing`). An edge with a value overrides
/// it: the distance between two views is the larger of their values on the
/// edges that meet, so a `Spacer`'s 0 wins over a missing value (V3).
public struct ViewSpacing: Equatable, Sendable, CustomStringConvertible {
    var values: [Edge: CGFloat]
    /// The default distances (horizontal, vertical) in points; set by the
    /// engine from `LayoutEnvironment`; `nil` means one point per axis (the
    /// default for cell metrics 1×1).
    var defaults: CGSize?

    /// Creates spacing with default values on every edge.
    public init() {
        values = [:]
        defaults = nil
    }

    /// Creates spacing with explicit values in points.
    ///
    /// Extension: SwiftUI has no public numeric initializer (V1), but layouts
    /// written against tutorials use this one, so TerminalLayout offers it.
    public init(leading: CGFloat = 0, trailing: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0) {
        values = [.leading: leading, .trailing: trailing, .top: top, .bottom: bottom]
        defaults = nil
    }

    init(values: [Edge: CGFloat], defaults: CGSize?) {
        self.values = values
        self.defaults = defaults
    }

    /// Spacing of zero on every edge.
    public static let zero = ViewSpacing(leading: 0, trailing: 0, top: 0, bottom: 0)

    /// Merges `other` into this spacing on `edges`, keeping the larger value
    /// per edge (V2).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        // Most views set no edge of their own: nothing to look up (a
        // lookup hashes the edge even in an empty dictionary).
        for edge in Edge.allCases where !other.values.isEmpty && edges.contains(Edge.Set(edge)) {
            guard let theirs = other.values[edge] else { continue }
            values[edge] = Swift.max(values[edge] ?? theirs, theirs)
        }
        if defaults == nil { defaults = other.defaults }
    }

    /// The union of this spacing and `other` on `edges` (V2).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The preferred distance from this view to `next`, which follows it
    /// along `axis` (V3).
    ///
    /// The edges that meet are this view's trailing (bottom) edge and the
    /// next view's leading (top) edge. If either has a value, the result is
    /// the larger value (a missing side counts as −∞); otherwise it is the
    /// default distance along the axis.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = values.isEmpty ? nil : values[axis == .horizontal ? .trailing : .bottom]
        let theirs = next.values.isEmpty ? nil : next.values[axis == .horizontal ? .leading : .top]
        switch (mine, theirs) {
        case let (a?, b?): return Swift.max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil):
            let d = defaults ?? next.defaults ?? CGSize(width: 1, height: 1)
            return d[axis]
        }
    }

    /// Equal when both have the same explicit values on every edge (the
    /// engine's default distances, an implementation detail, are ignored).
    public static func == (a: ViewSpacing, b: ViewSpacing) -> Bool { a.values == b.values }

    /// A textual description listing the explicit edges.
    public var description: String {
        let named: [(Edge, String)] = [(.leading, "leading"), (.trailing, "trailing"), (.top, "top"), (.bottom, "bottom")]
        let parts = named.compactMap { edge, name in values[edge].map { "\(name): \($0)" } }
        return "ViewSpacing(\(parts.isEmpty ? "default" : parts.joined(separator: ", ")))"
    }

    /// The same values with the engine's default distances attached.
    func withDefaults(_ d: CGSize) -> ViewSpacing { ViewSpacing(values: values, defaults: d) }

    /// These values with `edges` reset to the default (used by padding and
    /// frames, V4).
    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        guard !values.isEmpty else { return copy }
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { copy.values[edge] = nil }
        return copy
    }
}
