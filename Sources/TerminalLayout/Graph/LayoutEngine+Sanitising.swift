// Sanitising: NaN, infinite and negative values from layouts become
// values the engine can use, counted and reported.
extension LayoutEngine {
    /// NaN or negative proposal dimensions become 0 (counted); −0 becomes 0.
    @inline(__always)
    func sanitize(_ proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
        // The common case, inlined where it is asked: nothing to replace.
        if Self.isClean(proposal.width), Self.isClean(proposal.height) { return proposal }
        return sanitizeReplacing(proposal, node: node)
    }

    /// `sanitize(_:node:)` for a proposal with something to replace.
    @inline(never)
    func sanitizeReplacing(_ proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
        var p = proposal
        for axis in Axis.allCases {
            // −0 is 0 (so a memo keyed by proposal never mixes the two).
            if let v = p[axis], v == 0, v.sign == .minus { p[axis] = 0 }
            if let v = p[axis], v.isNaN || v < 0 {
                stats.sanitisedValues += 1
                report(.sanitised(node: node.debugName, what: "proposed \(axis == .horizontal ? "width" : "height")", value: v))
                p[axis] = 0
            }
        }
        return p
    }

    /// Whether a proposed dimension needs no sanitising: nil, or a number
    /// that is neither NaN, nor negative, nor −0.
    @inline(__always)
    static func isClean(_ value: CGFloat?) -> Bool {
        guard let value else { return true }
        return value > 0 || (value == 0 && value.sign == .plus)
    }

    /// The sanitising rule for sizes a view returns: NaN and negative
    /// dimensions become 0; an infinite dimension is kept only when the
    /// proposal in that dimension was infinite (a legitimate answer to a
    /// maximum probe), and otherwise becomes the proposed value when that
    /// is finite, or 0 when the dimension was unspecified. Each replacement
    /// is counted in `LayoutStats.sanitisedValues`.
    @inline(__always)
    func sanitize(_ size: CGSize, for proposal: ProposedViewSize, node: Node) -> CGSize {
        // The common cases, inlined where they are asked: nothing to
        // replace, or an infinite answer to an infinite probe.
        if size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 { return size }
        if Self.isClean(size.width, proposed: proposal.width), Self.isClean(size.height, proposed: proposal.height) {
            return size
        }
        return sanitizeReplacing(size, for: proposal, node: node)
    }

    /// Whether a dimension of a size needs no sanitising: finite and not
    /// negative, or infinite where the proposal was.
    @inline(__always)
    static func isClean(_ value: CGFloat, proposed: CGFloat?) -> Bool {
        (value.isFinite && value >= 0) || (value == .infinity && proposed == .infinity)
    }

    /// `sanitize(_:for:node:)` for a size with something to replace.
    @inline(never)
    func sanitizeReplacing(_ size: CGSize, for proposal: ProposedViewSize, node: Node) -> CGSize {
        var s = size
        for axis in Axis.allCases {
            let v = s[axis]
            if v.isFinite && v >= 0 { continue }
            let proposed = proposal[axis]
            if v == .infinity, proposed == .infinity { continue }
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: axis == .horizontal ? "width" : "height", value: v))
            if v.isNaN || v < 0 {
                s[axis] = 0
            } else {
                s[axis] = proposed.flatMap { $0.isFinite ? $0 : nil } ?? 0
            }
        }
        return s
    }

    /// Placed frames are always finite: infinite sizes (a view proposed
    /// infinity that took it) become 0 and non-finite origins 0 (counted).
    @inline(__always)
    func sanitize(_ frame: CGRect, node: Node) -> CGRect {
        // The common case, inlined where it is asked: nothing to replace.
        if frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.width.isFinite, frame.size.height.isFinite {
            return frame
        }
        return sanitizeReplacing(frame, node: node)
    }

    /// `sanitize(_:node:)` for a frame with something to replace.
    @inline(never)
    func sanitizeReplacing(_ frame: CGRect, node: Node) -> CGRect {
        let values = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        stats.sanitisedValues += 1
        report(.sanitised(node: node.debugName, what: "placed frame", value: values.first { !$0.isFinite } ?? 0))
        func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: fix(frame.origin.x), y: fix(frame.origin.y), width: fix(frame.size.width), height: fix(frame.size.height))
    }
}
