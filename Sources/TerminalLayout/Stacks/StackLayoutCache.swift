/// The cache of `HStackLayout` and `VStackLayout`: what the stack learned
/// about its subviews, kept until they change (as SwiftUI's stacks do).
///
/// It holds the gaps between subviews (S1), each subview's minimum and
/// maximum length along the axis for the last cross proposals seen (S3's
/// probes at 0 and ∞), and the whole distribution for the last proposals,
/// so that `placeSubviews` reuses what `sizeThatFits` computed for the same
/// proposal (L2 allows a cache keyed by proposal). The engine calls
/// `updateCache` — which starts afresh — whenever a subview, or anything
/// below one, changes.
public struct _StackLayoutCache {
    /// The distances between adjacent subviews (S1), once known.
    var gaps: StackGaps?
    /// Per cross proposal: each subview's (priority, minimum, flexibility) along the axis.
    var probes = RecentMemo<CGFloat?, [StackProbe]>()
    /// Per proposal: the stack's size, the subviews' origins and proposals.
    var results = RecentMemo<ProposedViewSize, StackAlgorithm.Result>()
    /// Working storage for sharing the major axis (S3), kept between passes.
    var scratch = StackScratch()

    init() {}
}

/// Internal: what S3 needs to know about one subview, for one cross proposal.
struct StackProbe {
    let priority: Double
    let min: CGFloat
    let flex: CGFloat
}

/// Internal: a stack's working arrays for sharing its length (S3), kept
/// in its cache so that a pass does not allocate them again.
struct StackScratch {
    /// One child in the order lengths are offered.
    struct Entry {
        let index: Int
        let priority: Double
        let min: CGFloat
        let flex: CGFloat
    }
    /// The children, sorted by priority, then flexibility.
    var entries: [Entry] = []
    /// Where each priority group starts in `entries`.
    var groupStarts: [Int] = []
}
