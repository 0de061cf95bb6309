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
/// | a grapheme cluster of more than ``maximumClusterScalars`` (32) scalars, e.g. `e` + 512k combining marks | `�` U+FFFD |
///
/// Everything else passes through unchanged.
///
/// The cluster cap keeps a hostile cluster from being measured, stored and sent to the
/// terminal whole (one cell holding megabytes): no real text needs more than 32 scalars
/// in one cluster (the longest emoji ZWJ sequences have 10; Unicode's stream-safe format
/// allows 30 non-starters in a row), so only such attacks and "zalgo" text are affected.
/// The replacement is one column wide, as the text is measured after sanitising; ``DisplayWidth``
/// of the original text counts such a cluster as the sum of its scalars' widths.
public enum VisibleText {
    /// The most Unicode scalars a grapheme cluster may have before it is drawn as `�`.
    public static let maximumClusterScalars = 32

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
        // One pass to find out what is needed: control replacements, and whether a cluster
        // could be over the cap. Within a cluster at most one scalar is ASCII (its base; CR LF
        // aside), so a cluster of more than `maximumClusterScalars` scalars holds a run of at
        // least half as many consecutive non-ASCII scalars.
        var hasControl = false
        var nonASCIIRun = 0
        var mayHaveLongCluster = false
        for scalar in scalars {
            if scalar.value < 0x80 {
                nonASCIIRun = 0
            } else {
                nonASCIIRun += 1
                if nonASCIIRun >= maximumClusterScalars / 2 { mayHaveLongCluster = true }
            }
            if !hasControl && replacement(for: scalar, keepNewline: keepNewline) != nil { hasControl = true }
        }
        var result = s
        if hasControl {
            var replaced = String.UnicodeScalarView()
            for scalar in scalars {
                replaced.append(replacement(for: scalar, keepNewline: keepNewline) ?? scalar)
            }
            result = String(replaced)
        }
        if mayHaveLongCluster { result = cappingClusters(result) }
        return result
    }

    /// `s` with every grapheme cluster of more than ``maximumClusterScalars`` scalars
    /// replaced by `�`; `s` itself when there is none.
    static func cappingClusters(_ s: String) -> String {
        var result = ""
        var start = s.startIndex
        var copied = s.startIndex
        while start < s.endIndex {
            let end = s.index(after: start)
            var count = 0
            for _ in s.unicodeScalars[start..<end] {
                count += 1
                if count > maximumClusterScalars { break }
            }
            if count > maximumClusterScalars {
                result += s[copied..<start]
                result.unicodeScalars.append("\u{FFFD}")
                copied = end
            }
            start = end
        }
        if copied == s.startIndex { return s }
        result += s[copied...]
        return result
    }
}
