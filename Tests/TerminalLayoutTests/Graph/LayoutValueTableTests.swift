import Testing
@testable import TerminalLayout

/// `LayoutValueTable` and `subview[Key.self]`: a value read back as its key's
/// type — in place when the stored type is exactly that type, through `as?`
/// otherwise — with the answers `as?` gives.
struct LayoutValueTableTests {
    class Animal { var name: String { "animal" } }
    final class Dog: Animal { override var name: String { "dog" } }

    @Test("Set, replace, remove, and read as the stored type or through a cast")
    func table() {
        var table = LayoutValueTable()
        let a = ObjectIdentifier(Int.self), b = ObjectIdentifier(String.self), c = ObjectIdentifier(Animal.self)
        #expect(table.isEmpty)
        table[a] = 1
        table[b] = "x"
        table[a] = 2
        #expect(table.count == 2)
        var int = 0
        #expect(table.read(a, into: &int) == .read && int == 2)
        var string = ""
        #expect(table.read(b, into: &string) == .read && string == "x")
        #expect(table.read(a, into: &string) == .otherType && string == "x")   // an Int is not a String
        var optional: Int? = nil
        #expect(table.read(a, into: &optional) == .read && optional == 2)  // as? wraps into an optional
        table[c] = Dog() as Animal
        var animal: Animal = Animal()
        #expect(table.read(c, into: &animal) == .read && animal.name == "dog")
        var any: Any? = nil   // (a variable of type `Any` passed `inout` would be opened to its content's type)
        #expect(table.read(b, into: &any) == .read && (any as? String) == "x")
        table[b] = nil
        #expect(table.count == 2 && table[b] == nil)
        #expect(table.read(ObjectIdentifier(Double.self), into: &int) == .absent)
    }

    /// Reads through the table where it is stored (as a node's traits are
    /// read), with the value for `key` first in the table or second.
    static func readInPlace<V>(_ stored: Any, second: Bool, into value: inout V) -> LayoutValueTable.ReadResult {
        var table = LayoutValueTable()
        let key = ObjectIdentifier(Self.self), other = ObjectIdentifier(Animal.self)
        if second { table[other] = "before" }
        table[key] = stored
        return LayoutValueTable.read(at: &table, key, into: &value)
    }

    struct Wide: Equatable { var a = 1.0, b = 2.0, c = 3.0, d = 4.0 }   // 32 bytes: boxed in an `Any`

    @Test("Read in place: plain values of up to three words loaded from the container, others opened, other types cast",
          arguments: [false, true])
    func readInPlace(second: Bool) {
        var bool = false
        #expect(Self.readInPlace(true, second: second, into: &bool) == .read && bool)
        var int = 0
        #expect(Self.readInPlace(7, second: second, into: &int) == .read && int == 7)
        var axes: Axis.Set = []
        #expect(Self.readInPlace(Axis.Set.vertical, second: second, into: &axes) == .read && axes == .vertical)
        var point = UnitPoint.zero
        #expect(Self.readInPlace(UnitPoint.bottomTrailing, second: second, into: &point) == .read && point == .bottomTrailing)
        var wide = Wide(a: 0, b: 0, c: 0, d: 0)
        #expect(Self.readInPlace(Wide(), second: second, into: &wide) == .read && wide == Wide())
        var string = ""
        #expect(Self.readInPlace("cell", second: second, into: &string) == .read && string == "cell")
        // Another type: a cast, as `as?` answers it.
        var optional: Int? = nil
        #expect(Self.readInPlace(7, second: second, into: &optional) == .read && optional == 7)
        var small: Int8 = 0
        #expect(Self.readInPlace(7, second: second, into: &small) == .otherType && small == 0)
        #expect(Self.readInPlace(Int8(3), second: second, into: &int) == .otherType && int == 7)
        var double = 0.0
        #expect(Self.readInPlace(Wide(), second: second, into: &double) == .otherType && double == 0)
    }

