#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Canvas {
    /// Whether two canvases hold the same cells and label flags, compared as bytes (the
    /// row flags, which only guide drawing, are not compared).
    ///
    /// The same as comparing every stored property (a ``Cell`` is one word, and equal
    /// cells are equal words), as one `memcmp` per array: an unchanged frame is recognised
    /// at memory speed.
    public static func == (lhs: Canvas, rhs: Canvas) -> Bool {
        guard lhs.width == rhs.width && lhs.height == rhs.height else { return false }
        return bytesEqual(lhs.cells, rhs.cells) && bytesEqual(lhs.protected, rhs.protected)
    }

    /// Hashes what ``==`` compares (not the row flags, which only guide drawing).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        cells.withUnsafeBytes { hasher.combine(bytes: $0) }
        protected.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// Whether two arrays of plain values hold the same bytes.
    private static func bytesEqual<T>(_ a: [T], _ b: [T]) -> Bool {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                guard a.count == b.count else { return false }
                guard a.count > 0, a.baseAddress != b.baseAddress else { return true }
                return memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }
}
