import Foundation

extension NavigationPath {
    /// The path as something you can save and restore (`JSONEncoder`, `SceneStorage`), when every
    /// value in it is `Codable`; otherwise `nil` (NAV5).
    ///
    /// ```swift
    /// if let data = try? JSONEncoder().encode(path.codable) { … }                 // save
    /// let saved = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    /// path = NavigationPath(saved)                                                // restore
    /// ```
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path of the values a saved representation holds, bottom first.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }

    /// A navigation path's values in a form that encodes and decodes (NAV5).
    ///
    /// Encoded as SwiftUI encodes it: an array of strings, from the top value down, each value as
    /// its type's mangled name followed by its JSON. Decoding finds each type by that name (the
    /// types must be in the program) and throws a `DecodingError` naming the value it could not
    /// read; nothing is half-restored.
    public struct CodableRepresentation: Codable, Equatable {
        /// The values, bottom first.
        var elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// Encodes the values, top first: type name, then the value's JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(element.base, EncodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "\(type(of: element.base)) in a navigation path is not Encodable"))
                }
                guard let name = _mangledTypeName(type(of: value)) else {
                    throw EncodingError.invalidValue(element.base, EncodingError.Context(
                        codingPath: container.codingPath,
                        debugDescription: "\(type(of: element.base)) has no name to restore it by"))
                }
                let json = try JSONEncoder().encode(value)
                try container.encode(name)
                try container.encode(String(decoding: json, as: UTF8.self))
            }
        }

        /// Decodes values encoded by `encode(to:)` (or by SwiftUI, for the same types).
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var topFirst: [AnyHashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let found = _typeByName(name),
                      let type = found as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Decodable, Hashable type named \(name) in this program")
                }
                topFirst.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = topFirst.reversed()
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }
}
