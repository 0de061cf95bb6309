import Testing
@testable import TerminalLayout

/// `NodeKey`: a digest of an identity path — equal paths give equal keys,
/// and the paths a scope tells apart give different ones.
struct NodeKeyTests {
    static let a = ObjectIdentifier(Int.self)
    static let b = ObjectIdentifier(String.self)

    @Test("Equal paths give equal keys, built at once or a step at a time",
          arguments: [[], [.index(0)], [.type(a), .content, .id(.int(7)), .type(b)], [.branch(1), .wrap(a), .secondary, .occurrence(2)]]
            as [[IdentityComponent]])
    func equalPaths(path: [IdentityComponent]) {
        let stepwise = path.reduce(NodeKey.scopeRoot) { $0.appending($1) }
        #expect(NodeKey(path: path) == stepwise)
        #expect(NodeKey(path: path).hashValue == stepwise.hashValue)
    }

    /// Pairs a scope must tell apart: another component, another order,
    /// another length, the same payload under another kind of step.
    @Test("Different paths give different keys",
          arguments: [([.index(0)], [.index(1)]),
                      ([.index(0), .index(1)], [.index(1), .index(0)]),
                      ([], [.content]),
                      ([.content], [.content, .content]),
                      ([.index(1)], [.branch(1)]),
                      ([.index(2)], [.occurrence(2)]),
                      ([.type(a)], [.wrap(a)]),
                      ([.type(a)], [.type(b)]),
                      ([.id(.string("x"))], [.id(.string("y"))]),
                      ([.id(.int(7)), .occurrence(1)], [.id(.int(7))]),
                      ([.content], [.secondary])] as [([IdentityComponent], [IdentityComponent])])
    func differentPaths(first: [IdentityComponent], second: [IdentityComponent]) {
        #expect(NodeKey(path: first) != NodeKey(path: second))
    }

    @Test("Ids are compared as AnyHashable compares them (1 as Int and as Int8 are one id)")
    func idsFollowAnyHashable() {
        #expect(NodeKey(path: [.id(ExplicitID(1))]) == NodeKey(path: [.id(ExplicitID(anyHashable: AnyHashable(Int8(1))))]))
        #expect(NodeKey(path: [.id(ExplicitID(1))]) != NodeKey(path: [.id(ExplicitID("1"))]))
    }

    @Test("A million sibling ids give a million different keys")
    func noCollisionsAmongManySiblings() {
        let parent = NodeKey(path: [.type(Self.a), .content])
        var keys = Set<NodeKey>()
        for i in 0..<1_000_000 { keys.insert(parent.appending(.id(.int(i)))) }
        #expect(keys.count == 1_000_000)
    }
}

/// The cases above hold only constants (ids are literals).
extension IdentityComponent: @unchecked Sendable {}
