import Foundation

/// A control that picks a colour, as in SwiftUI (CLR1).
///
/// ```swift
/// ColorPicker("Tint", selection: $tint, supportsOpacity: false)
/// ```
///
/// In a terminal a colour picker is its label, then between `‹` and `›` a swatch of the
/// colour (`██` in it) and its name — `Tint ‹ ██ red ›`. The choice is among the named
/// colours a terminal draws (``palette``); a colour of your own shows as `#RRGGBB`. It
/// is focusable (Tab); focused, it is bold and → ↓ or Space select the next colour, ← ↑
/// the previous one (wrapping around), Home and End the first and the last. With
/// `supportsOpacity` the colour's opacity is kept (and shown, `red 50%`); without, the
/// colours chosen are opaque. The forms taking a `Binding<CGColor>` (Core Graphics' colour,
/// the package's own on Linux: CGCOL1) pick the same way, through the colour's components.
nonisolated public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @FocusState private var isFocused: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden

    /// The colours a picker chooses among, in the order its keys go through them (CLR1).
    static var palette: [Color] {
        [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown,
         .gray, .black, .white]
    }

    /// A picker of `selection`, labelled by the view `label` makes.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    public var body: some View {
        let colour = selection.wrappedValue
        return HStack(alignment: .firstTextBaseline, spacing: 1) {
            if !labelsHidden { label }
            Text("‹")
            // The swatch keeps its own colour while the picker is dimmed or bold.
            Text("██").foregroundColor(colour)
            Text(Self.name(of: colour, showsOpacity: supportsOpacity))
            Text("›")
        }
        .modifier(_EnvironmentModifier { [isFocused, isEnabled] environment in
            if isFocused { environment.isBold = true }
            if !isEnabled { environment.foregroundColor = .secondary }
        })
        .focusable(isEnabled)
        .focused($isFocused)
        .onKeyPress(phases: .down) { [selection, supportsOpacity, isEnabled] press in
            guard isEnabled else { return .ignored }
            let forward: Bool?
            switch press.key {
            case .rightArrow, .downArrow, .space: forward = true
            case .leftArrow, .upArrow: forward = false
            case .home, .end: forward = nil
            default: return .ignored
            }
            let palette = Self.palette
            let colour = selection.wrappedValue
            let current = Self.index(of: colour)
            let next: Int
            switch forward {
            case true?: next = current.map { ($0 + 1) % palette.count } ?? 0
            case false?: next = current.map { ($0 + palette.count - 1) % palette.count } ?? palette.count - 1
            case nil: next = press.key == .home ? 0 : palette.count - 1
            }
            selection.wrappedValue = supportsOpacity ? palette[next].opacity(colour.opacityValue) : palette[next]
            return .handled
        }
    }

    /// The place of `colour` in the palette, whatever its opacity.
    static func index(of colour: Color) -> Int? {
        palette.firstIndex { $0.storage == colour.storage }
    }

    /// What the picker calls `colour`: its name, or `#RRGGBB` (each channel clamped to
    /// 0…1, NaN as 0), then its opacity as a percentage when below 1 and `showsOpacity`.
    static func name(of colour: Color, showsOpacity: Bool) -> String {
        let base: String
        switch colour.storage {
        case .named(let name): base = name
        case let .rgb(red, green, blue):
            base = "#" + [red, green, blue].map { channel -> String in
                let value = channel.isNaN ? 0 : Int((min(max(channel, 0), 1) * 255).rounded())
                let hex = String(value, radix: 16, uppercase: true)
                return hex.count < 2 ? "0" + hex : hex
            }.joined()
        }
        let opacity = colour.opacityValue
        guard showsOpacity, opacity < 1 else { return base }
        return base + " \(Int((opacity * 100).rounded()))%"
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled by the key's text of `selection`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled `title` of `selection`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
