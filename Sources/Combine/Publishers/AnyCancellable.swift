/// A cancellable that cancels when it is released, as Combine's class: what `sink` and
/// `assign(to:on:)` return.
///
/// ```swift
/// final class Model: ObservableObject {
///     @Published var count = 0
///     private var cancellables = Set<AnyCancellable>()
///     init(ticks: PassthroughSubject<Void, Never>) {
///         ticks.sink { [unowned self] in count += 1 }.store(in: &cancellables)
///     }
/// }
/// ```
///
/// Keep it as long as the subscription is to last: dropping it (or its set) cancels. Two
/// are equal when they are the same object.
public final class AnyCancellable: Cancellable, Hashable {
    /// What cancelling does, until it has run.
    private var canceller: (() -> Void)?
    /// Guards `canceller` (cancelling from two threads runs it once).
    private let lock = PublisherLock()

    /// Runs `cancel` when cancelled or released (once).
    public init(_ cancel: @escaping () -> Void) {
        canceller = cancel
    }

    /// Cancels `canceller` when cancelled or released.
    public init<C: Cancellable>(_ canceller: C) {
        self.canceller = { canceller.cancel() }
    }

    deinit {
        canceller?()
    }

    /// Cancels now; later calls, and the release, do nothing.
    public func cancel() {
        let run = lock.withLock { () -> (() -> Void)? in
            defer { canceller = nil }
            return canceller
        }
        run?()
    }

    /// Adds this cancellable to `collection` (an array of them).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Adds this cancellable to `set`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
