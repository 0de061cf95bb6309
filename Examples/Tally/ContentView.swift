import Combine
import SwiftUI

/// What the scene delegate shares with the view.
final class Tally: ObservableObject {
    @Published var count = 0
}

struct ContentView: View {
    @EnvironmentObject var tally: Tally
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Tally").bold()
            HStack {
                Button("Add one") { tally.count += 1 }
                Text("Counted: \(tally.count)")
            }
            Text("Tab, Return adds · q quits").foregroundColor(.secondary)
        }
        .padding()
        .onKeyPress("q") { dismiss(); return .handled }
    }
}
