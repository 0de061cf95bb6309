import Testing
@testable import TerminalLayout

/// P1–P4: the proposal type.
struct ProposedViewSizeTests {
    @Test("P2: .zero asks for the minimum, .infinity the maximum, .unspecified the ideal")
    func namedProposals() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.infinity == ProposedViewSize(width: .infinity, height: .infinity))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize(CGSize(width: 3, height: 4)) == ProposedViewSize(width: 3, height: 4))
    }

    struct ReplaceCase: Sendable, CustomTestStringConvertible {
        let proposal: ProposedViewSize
        let by: CGSize?
        let expected: CGSize
        var testDescription: String { "\(proposal) by \(by.map { "\($0)" } ?? "default") = \(expected)" }
    }

    @Test("P3: replacingUnspecifiedDimensions replaces only nil (default 10×10)", arguments: [
        ReplaceCase(proposal: .unspecified, by: nil, expected: CGSize(width: 10, height: 10)),
        ReplaceCase(proposal: prop(3, nil), by: nil, expected: CGSize(width: 3, height: 10)),
        ReplaceCase(proposal: prop(nil, 4), by: nil, expected: CGSize(width: 10, height: 4)),
        ReplaceCase(proposal: prop(0, 0), by: nil, expected: CGSize(width: 0, height: 0)),
        ReplaceCase(proposal: .infinity, by: nil, expected: CGSize(width: CGFloat.infinity, height: .infinity)),
        ReplaceCase(proposal: .unspecified, by: CGSize(width: 7, height: 2), expected: CGSize(width: 7, height: 2)),
        ReplaceCase(proposal: prop(5, nil), by: CGSize(width: 7, height: 2), expected: CGSize(width: 5, height: 2)),
    ])
    func replacing(_ c: ReplaceCase) {
        let result = c.by.map { c.proposal.replacingUnspecifiedDimensions(by: $0) } ?? c.proposal.replacingUnspecifiedDimensions()
        #expect(result == c.expected)
    }

    @Test("P1: Hashable — equal proposals hash alike, nil differs from 0")
    func hashable() {
        let set: Set<ProposedViewSize> = [prop(1, 2), prop(1, 2), prop(nil, 2), prop(0, 2), .unspecified, .zero]
        #expect(set.count == 5)   // (1,2) twice, (nil,2), (0,2), (nil,nil), (0,0)
        #expect(prop(nil, 0) != prop(0, nil))
        #expect(prop(nil, nil) != .zero)
    }

    @Test("P4: axis subscript and major/minor init")
    func axisHelpers() {
        let p = prop(3, nil)
        #expect(p[.horizontal] == 3)
        #expect(p[.vertical] == nil)
        #expect(ProposedViewSize(major: 5, in: .vertical, by: 2) == prop(2, 5))
        #expect(ProposedViewSize(major: 5, in: .horizontal, by: nil) == prop(5, nil))
    }

    @Test("P4: inset clamps at 0 and keeps nil", arguments: [
        (prop(10, 10), prop(7, 4)),     // minus (1+2, 4+2)
        (prop(2, 5), prop(0, 0)),       // never negative
        (prop(nil, 10), prop(nil, 4)),  // nil stays nil
        (prop(nil, nil), prop(nil, nil)),
    ] as [(ProposedViewSize, ProposedViewSize)])
    func inset(_ p: ProposedViewSize, _ expected: ProposedViewSize) {
        #expect(p.inset(by: EdgeInsets(top: 4, leading: 1, bottom: 2, trailing: 2)) == expected)
    }
}
