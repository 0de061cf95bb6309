import Testing
@testable import TerminalLayout

/// `ExplicitID`: ids stored compactly, equal exactly when their `AnyHashable`s are.
struct ExplicitIDTests {
    /// Pairs of ids and whether `AnyHashable` finds them equal.
    nonisolated(unsafe) static let pairs: [(AnyHashable, AnyHashable, Bool)] = [
        (AnyHashable(1), AnyHashable(1), true),
        (AnyHashable(1), AnyHashable(2), false),
        (AnyHashable(1), AnyHashable(UInt8(1)), true),     // AnyHashable(1) == AnyHashable(UInt8(1))
        (AnyHashable(1), AnyHashable("1"), false),
        (AnyHashable("a"), AnyHashable("a"), true),
        (AnyHashable("a"), AnyHashable("b"), false),
        (AnyHashable("a"), AnyHashable(Substring("a")), false),
        (AnyHashable(1.5), AnyHashable(1.5), true),
        (AnyHashable(-7), AnyHashable(Int64(-7)), true),
    ]

    @Test("Equality is AnyHashable's", arguments: pairs.indices)
    func equality(_ index: Int) {
        let (a, b, equal) = Self.pairs[index]
        #expect((a == b) == equal)     // the table itself is AnyHashable's answer
        #expect((ExplicitID(anyHashable: a) == ExplicitID(anyHashable: b)) == equal)
        #expect(ExplicitID(anyHashable: a).value == a)
        #expect(ExplicitID(anyHashable: a).value.hashValue == a.hashValue)
    }

    @Test("Equal ids hash alike and give one node key; different ids give different keys", arguments: pairs.indices)
    func hashingAndKeys(_ index: Int) {
        let (a, b, equal) = Self.pairs[index]
        let x = ExplicitID(anyHashable: a), y = ExplicitID(anyHashable: b)
        let keyX = NodeKey.scopeRoot.appending(.id(x)), keyY = NodeKey.scopeRoot.appending(.id(y))
        if equal {
            #expect(keyX == keyY && x.keyDigest == y.keyDigest && x.hashValue == y.hashValue)
        } else if !(b.base is Substring) {
            // A `Substring` hashes as the `String` of its characters: the two ids
            // differ, their digests need not (a shared digest is a key collision,
            // which `NodeKey` tolerates).
            #expect(keyX != keyY && x.keyDigest != y.keyDigest)
        }
        // As a dictionary key (lazy rows find their old nodes by id this way).
        let table: [ExplicitID: String] = [x: "x"]
        #expect((table[y] != nil) == equal)
    }

    @Test("An Int id is its own key digest; an integer of another type has the same one", arguments: [
        (ExplicitID(42), UInt64(42)),
        (ExplicitID(UInt8(42)), UInt64(42)),
        (ExplicitID(-1), UInt64.max),
        (ExplicitID(Int64(-1)), UInt64.max),
    ])
    func integerDigest(_ id: ExplicitID, _ digest: UInt64) {
        #expect(id.keyDigest == digest)
    }

    @Test("An Int or a String is kept in place, whichever way it arrives; other values are boxed", arguments: [
        (ExplicitID(42), true),
        (ExplicitID(anyHashable: AnyHashable(42)), true),
        (ExplicitID(AnyHashable(42)), true),
        (ExplicitID("42"), true),
        (ExplicitID(anyHashable: AnyHashable("42")), true),
        (ExplicitID(UInt8(42)), false),
        (ExplicitID(4.2), false),
    ])
    func storage(_ id: ExplicitID, _ inPlace: Bool) {
        if case .other = id { #expect(!inPlace) } else { #expect(inPlace) }
    }

    /// Optional ids compared as stored: (a, b, whether their bytes are the same).
    nonisolated(unsafe) static let storedPairs: [(ExplicitID?, ExplicitID?, Bool)] = {
        let box = ExplicitID(4.2), text = ExplicitID("row")
        return [
            (nil, nil, true),
            (ExplicitID(7), ExplicitID(7), true),
            (ExplicitID(7), ExplicitID(8), false),
            (ExplicitID(7), nil, false),
            (nil, ExplicitID(0), false),
            (text, text, true),                    // one string, copied
            (ExplicitID("row"), ExplicitID("rows"), false),
            (box, box, true),                      // one box, copied
            (ExplicitID(4.2), ExplicitID(4.2), false),   // two boxes: equal ids, other bytes
            (ExplicitID(7), ExplicitID("7"), false),
        ]
    }()

    @Test("Ids stored as the same bytes are the same id; equal ids in other storage are told apart only as bytes",
          arguments: storedPairs.indices)
    func sameBits(_ index: Int) {
        var (a, b, same) = Self.storedPairs[index]
        #expect(MemoryLayout<ExplicitID?>.size == 17)    // the layout `sameBits` reads
        #expect(ExplicitID.sameBits(&a, &b) == same)
        // Same bytes always means equal ids.
        if same { #expect(a == b) }
    }

    @Test("Placements keep ids, clips, proposals and depths as given")
    func placementRoundTrip() {
        for id: AnyHashable? in [nil, AnyHashable(3), AnyHashable("row")] {
            for clip: CGRect? in [nil, CGRect(x: 1, y: 2, width: 3, height: 4), .zero] {
                for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 0, height: nil),
                                 ProposedViewSize(width: .infinity, height: 12.5)] {
                    var p = ViewPlacement(frame: CGRect(x: 0, y: 0, width: 5, height: 1), depth: 3, id: id, kind: .spacer,
                                          clip: clip, opacity: 0.5, proposal: proposal)
                    #expect(p.id == id && p.clip == clip && p.proposal == proposal && p.depth == 3)
                    let copy = p
                    p.depth = 4
                    #expect(p != copy)
                    p.depth = 3
                    #expect(p == copy)
                    p.clip = nil
                    #expect((p == copy) == (clip == nil))
                }
            }
        }
    }
}
