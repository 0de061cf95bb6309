import Testing
@testable import TerminalLayout

/// A binding to a mutable collection is a collection of element bindings (iOS 15).
@MainActor
struct BindingCollectionTests {
    struct Toast: Identifiable, Equatable {
        var id: String
        var isDeleting = false
    }

    /// A box the bindings read and write.
    final class Store {
        var toasts = [Toast(id: "a"), Toast(id: "b"), Toast(id: "c")]
        var binding: Binding<[Toast]> { Binding(get: { self.toasts }, set: { self.toasts = $0 }) }
    }

    @Test("first(where:) finds an element's binding; writing it writes the array", arguments: ["a", "b", "c"])
    func firstWhere(_ id: String) throws {
        let store = Store()
        let toast = try #require(store.binding.first { $0.id == id })
        toast.wrappedValue.isDeleting = true
        #expect(store.toasts.filter(\.isDeleting).map(\.id) == [id])
    }

    @Test("count, indices, subscripts, last, reversed: the array's, as bindings")
    func collection() {
        let store = Store()
        let bindings = store.binding
        #expect(bindings.count == 3)
        #expect(Array(bindings.indices) == [0, 1, 2])
        #expect(bindings[1].wrappedValue.id == "b")
        #expect(bindings.last?.wrappedValue.id == "c")
        #expect(bindings.reversed().map(\.wrappedValue.id) == ["c", "b", "a"])
        #expect(bindings.map(\.id) == ["a", "b", "c"])           // Binding is Identifiable by its value
        bindings[2].wrappedValue.id = "z"
        #expect(store.toasts.map(\.id) == ["a", "b", "z"])
        #expect(bindings.dropFirst().map(\.wrappedValue.id) == ["b", "z"])
    }

    @Test("ForEach over a binding still hands each row its element's binding")
    func forEachOverBinding() {
        let store = Store()
        let view = VStack(spacing: 0) {
            ForEach(store.binding) { $toast in
                Text(toast.id + (toast.isDeleting ? "!" : ""))
            }
        }
        store.toasts[1].isDeleting = true
        #expect(textFrame(view, width: 4, height: 3) == ["a", "b!", "c"])
    }
}
