import Testing
@testable import TerminalLayout

/// A style of one's own, as apps write it: the label and the value in percent.
private struct PercentStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.label
            Text("\(Int((configuration.value * 100).rounded()))%")
        }
    }
}

/// A style that shows every label it is given, `-` for one the gauge lacks.
private struct LabelsStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.label
            if let minimum = configuration.minimumValueLabel { minimum } else { Text("-") }
            if let current = configuration.currentValueLabel { current } else { Text("-") }
            if let maximum = configuration.maximumValueLabel { maximum } else { Text("-") }
            configuration.markedValueLabels
        }
    }
}

/// `GaugeStyle` (GAU2): the built-in styles draw GAU1's bar; a style of your
/// own draws what its `makeBody(configuration:)` makes.
struct GaugeStyleTests {
    @Test("A style of your own is given the value placed in the range, 0…1, clamped",
          arguments: [(0.5, 0.0...1.0, "CPU 50%"), (25.0, 0...100, "CPU 25%"), (150.0, 0...100, "CPU 100%"),
                      (-3.0, 0...100, "CPU 0%"), (5.0, 5...5, "CPU 0%"), (.nan, 0...1, "CPU 0%")])
    func value(_ value: Double, _ bounds: ClosedRange<Double>, _ expected: String) {
        let gauge = Gauge(value: value, in: bounds) { Text("CPU") }.gaugeStyle(PercentStyle())
        #expect(GaugeTests.text(gauge, width: 10, height: 2) == [expected, ""])
    }

    @Test("A style of your own is given the labels the gauge has", arguments: [
        ("label", "M - - -"), ("current", "M - 7 -"), ("all", "M 0 7 9"),
    ])
    func labels(_ kind: String, _ expected: String) {
        let drawn = switch kind {
        case "label": GaugeTests.text(Gauge(value: 0.7) { Text("M") }.gaugeStyle(LabelsStyle()), height: 1)
        case "current": GaugeTests.text(Gauge(value: 0.7) { Text("M") } currentValueLabel: { Text("7") }
            .gaugeStyle(LabelsStyle()), height: 1)
        default: GaugeTests.text(Gauge(value: 0.7) { Text("M") } currentValueLabel: { Text("7") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }.gaugeStyle(LabelsStyle()), height: 1)
        }
        #expect(drawn == [expected])
    }

    @Test("Every built-in style draws the bar, as with no style", arguments: [
        "none", "automatic", "linearCapacity", "accessoryLinear", "accessoryLinearCapacity", "accessoryCircular",
        "accessoryCircularCapacity",
    ])
    func builtIn(_ name: String) {
        let gauge = Gauge(value: 0.5) { Text("CPU") } currentValueLabel: { Text("50%") }
            minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        let drawn = switch name {
        case "automatic": GaugeTests.text(gauge.gaugeStyle(.automatic))
        case "linearCapacity": GaugeTests.text(gauge.gaugeStyle(.linearCapacity))
        case "accessoryLinear": GaugeTests.text(gauge.gaugeStyle(.accessoryLinear))
        case "accessoryLinearCapacity": GaugeTests.text(gauge.gaugeStyle(.accessoryLinearCapacity))
        case "accessoryCircular": GaugeTests.text(gauge.gaugeStyle(.accessoryCircular))
        case "accessoryCircularCapacity": GaugeTests.text(gauge.gaugeStyle(.accessoryCircularCapacity))
        default: GaugeTests.text(gauge)
        }
        #expect(drawn == ["CPU", "0 ████░░░░ 1", "50%"])
    }

    @Test("The innermost style wins")
    func innermost() {
        let gauge = Gauge(value: 0.5) { Text("CPU") }.gaugeStyle(PercentStyle()).gaugeStyle(.automatic)
        #expect(GaugeTests.text(gauge, width: 10, height: 2) == ["CPU 50%", ""])
    }
}
