import Testing
@testable import TerminalLayout

private enum OneThird: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
}

private enum Lowest: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = Swift.max(parentValue ?? childValue, childValue)
    }
}

/// `AlignmentKey`: a guide in four bytes — its type's index in the registry
/// and what is known of the type — that answers as the type itself does.
struct AlignmentKeyTests {
    /// Every built-in guide and two custom ones, with the position a frame guide has.
    static let guides: [(String, AlignmentKey, FramePosition?)] = [
        ("leading", HorizontalAlignment.leading.key, .start),
        ("center (h)", HorizontalAlignment.center.key, .center),
        ("trailing", HorizontalAlignment.trailing.key, .end),
        ("top", VerticalAlignment.top.key, .start),
        ("center (v)", VerticalAlignment.center.key, .center),
        ("bottom", VerticalAlignment.bottom.key, .end),
        ("firstTextBaseline", VerticalAlignment.firstTextBaseline.key, nil),
        ("lastTextBaseline", VerticalAlignment.lastTextBaseline.key, nil),
        ("custom one third", HorizontalAlignment(OneThird.self).key, nil),
        ("custom lowest", VerticalAlignment(Lowest.self).key, nil),
    ]

    @Test("A key gives back its type, and its frame position is the type's", arguments: guides)
    func typeAndPosition(name: String, key: AlignmentKey, position: FramePosition?) {
        #expect(key.framePosition == position)
        #expect(key.isFrameGuide == (position != nil))
        #expect(key.framePosition == (key.id as? any FrameAlignmentID.Type)?.position)
        #expect(AlignmentKey(key.id, axis: key.axis) == key)
    }

    @Test("Combining children's values follows the type's own rule (A3)", arguments: guides)
    func combineAsTheType(name: String, key: AlignmentKey, position: FramePosition?) {
        for values in [[4.0, 2.0, 9.0], [1.5], [-3.0, 7.0]] {
            var byKey: CGFloat?, byType: CGFloat?
            for (n, value) in values.enumerated() {
                key.combine(childValue: value, n, into: &byKey)
                key.id._combineExplicit(childValue: value, n, into: &byType)
            }
            #expect(byKey == byType, "\(name) over \(values)")
        }
    }

    @Test("Default values: a frame guide's from its position, any other from its type", arguments: guides)
    func defaultValues(name: String, key: AlignmentKey, position: FramePosition?) {
        let dimensions = ViewDimensions(size: CGSize(width: 12, height: 6), explicitGuides: nil)
        #expect(key.defaultValue(in: dimensions) == key.id.defaultValue(in: dimensions))
    }

    @Test("A built-in guide's index among its axis's built-in guides; none for a custom one",
          arguments: zip(guides, [0, 1, 2, 0, 1, 2, 3, 4, nil] + [nil] as [UInt8?]))
    func builtinIndex(guide: (String, AlignmentKey, FramePosition?), index: UInt8?) {
        #expect(guide.1.builtinIndex == index, "\(guide.0)")
    }

    /// Every alignment of built-in guides, and three with a custom one.
    static let alignments: [(Alignment, Bool)] =
        [HorizontalAlignment.leading, .center, .trailing].flatMap { h in
            [VerticalAlignment.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline].map { v in (Alignment(horizontal: h, vertical: v), true) }
        } + [(Alignment(horizontal: HorizontalAlignment(OneThird.self), vertical: .center), false),
             (Alignment(horizontal: .leading, vertical: VerticalAlignment(Lowest.self)), false),
             (Alignment(horizontal: HorizontalAlignment(OneThird.self), vertical: VerticalAlignment(Lowest.self)), false)]

    @Test("An alignment of built-in guides has a compact form that gives it back; one with a custom guide has none",
          arguments: alignments)
    func compactForm(alignment: Alignment, isBuiltin: Bool) {
        let compact = BuiltinAlignment(alignment)
        #expect((compact != nil) == isBuiltin)
        if let compact { #expect(compact.alignment == alignment) }
    }

    @Test func equalityIsTypeAndAxis() {
        #expect(HorizontalAlignment(OneThird.self) == HorizontalAlignment(OneThird.self))
        #expect(HorizontalAlignment(OneThird.self).key != VerticalAlignment(OneThird.self).key)
        #expect(HorizontalAlignment.center.key != VerticalAlignment.center.key)
        #expect(HorizontalAlignment(HorizontalAlignment.Center.self) == .center)
        #expect(Set([HorizontalAlignment.leading.key, HorizontalAlignment(HorizontalAlignment.Leading.self).key]).count == 1)
        #expect(HorizontalAlignment(OneThird.self).key.axis == .horizontal)
        #expect(VerticalAlignment(OneThird.self).key.axis == .vertical)
    }

    @Test("A guide is four bytes, an alignment eight: plain data",
          arguments: [("AlignmentKey", MemoryLayout<AlignmentKey>.size, 4), ("HorizontalAlignment", MemoryLayout<HorizontalAlignment>.size, 4),
                      ("Alignment", MemoryLayout<Alignment>.size, 8)])
    func sizes(name: String, size: Int, expected: Int) {
        #expect(size == expected, "\(name)")
        #expect(_isPOD(Alignment.self))
    }
}
