import Testing
@testable import TerminalLayout

/// `Gauge` (GAU1) drawn as text, and `ContainerRelativeShape`.
struct GaugeTests {
    static func text(_ view: some View, width: Int = 12, height: Int = 3) -> [String] {
        textFrame(ViewGraph(view).layout(proposal: ProposedViewSize(width: CGFloat(width), height: CGFloat(height))),
                  width: width, height: height)
    }

    @Test("The label, then the bar across the line; the value placed in its range, clamped",
          arguments: [(0.5, 0.0...1.0, "█████░░░░░"), (25.0, 0...100, "██░░░░░░░░"), (150.0, 0...100, "██████████"),
                      (-3.0, 0...100, "░░░░░░░░░░"), (5.0, 5...5, "░░░░░░░░░░"), (.nan, 0...1, "░░░░░░░░░░")])
    func bar(_ value: Double, _ bounds: ClosedRange<Double>, _ bar: String) {
        #expect(Self.text(Gauge(value: value, in: bounds) { Text("Disk") }, width: 10, height: 2) == ["Disk", bar])
    }

    @Test("The ends' labels around the bar; the current value's label under it")
    func labels() {
        let gauge = Gauge(value: 0.5) { Text("CPU") } currentValueLabel: { Text("50%") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        #expect(Self.text(gauge) == ["CPU", "0 ████░░░░ 1", "50%"])
        let current = Gauge(value: 0.25) { Text("Mem") } currentValueLabel: { Text("25%") }
        #expect(Self.text(current.gaugeStyle(.accessoryCircular), width: 8) == ["Mem", "██░░░░░░", "25%"])
    }

    @Test("A container-relative shape is drawn as a rectangle")
    func containerRelative() {
        #expect(ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 4, height: 2)) == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
        #expect(ContainerRelativeShape()._placementShape == Rectangle()._placementShape)
        let shape: ContainerRelativeShape = .containerRelative
        #expect(shape._placementShape == .rectangle)
    }
}
