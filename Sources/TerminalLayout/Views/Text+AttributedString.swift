import Foundation

nonisolated extension Text {
    /// Text showing the characters of an attributed string, as SwiftUI's
    /// `Text(_: AttributedString)`. A `Text` here has one style (T1): the runs' attributes
    /// (bold, links, colours) are not shown — style the text with modifiers.
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }
}
