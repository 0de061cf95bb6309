import TerminalLayout

/// The models a view shows, fetched from the context in its environment, as SwiftData's
/// `@Query`: `@Query(sort: \Book.title) var books: [Book]`.
///
/// The value is fetched when read and kept until the container's models change: an insert, a
/// delete or an edit evaluates the view's body again, and the next read fetches anew. The
/// context is the environment's `\.modelContext` (set by `.modelContainer(…)`). `animation` and
/// `transaction` are accepted; the new rows are shown without one. SwiftData's `Query` has a
/// second generic parameter, the result type, always `[Element]`; Swift cannot infer it from
/// `@Query var books: [Book]` here, so this one has only the element.
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var environmentContext
    /// What is fetched.
    private let descriptor: FetchDescriptor<Element>
    /// The last fetch, and the change count it was made at.
    private let cache = _QueryCache<Element>()

    /// The fetched models.
    public var wrappedValue: [Element] { cache.results(environmentContext, descriptor) }

    /// The context the query fetches from.
    public var modelContext: ModelContext { environmentContext }

    /// The error of the last fetch, if it failed (the value is then empty).
    public var fetchError: (any Error)? { cache.error }

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    /// Every model of the type, unsorted. (A zero-argument initialiser, as SwiftData's, so a
    /// `@Query private var items: [Item]` without arguments is initialised by it and leaves the
    /// view's memberwise initialiser without a parameter for it: `ContentView()`. Declared in the
    /// type itself: Swift default-initialises a wrapped property only through an `init()` there,
    /// not one in an extension.)
    public init() {
        self.init(descriptor: FetchDescriptor())
    }
}

extension Query {
    /// The models `descriptor` describes.
    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor)
    }

    /// The models `descriptor` describes; `animation` is accepted.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor)
    }

    /// The models satisfying `filter`, sorted by `sortDescriptors`.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models satisfying `filter`, sorted by `sortDescriptors`; `animation` is accepted.
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    /// The models satisfying `filter`, sorted by the property at `keyPath`.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models satisfying `filter`, sorted by the optional property at `keyPath` (`nil` first).
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value?> & Sendable,
                                   order: SortOrder = .forward, transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The models satisfying `filter`, sorted by the property at `keyPath`; `animation` is accepted.
    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: any KeyPath<Element, Value> & Sendable,
                                   order: SortOrder = .forward, animation: Animation) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

/// Internal: a query's last fetch, kept while the container's change count stays.
final class _QueryCache<Element: PersistentModel>: @unchecked Sendable {
    private var store: _ModelStore?
    private var count = -1
    private var models: [Element] = []
    private(set) var error: (any Error)?

    /// The models, fetched again if the container's models changed; the read is observed.
    func results(_ context: ModelContext, _ descriptor: FetchDescriptor<Element>) -> [Element] {
        let store = context.container.store
        let count = store.changes.value
        if store === self.store, count == self.count { return models }
        do {
            models = try context.fetch(descriptor)
            error = nil
        } catch {
            models = []
            self.error = error
        }
        self.store = store
        self.count = count
        return models
    }
}
