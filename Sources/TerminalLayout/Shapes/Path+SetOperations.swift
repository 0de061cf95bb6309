/// SwiftUI's set operations on paths (iOS 17, SHP4): the fills of two
/// paths combined into a new path, or one path's line cut by another's
/// fill. Curves are flattened as they are drawn (PATH1), so the results are
/// polygons: their lines go through the flattened curves' points.
extension Path {
    /// Returns a new path with filled regions in either this path or the
    /// given path (open subpaths closed; `eoFill`: the even-odd rule, else
    /// non-zero). Filling it with either rule gives the same cells.
    public func union(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.region(self, other, .union, eoFill: eoFill)
    }

    /// Returns a new path with filled regions common to both paths.
    public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.region(self, other, .intersection, eoFill: eoFill)
    }

    /// Returns a new path with filled regions from this path that are not
    /// in the given path.
    public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.region(self, other, .subtracting, eoFill: eoFill)
    }

    /// Returns a new path with filled regions either from this path or the
    /// given path, but not in both.
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.region(self, other, .symmetricDifference, eoFill: eoFill)
    }

    /// Returns a new path with a line from this path that overlaps the
    /// filled regions of the given path (a part along its outline counts):
    /// subpaths that are cut are open, a closed one kept whole stays closed.
    public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.line(self, other, keepInside: true, eoFill: eoFill)
    }

    /// Returns a new path with a line from this path that does not overlap
    /// the filled region of the given path.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
        PolygonBoolean.line(self, other, keepInside: false, eoFill: eoFill)
    }

    /// Returns a new weakly-simple copy of this path: its fill under the
    /// rule as polygons that neither cross nor overlap, so that either rule
    /// fills the same region.
    public func normalized(eoFill: Bool = true) -> Path {
        PolygonBoolean.region(self, Path(), .normalized, eoFill: eoFill)
    }
}
