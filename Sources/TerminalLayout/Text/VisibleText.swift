/// Makes user text safe to draw: no control character ever reaches the terminal raw.
///
/// Every replacement is exactly one column wide, matching ``DisplayWidth``, which counts
/// every control character as 1 column:
///
/// | input | output |
/// |---|---|
/// | C0 controls U+0000...U+001F (ESC, BEL, TAB, CR, ...) | Control Pictures U+2400...U+241F (`␛`, `␇`, `␉`, `␍`, ...) |
/// | DEL U+007F | `␡` U+2421 |
/// | C1 controls U+0080...U+009F (e.g. CSI U+009B) | `�` U+FFFD |
/// | `\n` U+000A | kept by ``sanitized(_:)``, `␊` U+240A by ``sanitizedLine(_:)`` |
///
/// Everything else passes through unchanged.
public enum VisibleText {
    /// Replaces every control character except `\n` with a visible one-column stand-in.
    ///
    /// Use this for text that the layout still splits into paragraphs on `\n`; each
    /// resulting line must then go through ``sanitizedLine(_:)`` (or contain no `\n`)
    /// before it is drawn.
    public static func sanitized(_ s: String) -> String {
        replacing(s, keepNewline: true)
    }

    /// Replaces every control character, `\n` included (as `␊`), with a visible one-column stand-in.
    ///
    /// Use this for text drawn on a single line, such as a box label.
    public static func sanitizedLine(_ s: String) -> String {
        replacing(s, keepNewline: false)
    }

    /// The visible stand-in for one scalar, or `nil` when it is drawn as itself.
    private static func replacement(for scalar: Unicode.Scalar, keepNewline: Bool) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x0A where keepNewline:
            return nil
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{FFFD}"
        default:
            return nil
        }
    }

    private static func replacing(_ s: String, keepNewline: Bool) -> String {
        let scalars = s.unicodeScalars
        guard scalars.contains(where: { replacement(for: $0, keepNewline: keepNewline) != nil }) else {
            return s
        }
        var result = String.UnicodeScalarView()
        for scalar in scalars {
            result.append(replacement(for: scalar, keepNewline: keepNewline) ?? scalar)
        }
        return String(result)
    }
}
