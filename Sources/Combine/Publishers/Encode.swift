import Foundation

/// An encoder of a whole value to one output, as Combine's `TopLevelEncoder`: what
/// `encode(encoder:)` encodes with (`JSONEncoder`, `PropertyListEncoder`).
public protocol TopLevelEncoder {
    /// What the encoder writes (`Data`).
    associatedtype Output
    /// Encodes `value`.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publishers {
    /// A publisher that encodes each upstream value, as Combine's `encode(encoder:)`: a value
    /// that does not encode ends the stream with the encoder's error.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error

        /// The publisher whose values are encoded.
        public let upstream: Upstream
        /// The encoder.
        let encoder: Coder

        /// Encodes `upstream`'s values with `encoder`.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encoder = encoder
            upstream.subscribe(ThrowingTransformSubscriber<Upstream.Output, Upstream.Failure, S>(downstream: subscriber) {
                try encoder.encode($0)
            })
        }
    }
}

extension Publisher where Output: Encodable {
    /// Encodes each value with `encoder` (`.encode(encoder: JSONEncoder())`).
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
