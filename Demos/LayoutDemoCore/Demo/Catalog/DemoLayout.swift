/// The layouts the demo shows, in the order of their keys (`1`–`9`, `0`, then Tab).
///
/// | key | name | what | `←`/`→` |
/// |---|---|---|---|
/// | 1 | flow | `FlowLayout` | — |
/// | 2 | masonry | `MasonryLayout` | columns |
/// | 3 | responsive | `ResponsiveLayout` | min item width |
/// | 4 | grid | `EfficientGridLayout` | columns |
/// | 5 | adaptive | `AdaptiveFlexRow` (at most 4 per row) | min item width |
/// | 6 | radial | `RadialLayout` | extra radius |
/// | 7 | proportional | rows of `ProportionalLayout` (weights 1–3) | items per row |
/// | 8 | priority | rows of `PriorityLayout` (priorities 0–3) | items per row |
/// | 9 | stacks | `HStack` rows in a `VStack`, over a `ZStack` panel | items per row |
/// | 0 | gridrows | `Grid` of `GridRow`s | items per row |
/// | Tab | breakpoint | `BreakpointLayout`: masonry ≥ 90, flow ≥ 50, else a `VStack` | — |
/// | Tab | list | a `LazyVStack` of the items: only the rows on screen are made (any count up to 1,000,000) | — |
public enum DemoLayout: Int, CaseIterable, Hashable, Sendable {
    /// `FlowLayout`.
    case flow
    /// `MasonryLayout`.
    case masonry
    /// `ResponsiveLayout`.
    case responsive
    /// `EfficientGridLayout`.
    case grid
    /// `AdaptiveFlexRow`.
    case adaptive
    /// `RadialLayout`.
    case radial
    /// Rows of `ProportionalLayout`.
    case proportional
    /// Rows of `PriorityLayout`.
    case priority
    /// `HStack`s in a `VStack` in a `ZStack`.
    case stacks
    /// `Grid` and `GridRow`.
    case gridRows
    /// `BreakpointLayout`.
    case breakpoint
    /// A `LazyVStack` list.
    case list

    /// The short name used by `--layout` and shown in the status line.
    public var name: String {
        switch self {
        case .flow: return "flow"
        case .masonry: return "masonry"
        case .responsive: return "responsive"
        case .grid: return "grid"
        case .adaptive: return "adaptive"
        case .radial: return "radial"
        case .proportional: return "proportional"
        case .priority: return "priority"
        case .stacks: return "stacks"
        case .gridRows: return "gridrows"
        case .breakpoint: return "breakpoint"
        case .list: return "list"
        }
    }

    /// The Swift types the layout demonstrates.
    public var title: String {
        switch self {
        case .flow: return "FlowLayout"
        case .masonry: return "MasonryLayout"
        case .responsive: return "ResponsiveLayout"
        case .grid: return "EfficientGridLayout"
        case .adaptive: return "AdaptiveFlexRow"
        case .radial: return "RadialLayout"
        case .proportional: return "ProportionalLayout rows"
        case .priority: return "PriorityLayout rows"
        case .stacks: return "HStack/VStack/ZStack"
        case .gridRows: return "Grid/GridRow"
        case .breakpoint: return "BreakpointLayout"
        case .list: return "LazyVStack"
        }
    }

    /// The key that picks the layout: `1`–`9`, then `0`; `nil` for the ones only Tab reaches.
    public var key: Character? {
        switch rawValue {
        case 0..<9: return Character(String(rawValue + 1))
        case 9: return "0"
        default: return nil
        }
    }

    /// The layout a key picks, if any.
    public init?(key: Character) {
        guard let layout = Self.allCases.first(where: { $0.key == key }) else { return nil }
        self = layout
    }

    /// The layout named `name` (case-insensitive), or picked by the key `name` (`"2"`).
    public init?(name: String) {
        let lowered = name.lowercased()
        if let layout = Self.allCases.first(where: { $0.name == lowered }) {
            self = layout
        } else if lowered.count == 1, let key = lowered.first, let layout = Self(key: key) {
            self = layout
        } else {
            return nil
        }
    }

    /// What `←`/`→` adjusts.
    public var parameter: DemoParameterKind {
        switch self {
        case .flow, .breakpoint, .list: return .none
        case .masonry, .grid, .proportional, .priority, .stacks, .gridRows: return .columns
        case .responsive, .adaptive: return .minItemWidth
        case .radial: return .radius
        }
    }

    /// The layout after this one, cycling (Tab); `offset` −1 goes back (Shift-Tab).
    public func cycled(by offset: Int) -> DemoLayout {
        let count = Self.allCases.count
        return Self(rawValue: ((rawValue + offset) % count + count) % count) ?? .flow
    }
}
