import Testing
import TerminalLayout

/// `Binding`: get/set, `.constant`, dynamic member lookup, optional promotion.
struct BindingTests {
    struct Model: Equatable {
        var name: String
        var size: Size
        struct Size: Equatable { var width: Int }
    }

    /// A variable a binding reads and writes, with a write counter.
    final class Storage<Value> {
        var value: Value
        var writes = 0
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> {
            Binding(get: { self.value }, set: { self.value = $0; self.writes += 1 })
        }
    }

    @Test("get reads and set writes through the closures", arguments: [0, 1, -5, 1_000])
    func getSet(_ value: Int) {
        let storage = Storage(42)
        let binding = storage.binding
        #expect(binding.wrappedValue == 42)
        binding.wrappedValue = value
        #expect(storage.value == value)
        #expect(storage.writes == 1)
        #expect(binding.projectedValue.wrappedValue == value)
    }

    @Test("constant reads its value and ignores writes", arguments: ["a", "", "long text"])
    func constant(_ value: String) {
        let binding = Binding.constant(value)
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == value)
    }

    @Test("Dynamic member lookup gives a binding to a property, nested")
    func dynamicMember() {
        let storage = Storage(Model(name: "a", size: .init(width: 3)))
        let name = storage.binding.name
        let width = storage.binding.size.width
        #expect(name.wrappedValue == "a")
        #expect(width.wrappedValue == 3)
        name.wrappedValue = "b"
        width.wrappedValue = 9
        #expect(storage.value == Model(name: "b", size: .init(width: 9)))
        #expect(storage.writes == 2)
    }

    @Test("A binding to a value as an optional, and an optional's binding unwrapped")
    func optionals() {
        let storage = Storage(5)
        let optional = Binding<Int?>(storage.binding)
        #expect(optional.wrappedValue == 5)
        optional.wrappedValue = 6
        #expect(storage.value == 6)
        optional.wrappedValue = nil
        #expect(storage.value == 6)

        let maybe = Storage<Int?>(nil)
        #expect(Binding(maybe.binding) == nil)
        maybe.value = 2
        let unwrapped = Binding(maybe.binding)
        #expect(unwrapped?.wrappedValue == 2)
        unwrapped?.wrappedValue = 8
        #expect(maybe.value == 8)
    }

    private struct Toggle: View {
        @Binding var isOn: Bool
        var body: some View { Text(isOn ? "on!" : "off").id("t") }
    }

    @Test("@Binding in a view reads through to the source; $ gives the binding back", arguments: [false, true])
    func bindingWrapper(_ on: Bool) {
        let storage = Storage(on)
        let view = Toggle(isOn: storage.binding)
        #expect(view.isOn == on)
        view.$isOn.wrappedValue = !on
        #expect(storage.value == !on)
        let width = ViewGraph(view).layout(proposal: ProposedViewSize(width: 10, height: 1)).frame(for: "t")?.width
        #expect(width == 3)
    }
}