    /// What `layoutValue(key:value:)` writes: a value set closer to the view
    /// (written first, as views are resolved from the inside out) wins; the
    /// traits' box is made on the first value and shared boxes are copied.
    @Test("Set unless set: the first value written for a key stays", arguments: [1, 2, 3])
    func setUnlessSet(keys: Int) {
        let ids = [ObjectIdentifier(Int.self), ObjectIdentifier(String.self), ObjectIdentifier(Double.self)]
        var traits = Traits()
        for (i, key) in ids.prefix(keys).enumerated() { traits.setLayoutValueUnlessSet(key, i) }
        let shared = traits
        for key in ids.prefix(keys) { traits.setLayoutValueUnlessSet(key, 99) }
        #expect(traits.layoutValues.count == keys)
        for (i, key) in ids.prefix(keys).enumerated() {
            var value = -1
            #expect(traits.readLayoutValue(key, into: &value) == .read && value == i)
            #expect(traits.layoutValues.contains(key))
        }
        var other = Traits()
        other.setLayoutValueUnlessSet(ObjectIdentifier(Float.self), 5)
        #expect(!other.layoutValues.contains(ids[0]))
        #expect(shared.layoutValues.count == keys)
    }

    @Test("Two tables are the same when they hold the same keys with equal values, in any order")
    func sameness() {
        var x = LayoutValueTable(), y = LayoutValueTable()
        x[ObjectIdentifier(Int.self)] = 1
        x[ObjectIdentifier(String.self)] = "s"
        y[ObjectIdentifier(String.self)] = "s"
        #expect(!x.isSame(as: y))
        y[ObjectIdentifier(Int.self)] = 1
        #expect(x.isSame(as: y) && y.isSame(as: x))
        y[ObjectIdentifier(Int.self)] = 2
        #expect(!x.isSame(as: y))
    }

    struct Weight: LayoutValueKey { static let defaultValue: Double = 1 }
    struct Tag: LayoutValueKey { static let defaultValue: String? = nil }

    /// A layout that reports each subview's values in its place.
    struct Reader: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 10, height: CGFloat(subviews.count))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (i, subview) in subviews.enumerated() {
                // x: the weight; width: 1, or 2 for a tag.
                let width: CGFloat = subview[Tag.self] == nil ? 1 : 2
                subview.place(at: CGPoint(x: subview[Weight.self], y: CGFloat(i)), proposal: ProposedViewSize(width: width, height: 1))
            }
        }
    }

    @Test("subview[Key.self]: set, through modifiers that wrap the element, and the default")
    func subscriptReads() {
        let graph = ViewGraph(Reader {
            Color.red.layoutValue(key: Weight.self, value: 3).id("a")
            Color.red.layoutValue(key: Tag.self, value: "t").padding(0).layoutValue(key: Weight.self, value: 5).id("b")
            Color.red.id("c")
        })
        let result = graph.layout(proposal: .unspecified)
        #expect(result.frame(for: "a") == CGRect(x: 3, y: 0, width: 1, height: 1))
        #expect(result.frame(for: "b") == CGRect(x: 5, y: 1, width: 2, height: 1))
        #expect(result.frame(for: "c") == CGRect(x: 1, y: 2, width: 1, height: 1))
    }
}

/// The table keeps its first value in place: removing it hands the place on.
struct LayoutValueTableOrderTests {
    @Test("Values survive any order of setting and removing", arguments: [0, 1, 2])
    func removeEach(removed: Int) {
        let keys = [ObjectIdentifier(Int.self), ObjectIdentifier(String.self), ObjectIdentifier(Double.self)]
        var table = LayoutValueTable()
        for (i, key) in keys.enumerated() { table[key] = i * 10 }
        table[keys[removed]] = nil
        #expect(table.count == 2)
        for (i, key) in keys.enumerated() {
            var value = -1
            let result = table.read(key, into: &value)
            if i == removed {
                #expect(result == .absent && value == -1)
            } else {
                #expect(result == .read && value == i * 10)
            }
        }
        table[keys[removed]] = 99
        var value = 0
        #expect(table.read(keys[removed], into: &value) == .read && value == 99)
        #expect(table.count == 3)
    }
}
