import TerminalUI

@main
struct HelloApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var count = 0
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack(alignment: .leading) {
            Text("Hello, terminal!").bold()
            layout {
                Button("-") { count -= 1 }
                Text("Count: \(count)")
                Button("+") { count += 1 }
            }
            Text("+ - count · Tab, Return press · q quits").foregroundColor(.secondary)
        }
        .padding()
        .onKeyPress("+") { count += 1; return .handled }
        .onKeyPress("-") { count -= 1; return .handled }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}
