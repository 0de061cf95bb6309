/// The models of a batched fetch, as in SwiftData (`fetch(_:batchSize:)`): a random-access
/// collection — here every model is in memory, so the batch size changes nothing.
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
    private let models: [Element]

    init(_ models: [Element]) { self.models = models }

    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Element { models[position] }
}
