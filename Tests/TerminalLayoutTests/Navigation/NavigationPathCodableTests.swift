import Foundation
import Testing
@testable import TerminalLayout

/// A value a navigation path holds that is `Codable` (NAV5).
struct SavedBook: Codable, Hashable {
    var title: String
    var pages: Int
}

/// A value a navigation path holds that is not `Codable`.
private struct Unsaveable: Hashable {
    var n: Int
}

/// `NavigationPath.codable` and `NavigationPath(_:)` (NAV5): a path saved as JSON and restored.
struct NavigationPathCodableTests {
    @Test("A path of Codable values survives JSON, bottom first, with its types",
          arguments: [0, 1, 3])
    func roundTrip(_ books: Int) throws {
        var path = NavigationPath()
        path.append(7)
        path.append("Ada")
        for n in 0..<books { path.append(SavedBook(title: "B\(n)", pages: 10 * n)) }
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
        let restored = NavigationPath(decoded)
        #expect(restored == path)
        #expect(restored.count == 2 + books)
        #expect(restored.elements.first == AnyHashable(7))
        #expect(restored.elements.last == (books == 0 ? AnyHashable("Ada") : AnyHashable(SavedBook(title: "B\(books - 1)", pages: 10 * (books - 1)))))
    }

    @Test("Encoded as SwiftUI does: strings, the top value first, each a type name then its JSON")
    func format() throws {
        var path = NavigationPath()
        path.append(7)
        path.append("Ada")
        let data = try JSONEncoder().encode(try #require(path.codable))
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(strings == [_mangledTypeName(String.self)!, "\"Ada\"", _mangledTypeName(Int.self)!, "7"])
    }

    @Test("A path holding a value that is not Codable has no codable form")
    func notCodable() {
        var path = NavigationPath()
        path.append(1)
        path.append(Unsaveable(n: 2))
        #expect(path.codable == nil)
        #expect(NavigationPath().codable != nil)
    }

    @Test("A type name the program does not have, or JSON that is not the type, throws; nothing is restored",
          arguments: [#"["NoSuchType9", "1"]"#, #"["Si", "\"seven\""]"#, #"["Si"]"#])
    func badInput(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data(json.utf8))
        }
    }
}
