import Testing
import TerminalLayout

/// aspectRatio(_:contentMode:): fit is the largest size of the ratio inside
/// the proposal, fill the smallest covering it.
@Suite struct AspectRatioTests {
    @Test(arguments: [
        (ContentMode.fit, 20.0, 20.0, CGSize(width: 20, height: 10)),
        (ContentMode.fill, 20.0, 20.0, CGSize(width: 40, height: 20)),
        (ContentMode.fit, 30.0, 10.0, CGSize(width: 20, height: 10)),
        (ContentMode.fill, 30.0, 10.0, CGSize(width: 30, height: 15)),
    ])
    func ratioTwo(mode: ContentMode, width: Double, height: Double, expected: CGSize) {
        let view = Color.red.aspectRatio(2, contentMode: mode).id("c")
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: width, height: height))
        #expect(result.frame(for: "c")?.size == expected)
    }

    @Test func nilRatioUsesTheIdealRatio() {
        // Ideal 4×2 (ratio 2) in 10×10: fit gives 10×5.
        let view = Color.red.frame(idealWidth: 4, idealHeight: 2).scaledToFit().id("c")
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 10))
        #expect(result.frame(for: "c")?.size == CGSize(width: 10, height: 5))
    }

    @Test func oneUnspecifiedDimensionFollowsFromTheOther() {
        let view = Color.red.aspectRatio(CGSize(width: 3, height: 1), contentMode: .fit).fixedSize(horizontal: false, vertical: true)
        let result = ViewGraph(view).layout(proposal: ProposedViewSize(width: 12, height: 100))
        #expect(result.size == CGSize(width: 12, height: 4))
    }
}
