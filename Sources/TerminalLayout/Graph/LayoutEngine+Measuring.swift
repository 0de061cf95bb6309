// Measuring: every `sizeThatFits` of a node goes through `measure` (memo,
// MEMO; dispatch, DISPATCH; sanitising; the recursion guard); guides,
// priorities and spacing are memoised beside it.
extension LayoutEngine {
    /// The size `node` wants for `proposal`; the node's last three answers
    /// are memoised (MEMO).
    func measure(_ node: Node, _ proposal: ProposedViewSize, countAsLayoutCall: Bool = true) -> CGSize {
        let proposal = sanitize(proposal, node: node)
        if countAsLayoutCall { stats.sizeThatFitsCalls += 1 }
        // A size that does not depend on the proposal is known without
        // evaluating anything: it counts as remembered.
        // The constant size and the memo, read through one pointer to the record.
        let record = node.record
        if let size = record.pointee.memoFront.constant {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        // The most recent answer first (one cache line of the record): a
        // proposal equal to a key as filed is that key, whatever is ignored.
        if let size = record.pointee.memoFront.answer(for: proposal) {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        // Filed without the lengths the node's size does not depend on: a
        // fixed-height frame asked with another height has its answer.
        let key = record.pointee.independentAxisBits == 0 ? proposal
            : Self.memoKey(proposal, ignoring: record.pointee.proposalIndependentAxes)
        let slot = Int(node.index)
        if let size = arena.rememberedSize(for: key, slot: slot, record: record) {
            if countAsLayoutCall { stats.memoHits += 1 }
            return size
        }
        guard depth + outerDepth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth + outerDepth))
            return .zero
        }
        depth += 1
        defer { depth -= 1 }
        prepare(node)
        stats.nodesEvaluated += 1
        let raw = switch record.pointee.builtinKind {  // DISPATCH
        case .frame: record.builtinBehavior(FrameBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .compactFlexFrame: record.builtinBehavior(CompactFlexFrameBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .color: record.builtinBehavior(ColorBehavior.self).pointee.sizeThatFits(proposal, node: node, engine: self)
        case .other: node.behavior.sizeThatFits(proposal, node: node, engine: self)
        }
        let size = sanitize(raw, for: proposal, node: node)
        arena.remember(size, for: key, slot: slot, record: record)
        return size
    }

    /// The proposal a node's memo files `proposal` under: without the lengths
    /// on `axes`, which its size does not depend on.
    static func memoKey(_ proposal: ProposedViewSize, ignoring axes: Axis.Set) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// The dimensions (size and guides) of `node` for `proposal`.
    func dimensions(of node: Node, _ proposal: ProposedViewSize, countAsLayoutCall: Bool = true) -> ViewDimensions {
        let proposal = sanitize(proposal, node: node)
        let size = measure(node, proposal, countAsLayoutCall: countAsLayoutCall)
        let guides: ExplicitGuides? = node.mayHaveExplicitGuides ? ExplicitGuides(node: node, engine: self, proposal: proposal) : nil
        return ViewDimensions(size: size, explicitGuides: guides)
    }

    /// The explicit value of a guide for `node` under `proposal`; memoised.
    func explicitValue(of node: Node, _ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard node.explicitGuideKinds.include(key) else { return nil }
        let memoKey = GuideMemoKey(proposal: proposal, key: key)
        if let cached = node.guideMemo?.memo.value(for: memoKey) { return cached }
        guard depth + outerDepth < Self.maxMeasureDepth else {
            report(.recursionLimit(node: node.debugName, depth: depth + outerDepth))
            return nil
        }
        depth += 1
        defer { depth -= 1 }
        let size = measure(node, proposal, countAsLayoutCall: false)
        var value = node.behavior.explicitAlignment(key, size: size, proposal: proposal, node: node, engine: self)
        if let v = value, !v.isFinite {
            stats.sanitisedValues += 1
            report(.sanitised(node: node.debugName, what: "alignment guide \(key)", value: v))
            value = nil
        }
        if node.guideMemo == nil { node.guideMemo = GuideMemo() }
        node.guideMemo?.memo.insert(value, for: memoKey)
        return value
    }

    /// The layout priority of `node` (S5).
    func priority(of node: Node) -> Double {
        if let p = node.priorityMemo { return p }
        let p = node.traits.priority ?? node.behavior.priority(node: node, engine: self)
        node.priorityMemo = p
        return p
    }

    /// The spacing preferences of `node` (V4).
    func spacing(of node: Node) -> ViewSpacing {
        switch node.spacingMemo {
        case .standard: return standardSpacing
        case .custom: if let s = node.customSpacing { return s }
        case .none: break
        }
        prepare(node)
        let s = node.behavior.spacing(node: node, engine: self).withDefaults(environment.defaultSpacingSize)
        if s == standardSpacing {
            node.spacingMemo = .standard
        } else {
            node.customSpacing = s
            node.spacingMemo = .custom
        }
        return s
    }

    /// The spacing of a view without preferences of its own in this
    /// environment (`defaultSpacing`), kept for the environment it was made for.
    var standardSpacing: ViewSpacing {
        if let (environment, spacing) = standardSpacingMemo, environment == self.environment.defaultSpacingSize {
            return spacing
        }
        let spacing = defaultSpacing
        standardSpacingMemo = (self.environment.defaultSpacingSize, spacing)
        return spacing
    }

    /// Makes or updates a container's cache before its first use in a pass.
    /// A node without a cache (anything but a layout container) is never
    /// asked (`CacheState.none`, set when it is made): one byte is read.
    @inline(__always)
    func prepare(_ node: Node) {
        let state = node.record.pointee.cacheState
        if state == .missing || state == .stale { prepareCache(node) }
    }

    /// `prepare(_:)` for a container whose cache must be made or updated.
    @inline(never)
    func prepareCache(_ node: Node) {
        node.behavior.prepareCache(node: node, engine: self)
        node.cacheState = .ready
    }
}
