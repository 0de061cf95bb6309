import TerminalUI

@main
struct DashboardApp: App {
    @State private var metrics = Metrics()

    var body: some Scene {
        WindowGroup {
            Dashboard().environment(metrics)
        }
    }
}

/// The figures shown, one sample at a time: gauge i shows (sample × step) mod 101 percent.
@Observable
final class Metrics {
    private(set) var sample = 1

    func next() { sample += 1 }

    func percent(step: Int) -> Int { sample * step % 101 }
}

struct Dashboard: View {
    @Environment(Metrics.self) private var metrics
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dismiss) private var dismiss

    private let gauges: [(name: String, icon: String, step: Int)] = [
        ("CPU", "bolt", 37), ("Memory", "square.fill", 53), ("Disk", "folder", 71), ("Network", "wifi", 89),
    ]

    var body: some View {
        // Wide: the gauges in one row, the lists side by side. Narrow: two gauges a row, the lists stacked.
        let columns = sizeClass == .compact ? 2 : 4
        let lists = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(alignment: .top))
        VStack(alignment: .leading, spacing: 0) {
            Text("Dashboard · sample \(metrics.sample)").bold()
            Grid(horizontalSpacing: 1, verticalSpacing: 0) {
                ForEach(Array(stride(from: 0, to: gauges.count, by: columns)), id: \.self) { first in
                    GridRow {
                        ForEach(gauges[first..<first + columns], id: \.name) { gauge in
                            Panel(gauge.name, icon: gauge.icon) { Gauge(percent: metrics.percent(step: gauge.step)) }
                        }
                    }
                }
            }
            lists {
                Panel("Services", icon: "list.bullet") {
                    Label("api     up", systemImage: "checkmark")
                    Label("worker  up", systemImage: "checkmark")
                    Label("mailer  down", systemImage: "xmark")
                }
                Panel("Alerts", icon: "exclamationmark.triangle") {
                    Text("disk \(metrics.percent(step: 71))% full")
                    Text("mailer unreachable")
                    Text("3 retries in the queue")
                }
            }
            Text("n next sample · q quits").foregroundColor(.secondary)
        }
        .onKeyPress("n") { metrics.next(); return .handled }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

/// A titled box.
struct Panel<Content: View>: View {
    let title: String
    let icon: String
    @ViewBuilder let content: Content

    init(_ title: String, icon: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.icon = icon
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label(title, systemImage: icon).bold()
            content
        }
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 1).stroke(Color.secondary))
    }
}

/// A percentage as a bar of ten cells and a figure.
struct Gauge: View {
    let percent: Int

    var body: some View {
        let full = percent / 10
        Text(String(repeating: "█", count: full) + String(repeating: "░", count: 10 - full) + " \(percent)%")
            .foregroundColor(percent > 80 ? .red : .green)
    }
}
