/// Internal: `text` with every control character (C0, DEL, C1) written as
/// a `\u{1b}`-style escape, so a message that quotes a scene file never
/// sends a raw control character to a terminal.
func escapingControlCharacters(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
        let v = scalar.value
        if v < 0x20 || v == 0x7F || (0x80...0x9F).contains(v) {
            result += "\\u{\(String(v, radix: 16))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}
