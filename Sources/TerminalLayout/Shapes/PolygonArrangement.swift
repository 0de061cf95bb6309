/// Internal: the flattened edges of one or two paths split where they meet
/// one another (SHP4), so that no two pieces cross, and pieces on the same
/// points grouped into one undirected edge with each operand's winding
/// weight — what a boolean operation on their fills keeps or drops.
///
/// Points are snapped to a lattice of 2⁻²⁰ points (under a millionth of a
/// cell), so that a crossing computed once, a shared corner and an
/// endpoint lying on another edge are the same point for every edge that
/// holds it.
struct PolygonArrangement {
    /// A snapped point; equal points are the same vertex.
    struct Point: Hashable, Comparable {
        var x: Double
        var y: Double

        /// The point snapped to the lattice.
        init(snapping p: CGPoint) {
            x = Self.snap(Swift.max(-1e12, Swift.min(1e12, p.x)))
            y = Self.snap(Swift.max(-1e12, Swift.min(1e12, p.y)))
        }

        init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        static let quantum = 1.0 / 1_048_576
        static func snap(_ v: Double) -> Double { (v / quantum).rounded() * quantum }

        /// Top to bottom, then left to right (a loop starts at its first).
        static func < (a: Point, b: Point) -> Bool { a.y != b.y ? a.y < b.y : a.x < b.x }

        var cgPoint: CGPoint { CGPoint(x: x, y: y) }
    }

    /// A directed edge of one operand (0 or 1), from the flattened path.
    struct Edge {
        var a: Point
        var b: Point
        var operand: Int
        /// Where it was in its operand's segments (for the line operations).
        var index: Int
    }

    /// A piece of an edge between two split points, in the edge's direction.
    struct Piece {
        var a: Point
        var b: Point
        var operand: Int
        var index: Int
    }

    /// The pieces on one pair of points: `a` < `b`, and each operand's
    /// weight — the pieces from `a` to `b` less those from `b` to `a`.
    struct Group {
        var a: Point
        var b: Point
        var weight: (Int, Int) = (0, 0)
    }

    /// The pieces, each edge's in order along it.
    private(set) var pieces: [Piece] = []
    /// The undirected groups of the pieces.
    private(set) var groups: [Group] = []
    /// For each piece, its group.
    private(set) var groupOfPiece: [Int] = []

    /// The edges split where they meet; with `crossOperandsOnly`, only an
    /// edge of one operand against the other's (the line operations).
    init(_ edges: [Edge], crossOperandsOnly: Bool = false) {
        var splits = [[Point]](repeating: [], count: edges.count)
        // Sweep by left edge: pairs whose x ranges overlap.
        let order = edges.indices.sorted { Swift.min(edges[$0].a.x, edges[$0].b.x) < Swift.min(edges[$1].a.x, edges[$1].b.x) }
        for (n, i) in order.enumerated() {
            let e = edges[i]
            let maxX = Swift.max(e.a.x, e.b.x)
            for j in order[(n + 1)...] {
                let f = edges[j]
                if Swift.min(f.a.x, f.b.x) > maxX { break }
                if crossOperandsOnly && e.operand == f.operand { continue }
                Self.meet(e, f, i, j, &splits)
            }
        }
        var keys: [Pair: Int] = [:]
        for (i, e) in edges.enumerated() {
            let dx = e.b.x - e.a.x, dy = e.b.y - e.a.y
            let points = ([e.a, e.b] + splits[i]).sorted {
                ($0.x - e.a.x) * dx + ($0.y - e.a.y) * dy < ($1.x - e.a.x) * dx + ($1.y - e.a.y) * dy
            }
            var previous = points[0]
            for p in points.dropFirst() where p != previous {
                let pair = Pair(previous, p)
                let g: Int
                if let known = keys[pair] { g = known } else {
                    g = groups.count
                    keys[pair] = g
                    groups.append(Group(a: pair.low, b: pair.high))
                }
                let sign = previous == pair.low ? 1 : -1
                if e.operand == 0 { groups[g].weight.0 += sign } else { groups[g].weight.1 += sign }
                pieces.append(Piece(a: previous, b: p, operand: e.operand, index: e.index))
                groupOfPiece.append(g)
                previous = p
            }
        }
    }

    /// An undirected pair of points, lower first.
    private struct Pair: Hashable {
        let low: Point
        let high: Point
        init(_ p: Point, _ q: Point) { (low, high) = p < q ? (p, q) : (q, p) }
    }

    /// Within this distance of a line a point is on it.
    static let tolerance = 1e-7

