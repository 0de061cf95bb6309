import TerminalLayout

/// Random view trees for the property tests: every view and modifier of `TerminalLayout`,
/// texts with CJK, combining marks, ZWJ emoji and controls, and whatever containers and
/// modifiers a test target adds (the gallery's layouts, a layout that answers garbage).
///
/// Every tree is an `AnyView` rebuilt from its seed alone (``tree(seed:)``), so the same
/// seed gives structurally equal trees.
public struct ViewTreeGenerator: Sendable {
    /// Makes a container of the given children.
    public typealias Container = @Sendable (inout PropertyRandom, [AnyView]) -> AnyView
    /// Wraps a view in a modifier.
    public typealias Modifier = @Sendable (inout PropertyRandom, AnyView) -> AnyView

    /// The containers drawn from (``coreContainers`` unless a test adds its own).
    public var containers: [Container]
    /// The modifiers drawn from.
    public var modifiers: [Modifier]
    /// How deep a tree goes (a leaf at depth 0).
    public var maxDepth: Int
    /// The most children a container gets.
    public var maxChildren: Int

    public init(containers: [Container] = ViewTreeGenerator.coreContainers,
                modifiers: [Modifier] = ViewTreeGenerator.coreModifiers,
                maxDepth: Int = 4, maxChildren: Int = 4) {
        self.containers = containers
        self.modifiers = modifiers
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
    }

    /// The tree of `seed`.
    public func tree(seed: UInt64) -> AnyView {
        var rng = PropertyRandom(seed: seed)
        return view(&rng, depth: maxDepth)
    }

    /// A random view at most `depth` levels deep.
    public func view(_ rng: inout PropertyRandom, depth: Int) -> AnyView {
        if depth <= 0 || rng.oneIn(4) { return Self.leaf(&rng) }
        if rng.int(10) < 4 {
            let count = 1 + rng.int(maxChildren)
            let kids = (0..<count).map { _ in view(&rng, depth: depth - 1) }
            return rng.pick(containers)(&rng, kids)
        }
        let inner = view(&rng, depth: depth - 1)
        return rng.pick(modifiers)(&rng, inner)
    }

    // MARK: - Leaves

    /// Texts: ASCII words, CJK (two columns a character), combining marks, ZWJ emoji
    /// sequences and flags, line breaks, controls, zero-width and invisible characters,
    /// the empty string and a long line.
    public static let texts: [String] = [
        "a", "bb", "hello world", "the quick brown fox jumps over the lazy dog",
        "日本語のテキスト", "漢字 かな 交じり", "Ａ全角ｂ",
        "e\u{301}\u{302}x\u{308}", "Z\u{351}\u{36B}\u{343}\u{36A}a\u{302}l\u{352}g\u{344}o\u{36C}",
        "👩\u{200D}👩\u{200D}👧\u{200D}👦 family", "🇯🇵🇫🇷 flags", "👍🏽 ok",
        "x\ny\nz", "para one\n\npara two", "", " ", "tab\there", "bell\u{7}\u{1B}[31m",
        "a\u{200B}b\u{FEFF}c", "\u{202E}rtl override", String(repeating: "long ", count: 12),
    ]

    /// A random leaf: text, colour, shape, spacer, divider, empty view, geometry reader.
    public static func leaf(_ rng: inout PropertyRandom) -> AnyView {
        switch rng.int(14) {
        case 0, 1, 2: return AnyView(Text(rng.pick(texts)))
        case 3: return AnyView(Text(rng.pick(texts)).bold().foregroundColor(.green))
        case 4: return AnyView(rng.pick([Color.red, .blue, .clear]))
        case 5: return AnyView(Rectangle())
        case 6: return AnyView(RoundedRectangle(cornerRadius: rng.length()).fill(.yellow))
        case 7: return AnyView(rng.bool() ? AnyView(Circle().stroke(.red)) : AnyView(Ellipse().strokeBorder(.blue, lineWidth: 2)))
        case 8: return AnyView(Spacer(minLength: rng.maybeLength()))
        case 9: return AnyView(Divider())
        case 10: return AnyView(EmptyView())
        case 11:
            let side = rng.length()
            return AnyView(GeometryReader { proxy in
                Color.orange.frame(width: min(side, max(0, proxy.size.width)), height: 1)
            })
        default: return AnyView(Rectangle().frame(width: rng.length(), height: rng.length()))
        }
    }

