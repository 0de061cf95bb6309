import Testing
import TerminalLayout
import TerminalRenderer

/// `withTransaction` and `Binding.animation(_:)` (ANIM2): the same frames
/// as `withAnimation`, or none when the transaction disables animations.
@Suite struct TransactionTests {
    enum Way: String, CaseIterable, Sendable {
        case transaction, keyPath, disabled, bindingAnimation, bindingTransaction
        /// Whether the change is animated.
        var animates: Bool { self != .disabled }
    }

    struct Swapper: View {
        let way: Way
        @State private var swapped = false

        var body: some View {
            HStack(spacing: 0) {
                ForEach(swapped ? ["b", "a"] : ["a", "b"], id: \.self) { name in
                    Text(name).frame(width: 10, height: 1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .onKeyPress("s") {
                let linear = Animation.linear(duration: 1)
                switch way {
                case .transaction: withTransaction(Transaction(animation: linear)) { swapped.toggle() }
                case .keyPath: withTransaction(\.animation, linear) { swapped.toggle() }
                case .disabled:
                    var transaction = Transaction(animation: linear)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { swapped.toggle() }
                case .bindingAnimation: $swapped.animation(linear).wrappedValue.toggle()
                case .bindingTransaction: $swapped.transaction(Transaction(animation: linear)).wrappedValue.toggle()
                }
                return .handled
            }
        }
    }

    final class Clock: @unchecked Sendable {
        var now = 0.0
    }

    @Test("Half a second into a one-second change the views are halfway; disabled, at their ends at once",
          arguments: Way.allCases)
    func halfway(_ way: Way) {
        let clock = Clock()
        let size = CellSize(columns: 20, rows: 1)
        let app = TerminalApp(Swapper(way: way), screen: ScriptedScreen(20, 1, []))
        app.clock = { clock.now }
        #expect(app.drawFrame(size: size).lines[0] == "     a         b    ")
        app.handleKey(.character("s"))
        _ = app.drawFrame(size: size)
        clock.now = 0.5
        #expect(app.drawFrame(size: size).lines[0] == (way.animates ? "          a         " : "     b         a    "))
        clock.now = 1
        #expect(app.drawFrame(size: size).lines[0] == "     b         a    ")
    }

    @Test("A setter handed the transaction gets one with no animation, and sets the value")
    func setterWithTransaction() {
        var stored = 1
        var seen: [Animation?] = []
        let binding = Binding(get: { stored }, set: { (value: Int, transaction: Transaction) in
            stored = value
            seen.append(transaction.animation)
        })
        binding.wrappedValue = 5
        #expect(stored == 5)
        #expect(seen == [nil])
    }

    struct Flag: TransactionKey {
        static var defaultValue: Int { 3 }
    }

    @Test("A transaction keeps values of keys of your own; unset, the key's default")
    func keys() {
        var transaction = Transaction()
        #expect(transaction[Flag.self] == 3)
        transaction[Flag.self] = 8
        #expect(transaction[Flag.self] == 8)
        #expect(Transaction(animation: .linear).animation == .linear)
        #expect(transaction.animation == nil && !transaction.disablesAnimations)
        // A key declared with @Entry (iOS 18).
        #expect(transaction.isUndoing == false)
        transaction.isUndoing = true
        #expect(transaction.isUndoing)
    }
}

extension Transaction {
    /// A value of the tests' own, declared with `@Entry`.
    @Entry var isUndoing: Bool = false
}
