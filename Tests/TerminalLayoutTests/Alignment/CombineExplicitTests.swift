import Testing
import TerminalLayout

private enum Third: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}

/// combineExplicit(_:): nil values skipped; built-in frame guides and custom
/// guides take the mean, the first text baseline the top-most value.
@Suite struct CombineExplicitTests {
    @Test(arguments: [
        (HorizontalAlignment.leading, [CGFloat?](arrayLiteral: 2, nil, 4), CGFloat?(3)),
        (.trailing, [1, 2, 6], 3),
        (.center, [nil, nil], nil),
        (.center, [], nil),
        (HorizontalAlignment(Third.self), [1, 2], 1.5),
        (.listRowSeparatorTrailing, [5], 5),
    ])
    func horizontal(guide: HorizontalAlignment, values: [CGFloat?], expected: CGFloat?) {
        #expect(guide.combineExplicit(values) == expected)
    }

    @Test(arguments: [
        (VerticalAlignment.top, [CGFloat?](arrayLiteral: 1, 2), CGFloat?(1.5)),
        (.bottom, [nil, 4], 4),
        (.firstTextBaseline, [3, nil, 1, 2], 1),
        (VerticalAlignment(Third.self), [0, 3, 6], 3),
    ])
    func vertical(guide: VerticalAlignment, values: [CGFloat?], expected: CGFloat?) {
        #expect(guide.combineExplicit(values) == expected)
    }
}
