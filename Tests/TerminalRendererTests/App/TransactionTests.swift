import Testing
import TerminalLayout
import TerminalRenderer

/// `withTransaction` and `Binding.animation(_:)` (ANIM2): the same frames
/// as `withAnimation`, or none when the transaction disables animations.
@Suite struct TransactionTests {
    enum Way: String, CaseIterable, Sendable {
        case transaction, keyPath, disabled, bindingAnimation, bindingTransaction, bindingProperty, partOfBinding,
             readBindingsAnimation, bindingDisabled
        /// Whether the change is animated.
        var animates: Bool { self != .disabled && self != .bindingDisabled }
    }

    struct Swapper: View {
        let way: Way
        @State private var swapped = false
        /// For `.partOfBinding`: `first` stands for `swapped`.
        @State private var pair = Pair()
        struct Pair { var first = false }

        var body: some View {
            let shown = way == .partOfBinding ? pair.first : swapped
            HStack(spacing: 0) {
                ForEach(shown ? ["b", "a"] : ["a", "b"], id: \.self) { name in
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
                case .bindingProperty:
                    // The binding's transaction set as a property.
                    var binding = $swapped
                    binding.transaction = Transaction(animation: linear)
                    binding.wrappedValue.toggle()
                case .partOfBinding:
                    // A binding to a part carries the whole's transaction.
                    $pair.animation(linear).first.wrappedValue.toggle()
                case .readBindingsAnimation:
                    // `withAnimation($x.transaction.animation)`, as in SwiftUI code.
                    withAnimation($swapped.animation(linear).transaction.animation) { swapped.toggle() }
                case .bindingDisabled:
                    var transaction = Transaction(animation: linear)
                    transaction.disablesAnimations = true
                    $swapped.transaction(transaction).wrappedValue.toggle()
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
        // A binding's own transaction: empty unless set.
        #expect(binding.transaction.animation == nil)
        #expect(binding.animation(.linear(duration: 2)).transaction.animation == .linear(duration: 2))
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
