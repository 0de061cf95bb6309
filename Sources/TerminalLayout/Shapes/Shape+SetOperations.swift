/// Internal: the shape a set operation on two shapes returns (SwiftUI
/// returns it as `some Shape`): its path is the operation on the two
/// shapes' paths in the same rectangle (SHP4), drawn by its path (PATH1);
/// its size is the first shape's.
struct ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    /// Which operation.
    enum Kind: Sendable, Equatable {
        case region(PolygonBoolean.Operation)
        case lineIntersection, lineSubtraction
    }

    let first: First
    let second: Second
    let kind: Kind
    let eoFill: Bool

    func path(in rect: CGRect) -> Path {
        let a = first.path(in: rect), b = second.path(in: rect)
        switch kind {
        case .region(let operation): return PolygonBoolean.region(a, b, operation, eoFill: eoFill)
        case .lineIntersection: return PolygonBoolean.line(a, b, keepInside: true, eoFill: eoFill)
        case .lineSubtraction: return PolygonBoolean.line(a, b, keepInside: false, eoFill: eoFill)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }

    var body: Never { preconditionFailure("A shape set operation is drawn by its path") }
}

nonisolated extension Shape {
    /// Returns a new shape with filled regions in either this shape or the
    /// given shape (SHP4): both shapes' paths in the frame, combined.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .region(.union), eoFill: eoFill)
    }

    /// Returns a new shape with filled regions common to both shapes (SHP4).
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .region(.intersection), eoFill: eoFill)
    }

    /// Returns a new shape with filled regions from this shape that are not
    /// in the given shape (SHP4).
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .region(.subtracting), eoFill: eoFill)
    }

    /// Returns a new shape with filled regions either from this shape or
    /// the given shape, but not in both (SHP4).
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .region(.symmetricDifference), eoFill: eoFill)
    }

    /// Returns a new shape with a line from this shape that overlaps the
    /// filled regions of the given shape (SHP4).
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .lineIntersection, eoFill: eoFill)
    }

    /// Returns a new shape with a line from this shape that does not
    /// overlap the filled region of the given shape (SHP4).
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        ShapeSetOperation(first: self, second: other, kind: .lineSubtraction, eoFill: eoFill)
    }
}
