extension Publisher {
    /// Sends `output` in place of each `nil` value (`$selection.replaceNil(with: 0)`): a
    /// ``Publishers/Map``, as in Combine.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
        map { $0 ?? output }
    }
}
