/// A type-erased layout: switch between layouts at run time while the
/// subviews keep their identity (L9).
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
///
/// The cache is tagged with the wrapped layout's type: the same type gets
/// `updateCache`, another type a fresh `makeCache`. `stackOrientation` is
/// read from the wrapped layout.
public struct AnyLayout: Layout {
    let box: any AnyLayoutBox

    /// Wraps a layout (an `AnyLayout` is unwrapped, not nested).
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = ConcreteLayoutBox(layout) }
    }

    /// The wrapped layout's cache, tagged with its type.
    public struct Cache {
        let type: ObjectIdentifier
        /// A `LayoutCacheBox` of the wrapped layout's cache (nil for `Void`).
        let value: AnyObject?
    }

    /// Makes the wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { box.makeCache(subviews: subviews) }

    /// Updates the cache if it belongs to the same layout type, else makes a new one.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { box.updateCache(&cache, subviews: subviews) }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's explicit horizontal alignment.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The wrapped layout's explicit vertical alignment.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Internal: the type-erasing box of `AnyLayout`.
protocol AnyLayoutBox {
    var name: String { get }
    var stackOrientation: Axis? { get }
    var wrapped: Any { get }
    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache
    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache)
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
                           cache: inout AnyLayout.Cache) -> CGFloat?
}

/// Internal: `AnyLayoutBox` for a concrete layout type.
struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    var name: String { "\(L.self)" }
    var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    var wrapped: Any { layout }

    /// Runs `body` with the typed cache (made afresh if it belongs to another
    /// layout type), mutated in place in its box.
    private func with<R>(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if cache.type != ObjectIdentifier(L.self) { cache = makeCache(subviews: subviews) }
        if L.Cache.self == Void.self {
            var empty = unsafeBitCast((), to: L.Cache.self)
            return body(&empty)
        }
        let box = unsafeDowncast(cache.value!, to: LayoutCacheBox<L.Cache>.self)
        return body(&box.value)
    }

    func makeCache(subviews: LayoutSubviews) -> AnyLayout.Cache {
        let made = layout.makeCache(subviews: subviews)
        return AnyLayout.Cache(type: ObjectIdentifier(L.self), value: L.Cache.self == Void.self ? nil : LayoutCacheBox(made))
    }

    func updateCache(_ cache: inout AnyLayout.Cache, subviews: LayoutSubviews) {
        guard cache.type == ObjectIdentifier(L.self) else {
            subviews.engine?.stats.makeCacheCalls += 1
            cache = makeCache(subviews: subviews)
            return
        }
        subviews.engine?.stats.updateCacheCalls += 1
        with(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        with(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGSize {
        with(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout AnyLayout.Cache) {
        with(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                    subviews: LayoutSubviews, cache: inout AnyLayout.Cache) -> CGFloat? {
        with(&cache, subviews: subviews) { typed in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}