    // MARK: - Containers

    /// The children as one `ForEach` keyed by position (or with explicit string ids).
    public static func content(_ kids: [AnyView], _ rng: inout PropertyRandom) -> some View {
        let withIDs = rng.oneIn(4)
        return ForEach(Array(kids.enumerated()), id: \.offset) { pair in
            if withIDs { AnyView(pair.element.id("k\(pair.offset)")) } else { pair.element }
        }
    }

    /// A random grid item.
    public static func gridItem(_ rng: inout PropertyRandom) -> GridItem {
        switch rng.int(3) {
        case 0: return GridItem(.fixed(rng.length()), spacing: rng.maybeLength())
        case 1: return GridItem(.flexible(minimum: rng.pick([0, 2, 5]), maximum: rng.pick([4, 10, .infinity])))
        default: return GridItem(.adaptive(minimum: rng.pick([1, 3, 6]), maximum: rng.pick([8, .infinity])))
        }
    }

    public static let coreContainers: [Container] = [
        { rng, kids in
            let alignment = rng.pick([VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline])
            let spacing = rng.maybeLength()
            let c = content(kids, &rng)
            return AnyView(HStack(alignment: alignment, spacing: spacing) { c })
        },
        { rng, kids in
            let alignment = rng.pick([HorizontalAlignment.leading, .center, .trailing])
            let spacing = rng.maybeLength()
            let c = content(kids, &rng)
            return AnyView(VStack(alignment: alignment, spacing: spacing) { c })
        },
        { rng, kids in
            let alignment = rng.pick([Alignment.center, .topLeading, .bottomTrailing, .leadingFirstTextBaseline])
            let c = content(kids, &rng)
            return AnyView(ZStack(alignment: alignment) { c })
        },
        { rng, kids in
            let spacing = rng.maybeLength()
            let layout = rng.pick([AnyLayout(HStackLayout(spacing: spacing)), AnyLayout(VStackLayout(alignment: .trailing, spacing: spacing)),
                                   AnyLayout(ZStackLayout(alignment: .bottom))])
            let c = content(kids, &rng)
            return AnyView(layout { c })
        },
        { rng, kids in
            let spacing = rng.maybeLength()
            let c = content(kids, &rng)
            return rng.bool()
                ? AnyView(LazyVStack(alignment: .leading, spacing: spacing) { c })
                : AnyView(LazyHStack(alignment: .bottom, spacing: spacing) { c })
        },
        { rng, kids in
            let items = (0..<(1 + rng.int(3))).map { _ in gridItem(&rng) }
            let spacing = rng.maybeLength()
            let c = content(kids, &rng)
            return rng.bool()
                ? AnyView(LazyVGrid(columns: items, spacing: spacing) { c })
                : AnyView(LazyHGrid(rows: items, spacing: spacing) { c })
        },
        { rng, kids in
            let axes = rng.pick([Axis.Set.vertical, .horizontal, [.horizontal, .vertical]])
            let indicators = rng.bool()
            let c = content(kids, &rng)
            return AnyView(ScrollView(axes, showsIndicators: indicators) { c })
        },
        { rng, kids in
            let axes = rng.pick([Axis.Set.horizontal, .vertical, [.horizontal, .vertical]])
            let c = content(kids, &rng)
            return AnyView(ViewThatFits(in: axes) { c })
        },
        { rng, kids in
            let c = content(kids, &rng)
            return AnyView(Group { c })
        },
        { rng, kids in
            let spacing = rng.pick([CGFloat(0), 1, 2.5])
            let c = content(kids, &rng)
            return AnyView(UserFlowLayout(spacing: spacing) { c })
        },
        { rng, kids in
            let inner = content(kids, &rng)
            return AnyView(GeometryReader { _ in VStack(spacing: 0) { inner } })
        },
    ]

    // MARK: - Modifiers

    public static let alignments: [Alignment] = [.center, .topLeading, .bottomTrailing, .leading, .top, .trailingLastTextBaseline]

