/// The demo's keys, as the help overlay and the README list them.
public enum KeyTable {
    /// Key names and what they do, in the order shown.
    public static let entries: [(keys: String, action: String)] = [
        ("1–9, 0", "pick a layout"),
        ("Tab / S-Tab", "next / previous layout"),
        ("+ / -", "one item more / fewer"),
        ("[ / ]", "spacing − / +"),
        ("← / →", "columns, min item width or radius"),
        ("↑ ↓ PgUp PgDn", "scroll"),
        ("Home / End", "scroll to the top / bottom"),
        ("m", "metrics: cells ↔ points (8×16)"),
        ("r", "reshuffle the items"),
        ("a", "animation on / off"),
        ("d", "debug overlay: frames, proposals"),
        ("f / F", "focus next / previous item (debug)"),
        ("c", "colour on / off"),
        ("?", "this help (Esc closes)"),
        ("q / Esc", "quit"),
    ]

    /// The layouts and their keys, e.g. `1 flow`, `Tab breakpoint`.
    public static var layouts: [String] {
        DemoLayout.allCases.map { "\($0.key.map(String.init) ?? "Tab") \($0.name)" }
    }
}
