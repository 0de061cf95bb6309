import Foundation
import Testing
import TerminalLayout

/// HorizontalEdge, VerticalEdge and their sets, as SwiftUI declares them.
@Suite struct EdgeSetTests {
    @Test func casesAndRawValues() {
        #expect(HorizontalEdge.allCases == [.leading, .trailing])
        #expect(VerticalEdge.allCases == [.top, .bottom])
        #expect(HorizontalEdge.trailing.rawValue == 1 && VerticalEdge.bottom.rawValue == 1)
    }

    /// A set of one edge is bit `1 << rawValue`; `.all` holds both.
    @Test(arguments: [(HorizontalEdge.leading, Int8(1)), (.trailing, 2)])
    func horizontalSets(edge: HorizontalEdge, raw: Int8) {
        let set = HorizontalEdge.Set(edge)
        #expect(set.rawValue == raw)
        #expect(HorizontalEdge.Set.all.contains(set))
        #expect(HorizontalEdge.Set.all == [.leading, .trailing])
        #expect(HorizontalEdge.Set.all.subtracting(set).rawValue == 3 - raw)
    }

    @Test(arguments: [(VerticalEdge.top, Int8(1)), (.bottom, 2)])
    func verticalSets(edge: VerticalEdge, raw: Int8) {
        let set = VerticalEdge.Set(edge)
        #expect(set.rawValue == raw)
        #expect(VerticalEdge.Set.all == [.top, .bottom])
        #expect(!VerticalEdge.Set([]).contains(set))
    }

    /// Codable through the raw value, as SwiftUI's edges are.
    @Test func codable() throws {
        let data = try JSONEncoder().encode([HorizontalEdge.trailing, .leading])
        #expect(String(decoding: data, as: UTF8.self) == "[1,0]")
        #expect(try JSONDecoder().decode([VerticalEdge].self, from: Data("[1]".utf8)) == [.bottom])
    }

    @Test func sizeClasses() {
        #expect(UserInterfaceSizeClass.allCases == [.compact, .regular])
        let chosen: UserInterfaceSizeClass? = nil
        #expect(chosen != .compact)
    }
}
