import Foundation

/// A decoder of a whole value from one input, as Combine's `TopLevelDecoder`: what
/// `decode(type:decoder:)` decodes with (`JSONDecoder`, `PropertyListDecoder`).
public protocol TopLevelDecoder {
    /// What the decoder reads (`Data`).
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// A publisher that decodes each upstream value, as Combine's `decode(type:decoder:)`: a
    /// value that does not decode ends the stream with the decoder's error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error

        /// The publisher whose values are decoded.
        public let upstream: Upstream
        /// The decoder.
        let decoder: Coder

        /// Decodes `upstream`'s values with `decoder`.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decoder = decoder
            upstream.subscribe(ThrowingTransformSubscriber<Upstream.Output, Upstream.Failure, S>(downstream: subscriber) {
                try decoder.decode(Output.self, from: $0)
            })
        }
    }
}

extension Publisher {
    /// Decodes each value as `type` with `decoder` (`.map(\.data).decode(type: User.self, decoder: JSONDecoder())`).
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
