import Testing
@testable import TerminalLayout

/// One line of printable ASCII that fits is laid out without splitting it
/// into lines (`TextBehavior.fittingLineWidth`): the lines and sizes must
/// be exactly what the general text model (T1–T6) gives.
@Suite struct PlainLineTests {
    @Test(arguments: [
        // string, printable ASCII width (nil: not plain)
        ("cell 12", 7 as Int?), ("", 0), (" padded ", 8), ("~!@#$%^&*()_+", 13),
        ("two\nlines", nil), ("tab\there", nil), ("é", nil), ("漢字", nil), ("del\u{7F}", nil),
    ])
    func printableASCIIWidth(string: String, width: Int?) {
        #expect(TextLayout.printableASCIIWidth(string) == width)
        // A substring-backed (possibly non-contiguous) string answers the same.
        #expect(TextLayout.printableASCIIWidth(String(Substring(string))) == width)
    }

    @Test(arguments: ["cell 12", "", " padded ", "a b c", "two\nlines", "wrap me please", "漢字 text"],
          [nil, 0, 1, 3, 7, 8, 20] as [CGFloat?])
    func linesAndSizesAreTheGeneralModels(string: String, width: CGFloat?) {
        let text = TextBehavior(content: string, isBold: false, isDim: false, color: nil, lineLimit: nil, alignment: .leading)
        for height in [nil, 0, 1, 5] as [CGFloat?] {
            let proposal = ProposedViewSize(width: width, height: height)
            let general = TextLayout.lines(string, width: width.map { Int($0) },
                                           maxLines: height.map { Int($0) })
            #expect(text.lines(for: proposal, metrics: .cells) == general, "\(string) in \(proposal)")
            let size = TextLayout.cellSize(of: general)
            #expect(ViewGraph(Text(string)).layout(proposal: proposal).placements.first?.frame.size
                    == CGSize(width: size.columns, height: size.rows), "\(string) in \(proposal)")
        }
    }
}
