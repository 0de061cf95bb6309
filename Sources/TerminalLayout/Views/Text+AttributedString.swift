import Foundation

nonisolated extension Text {
    /// Text showing the characters of an attributed string, as SwiftUI's
    /// `Text(_: AttributedString)`. A `Text` here has one style (T1): the characters are drawn
    /// in the foreground colour the runs share when every run has the same one (TXT5); the
    /// other attributes (fonts, links, colours that differ) are not shown — style the text with
    /// modifiers.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
        var shared: Color?
        for (index, run) in attributedContent.runs.enumerated() {
            guard let color = run.foregroundColor, index == 0 || color == shared else { return }
            shared = color
        }
        if let shared { self.color = shared }
    }
}
