extension Subscribers {
    /// How a publisher ended, as Combine's type: it finished, or failed with an error.
    public enum Completion<Failure: Error> {
        /// The publisher sent all its values.
        case finished
        /// The publisher stopped because of `error`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
