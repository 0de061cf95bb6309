/// Everything the user can change in the demo; `handle(_:)` (in `DemoState+Keys.swift`) applies a key.
///
/// A plain value: the controller keeps one, asks it to handle each key, and
/// carries out the ``DemoCommand`` it answers. The items follow from
/// ``itemCount`` and ``seed`` (``items``).
public struct DemoState: Hashable, Sendable {
    /// Allowed item counts.
    public static let itemCountRange = 1...1_000_000
    /// The most items a layout other than `list` shows (every one of them is
    /// laid out on every frame; `list` makes only the rows on screen).
    public static let eagerItemLimit = 2_000

    /// The layout shown.
    public var layout: DemoLayout = .flow
    /// How many items there are.
    public var itemCount = 24
    /// The seed the items are generated from (`r` moves to the next one).
    public var seed: UInt64 = 1
    /// Spacing, columns, minimum item width, extra radius.
    public var parameters = DemoParameters()
    /// Cell metrics.
    public var metrics: MetricsChoice = .cells
    /// Whether layout changes are animated.
    public var animates = true
    /// Whether the debug overlay (frames and the focused item's proposal) is shown.
    public var showsDebug = false
    /// Whether colours are drawn.
    public var usesColor = true
    /// Whether the key help is shown (it is modal: keys scroll or close it).
    public var showsHelp = false
    /// The first line of the help shown (it scrolls when the screen is too short).
    public var helpTop = 0
    /// The item the debug overlay describes.
    public var focusedItem = ItemID(0)
    /// The name of the scene file shown instead of the generated items, if any;
    /// then the keys that change the layout or the items do nothing.
    public var sceneName: String?

    /// Creates the default state: flow, 24 items, seed 1, cells, animation and colour on.
    public init() {}

    /// How many items the layout shows: all of them in `list`, at most
    /// ``eagerItemLimit`` in the others.
    public var shownItemCount: Int {
        layout == .list ? itemCount : Swift.min(itemCount, Self.eagerItemLimit)
    }

    /// The items for ``itemCount`` and ``seed``, at most ``eagerItemLimit`` of
    /// them (the `list` layout makes its items as rows are shown).
    public var items: [DemoItem] {
        ItemGenerator.items(count: Swift.min(itemCount, Self.eagerItemLimit), seed: seed)
    }
}
