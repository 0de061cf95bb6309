/// What to fetch, as in SwiftData: the models of one type that satisfy a predicate, in the
/// order of sort descriptors, a window of them.
///
/// ```swift
/// var descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.rating > 2 }, sortBy: [SortDescriptor(\.title)])
/// descriptor.fetchLimit = 10
/// ```
public struct FetchDescriptor<T: PersistentModel> {
    /// The models' condition; `nil` fetches all.
    public var predicate: Predicate<T>?
    /// The order, first descriptor first; ties keep insertion order.
    public var sortBy: [SortDescriptor<T>]
    /// The most models fetched.
    public var fetchLimit: Int?
    /// How many models to skip first.
    public var fetchOffset: Int?
    /// Whether unsaved changes are seen (always, here).
    public var includePendingChanges: Bool = true
    /// The properties to fetch (accepted: every property is in memory).
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// The relationships to prefetch (accepted: every model is in memory).
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models satisfying `predicate`, sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
