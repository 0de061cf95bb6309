/// Internal: a node's memo of explicit guide values, boxed so that nodes
/// nobody asks for guides do not carry it.
final class GuideMemo {
    var memo = RecentMemo<GuideMemoKey, CGFloat?>()
}

/// Internal: memo key for explicit guide values.
struct GuideMemoKey: Equatable {
    let proposal: ProposedViewSize
    let key: AlignmentKey
}