    public static let coreModifiers: [Modifier] = [
        { rng, v in AnyView(v.frame(width: rng.maybeLength(), height: rng.maybeLength(), alignment: rng.pick(alignments))) },
        { rng, v in
            AnyView(v.frame(minWidth: rng.maybeLength(), idealWidth: rng.maybeLength(),
                            maxWidth: rng.bool() ? .infinity : rng.maybeLength(),
                            minHeight: rng.maybeLength(), idealHeight: rng.maybeLength(),
                            maxHeight: rng.bool() ? .infinity : rng.maybeLength(), alignment: rng.pick(alignments)))
        },
        { rng, v in AnyView(v.padding(.all, rng.bool() ? nil : rng.length())) },
        { rng, v in AnyView(v.padding(rng.pick([Edge.Set.leading, .vertical, .bottom]), rng.length())) },
        { rng, v in AnyView(v.padding(EdgeInsets(top: rng.length(), leading: 0, bottom: rng.length(), trailing: rng.length()))) },
        { rng, v in AnyView(v.fixedSize(horizontal: rng.bool(), vertical: rng.bool())) },
        { rng, v in AnyView(v.layoutPriority(Double(rng.int(3)) - 1)) },
        { rng, v in AnyView(v.offset(x: rng.length(), y: -rng.length())) },
        { rng, v in AnyView(v.position(x: rng.length(), y: rng.length())) },
        { rng, v in AnyView(v.background(Color.blue)) },
        { rng, v in
            let under = leaf(&rng)
            return AnyView(v.background(alignment: rng.pick(alignments)) { under })
        },
        { rng, v in
            let over = leaf(&rng)
            return AnyView(v.overlay(alignment: rng.pick(alignments)) { over })
        },
        { rng, v in AnyView(v.border(.red, width: rng.pick([1, 2, 0.5]))) },
        { rng, v in
            let g = rng.length()
            return rng.bool() ? AnyView(v.alignmentGuide(.leading) { _ in g })
                              : AnyView(v.alignmentGuide(.firstTextBaseline) { d in d.height - g })
        },
        { rng, v in
            let g = rng.length()
            return AnyView(v.alignmentGuide(HorizontalAlignment.center) { d in d[HorizontalAlignment.trailing] + g })
        },
        { rng, v in AnyView(v.aspectRatio(rng.bool() ? nil : rng.pick([0.5, 1, 2, 3]), contentMode: rng.bool() ? .fit : .fill)) },
        { rng, v in AnyView(v.aspectRatio(CGSize(width: rng.pick([1, 4]), height: rng.pick([1, 3])), contentMode: .fit)) },
        { rng, v in AnyView(rng.bool() ? AnyView(v.scaledToFit()) : AnyView(v.scaledToFill())) },
        { rng, v in AnyView(v.opacity(rng.pick([0, 0.5, 1]))) },
        { rng, v in AnyView(v.clipped()) },
        { rng, v in AnyView(v.hidden()) },
        { rng, v in AnyView(v.cornerRadius(rng.length())) },
        { rng, v in AnyView(v.zIndex(Double(rng.int(3)))) },
        { rng, v in AnyView(v.id(rng.int(3))) },
        { rng, v in AnyView(v.lineLimit(rng.bool() ? nil : 1 + rng.int(2))) },
        { rng, v in AnyView(v.multilineTextAlignment(rng.pick([TextAlignment.leading, .center, .trailing]))) },
        { rng, v in AnyView(v.font(rng.pick([Font.body, .title, .caption]))) },
        { rng, v in AnyView(v.foregroundColor(.purple).bold()) },
        { rng, v in AnyView(v.ignoresSafeArea()) },
    ]
}

/// A flow layout written as a SwiftUI user would (seed 000 FlowLayout, with errata 2 and
/// 13 applied): wraps subviews at their ideal sizes. Not the gallery's `FlowLayout`.
public struct UserFlowLayout: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 1) { self.spacing = spacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let maxWidth = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, width: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x + size.width > maxWidth && x > 0 {
                y += rowHeight + spacing
                x = 0
                rowHeight = 0
            }
            x += size.width + spacing
            width = max(width, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return CGSize(width: width, height: y + rowHeight)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x - bounds.minX + size.width > bounds.width && x > bounds.minX {
                y += rowHeight + spacing
                x = bounds.minX
                rowHeight = 0
            }
            s.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}
