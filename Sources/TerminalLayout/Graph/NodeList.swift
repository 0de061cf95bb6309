/// Internal: a node's children — none, one held inline, or several in an
/// array.
///
/// Most nodes are leaves or modifiers with exactly one child, so keeping a
/// single child inline spares an array allocation for every modifier made.
///
/// ```
///  Color                 .empty
///  frame ─ Color         .one(Color)
///  HStack ─ a, b, c      .many([a, b, c])
/// ```
struct NodeList: RandomAccessCollection, Equatable {
    private enum Storage: Equatable {
        case empty
        case one(Node)
        case many([Node])
    }
    private var storage: Storage

    /// No children.
    init() { storage = .empty }

    /// One child.
    init(_ child: Node) { storage = .one(child) }

    /// The children in `nodes`, in order.
    init(_ nodes: [Node]) {
        switch nodes.count {
        case 0: storage = .empty
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int {
        switch storage {
        case .empty: 0
        case .one: 1
        case .many(let nodes): nodes.count
        }
    }

    subscript(position: Int) -> Node {
        switch storage {
        case .one(let node):
            precondition(position == 0, "child index out of range")
            return node
        case .many(let nodes): return nodes[position]
        case .empty: preconditionFailure("child index out of range")
        }
    }

    /// The first child, without going through an index.
    var first: Node? {
        switch storage {
        case .empty: nil
        case .one(let node): node
        case .many(let nodes): nodes.first
        }
    }

    /// The only child, when there is exactly one.
    var single: Node? {
        if case .one(let node) = storage { return node }
        return nil
    }

    /// Whether there are two or more children (told without copying them).
    var hasSeveral: Bool {
        if case .many = storage { return true }
        return false
    }

    /// The children's array, when there are two or more (empty otherwise).
    var array: [Node] {
        if case .many(let nodes) = storage { return nodes }
        return []
    }

    static func == (a: NodeList, b: NodeList) -> Bool {
        switch (a.storage, b.storage) {
        case (.empty, .empty): true
        case (.one(let x), .one(let y)): x == y
        case (.many(let x), .many(let y)): x == y
        default: false
        }
    }
}
