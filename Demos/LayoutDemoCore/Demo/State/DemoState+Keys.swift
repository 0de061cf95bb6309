import TerminalLayout
import TerminalRenderer

extension DemoState {
    /// Applies one key press and says what the demo must do (the key table).
    ///
    /// | key | effect | command |
    /// |---|---|---|
    /// | `1`–`9`, `0` | pick a layout | rebuild |
    /// | Tab / Shift-Tab | next / previous layout | rebuild |
    /// | `+` (`=`) / `-` (`_`) | one item more / fewer (1–1,000,000) | rebuild |
    /// | `[` / `]` | spacing − / + (0–4) | rebuild |
    /// | `←` / `→` | columns, min item width or radius − / + | rebuild |
    /// | `↑` / `↓` | scroll a row | scroll |
    /// | PgUp / PgDn | scroll a page | scroll |
    /// | Home / End | scroll to the top / bottom | scroll |
    /// | `m` | cells ↔ points | rebuild |
    /// | `r` | reshuffle (next seed) | rebuild |
    /// | `a` | animation on/off | redraw |
    /// | `d` | debug overlay on/off | redraw |
    /// | `f` / `F` | focus the next / previous item (debug overlay) | redraw |
    /// | `c` | colour on/off | redraw |
    /// | `?` | key help on/off | redraw |
    /// | `q` | quit (0) | quit |
    /// | Esc | close the help if shown, else quit (0) | redraw / quit |
    ///
    /// A key that changes nothing (a limit reached, `←` for a layout without
    /// a parameter, a layout key for the layout shown) answers `.none`. With a
    /// scene file, the layout, item, parameter and metrics keys answer `.none`.
    ///
    /// While the help is shown it is modal (``handleHelp(_:page:)``): no key reaches the demo.
    public mutating func handle(_ press: KeyPress, helpPage: Int = HelpPanel.defaultPage) -> DemoCommand {
        if showsHelp { return handleHelp(press, page: helpPage) }
        switch press.key {
        case .tab: return changeLayout(to: layout.cycled(by: press.modifiers.contains(.shift) ? -1 : 1))
        case .leftArrow: return changeContent { $0.parameters.adjust($0.layout.parameter, by: -1) }
        case .rightArrow: return changeContent { $0.parameters.adjust($0.layout.parameter, by: 1) }
        case .upArrow: return .scroll(rows: -1)
        case .downArrow: return .scroll(rows: 1)
        case .pageUp: return .scrollPages(-1)
        case .pageDown: return .scrollPages(1)
        case .home: return .scrollToTop
        case .end: return .scrollToBottom
        case .escape:
            if showsHelp {
                showsHelp = false
                return .redraw
            }
            return .quit(0)
        default:
            guard press.modifiers.isEmpty || press.modifiers == .shift, press.characters.count == 1,
                  let c = press.characters.first else { return .none }
            return handle(character: c)
        }
    }

    /// A key while the help is shown, `page` lines of it visible at once.
    ///
    /// | key | effect |
    /// |---|---|
    /// | `↑` / `↓`, PgUp / PgDn, Home / End | scroll the help (a line, a page, to the top / bottom) |
    /// | Esc, `?` | close the help |
    /// | `q` | quit (0) |
    /// | anything else | nothing (the demo behind does not see it) |
    public mutating func handleHelp(_ press: KeyPress, page: Int) -> DemoCommand {
        let page = Swift.max(1, page)
        let last = Swift.max(0, HelpPanel.lines.count - page)
        var top = Swift.min(helpTop, last)
        switch press.key {
        case .escape:
            showsHelp = false
            helpTop = 0
            return .redraw
        case .upArrow: top -= 1
        case .downArrow: top += 1
        case .pageUp: top -= page
        case .pageDown: top += page
        case .home: top = 0
        case .end: top = last
        default:
            if press.characters == "?" {
                showsHelp = false
                helpTop = 0
                return .redraw
            }
            return press.characters == "q" ? .quit(0) : .none
        }
        top = Swift.max(0, Swift.min(top, last))
        guard top != helpTop else { return .none }
        helpTop = top
        return .redraw
    }

    /// Applies one terminal key (as the SwiftUI press it is, KEY2).
    public mutating func handle(_ key: KeyEvent, helpPage: Int = HelpPanel.defaultPage) -> DemoCommand {
        key.keyPress.map { handle($0, helpPage: helpPage) } ?? .none
    }

    private mutating func handle(character c: Character) -> DemoCommand {
        if let picked = DemoLayout(key: c) { return changeLayout(to: picked) }
        switch c {
        case "+", "=": return changeContent { $0.adjustItemCount(by: 1) }
        case "-", "_": return changeContent { $0.adjustItemCount(by: -1) }
        case "[": return changeContent { $0.parameters.adjustSpacing(by: -1) }
        case "]": return changeContent { $0.parameters.adjustSpacing(by: 1) }
        case "m": return changeContent { $0.metrics = $0.metrics.toggled; return true }
        case "r": return changeContent { $0.seed &+= 1; return true }
        case "a": animates.toggle(); return .redraw
        case "d": showsDebug.toggle(); return .redraw
        case "c": usesColor.toggle(); return .redraw
        case "?": showsHelp.toggle(); return .redraw
        case "f": return moveFocus(by: 1)
        case "F": return moveFocus(by: -1)
        case "q": return .quit(0)
        default: return .none
        }
    }

    private mutating func changeLayout(to new: DemoLayout) -> DemoCommand {
        changeContent { state in
            guard state.layout != new else { return false }
            state.layout = new
            return true
        }
    }

    /// Runs `change` unless a scene is shown; `.rebuild` if it changed something.
    private mutating func changeContent(_ change: (inout DemoState) -> Bool) -> DemoCommand {
        guard sceneName == nil, change(&self) else { return .none }
        if focusedItem.index >= itemCount { focusedItem = ItemID(itemCount - 1) }
        return .rebuild
    }

    private mutating func adjustItemCount(by delta: Int) -> Bool {
        let new = Swift.min(Self.itemCountRange.upperBound, Swift.max(Self.itemCountRange.lowerBound, itemCount + delta))
        defer { itemCount = new }
        return new != itemCount
    }

    private mutating func moveFocus(by delta: Int) -> DemoCommand {
        guard sceneName == nil, itemCount > 0 else { return .none }
        focusedItem = ItemID(((focusedItem.index + delta) % itemCount + itemCount) % itemCount)
        return showsDebug ? .redraw : .none
    }
}