    /// Adds where edges `e` and `f` meet to their split points: a crossing
    /// to both, an endpoint of one lying inside the other to the other.
    private static func meet(_ e: Edge, _ f: Edge, _ i: Int, _ j: Int, _ splits: inout [[Point]]) {
        let (a, b, c, d) = (e.a, e.b, f.a, f.b)
        guard Swift.max(c.y, d.y) >= Swift.min(a.y, b.y) - tolerance,
              Swift.min(c.y, d.y) <= Swift.max(a.y, b.y) + tolerance else { return }
        func cross(_ o: Point, _ p: Point, _ q: Point) -> Double { (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x) }
        func length(_ p: Point, _ q: Point) -> Double { hypot(q.x - p.x, q.y - p.y) }
        func side(_ value: Double, _ base: Double) -> Int { Swift.abs(value) <= tolerance * base ? 0 : (value > 0 ? 1 : -1) }
        let lab = length(a, b), lcd = length(c, d)
        let s1 = side(cross(a, b, c), lab), s2 = side(cross(a, b, d), lab)
        let s3 = side(cross(c, d, a), lcd), s4 = side(cross(c, d, b), lcd)
        if s1 * s2 < 0 && s3 * s4 < 0 {
            let rx = b.x - a.x, ry = b.y - a.y, sx = d.x - c.x, sy = d.y - c.y
            let t = ((c.x - a.x) * sy - (c.y - a.y) * sx) / (rx * sy - ry * sx)
            let p = Point(snapping: CGPoint(x: a.x + rx * t, y: a.y + ry * t))
            splits[i].append(p)
            splits[j].append(p)
            return
        }
        // An endpoint strictly inside the other edge (a touch, a T, or
        // edges along one line).
        func inside(_ p: Point, _ o: Point, _ q: Point) -> Bool {
            let t = (p.x - o.x) * (q.x - o.x) + (p.y - o.y) * (q.y - o.y)
            return p != o && p != q && t > 0 && t < (q.x - o.x) * (q.x - o.x) + (q.y - o.y) * (q.y - o.y)
        }
        if s1 == 0 && inside(c, a, b) { splits[i].append(c) }
        if s2 == 0 && inside(d, a, b) { splits[i].append(d) }
        if s3 == 0 && inside(a, c, d) { splits[j].append(a) }
        if s4 == 0 && inside(b, c, d) { splits[j].append(b) }
    }

    // MARK: Winding on either side of a group

    /// Each operand's winding numbers just to either side of group `g`:
    /// `plus` on the side of +x (an edge steeper than 45°) or +y (flatter),
    /// `minus` on the other; `alongX` tells which (`true`: ±y sides).
    func sides(of g: Int, byX: SpanIndex, byY: SpanIndex) -> (plus: (Int, Int), minus: (Int, Int), alongX: Bool) {
        let group = groups[g]
        let (a, b) = (group.a, group.b)
        let m = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let alongX = Swift.abs(b.x - a.x) > Swift.abs(b.y - a.y)
        var w0 = 0, w1 = 0
        // A ray from the middle towards +x (+y for a flat edge), counting
        // the groups it crosses (half-open at their ends).
        for other in (alongX ? byX.candidates(m.x) : byY.candidates(m.y)) where other != g {
            let (p, q, weight) = (groups[other].a, groups[other].b, groups[other].weight)
            let sign: Int
            if alongX {
                guard (p.x <= m.x) != (q.x <= m.x) else { continue }
                let y = p.y + (m.x - p.x) * (q.y - p.y) / (q.x - p.x)
                guard y > m.y else { continue }
                sign = q.x < p.x ? 1 : -1
            } else {
                guard (p.y <= m.y) != (q.y <= m.y) else { continue }
                let x = p.x + (m.y - p.y) * (q.x - p.x) / (q.y - p.y)
                guard x > m.x else { continue }
                sign = q.y > p.y ? 1 : -1
            }
            w0 += sign * weight.0
            w1 += sign * weight.1
        }
        let own = alongX ? (b.x < a.x ? 1 : -1) : (b.y > a.y ? 1 : -1)
        return ((w0, w1), (w0 + own * group.weight.0, w1 + own * group.weight.1), alongX)
    }

    /// The groups whose span along x (for `alongX`) or y holds a value, by
    /// buckets over that axis.
    struct SpanIndex {
        private let low: Double
        private let width: Double
        private let buckets: [[Int]]

        /// An index of `groups` over x (`alongX`) or y.
        init(_ groups: [Group], alongX: Bool) {
            let spans = groups.map { alongX ? (Swift.min($0.a.x, $0.b.x), Swift.max($0.a.x, $0.b.x))
                                            : (Swift.min($0.a.y, $0.b.y), Swift.max($0.a.y, $0.b.y)) }
            let lo = spans.map(\.0).min() ?? 0, hi = spans.map(\.1).max() ?? 0
            let count = Swift.max(1, Swift.min(1024, Int(Double(groups.count).squareRoot()) * 2))
            low = lo
            width = hi > lo ? (hi - lo) / Double(count) : 1
            var buckets = [[Int]](repeating: [], count: count)
            for (g, span) in spans.enumerated() {
                let first = Swift.min(count - 1, Swift.max(0, Int((span.0 - lo) / width)))
                let last = Swift.min(count - 1, Swift.max(0, Int((span.1 - lo) / width)))
                for k in first...last { buckets[k].append(g) }
            }
            self.buckets = buckets
        }

        /// The groups that may span `value`.
        func candidates(_ value: Double) -> [Int] {
            buckets[Swift.min(buckets.count - 1, Swift.max(0, Int((value - low) / width)))]
        }
    }
}
