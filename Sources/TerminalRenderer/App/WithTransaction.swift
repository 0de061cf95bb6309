import TerminalLayout

/// Runs `body` in `transaction`, as in SwiftUI: what its state changes move
/// is animated with the transaction's animation, as `withAnimation` does,
/// or not at all when it disables animations (ANIM2).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try withAnimation(transaction.effectiveAnimation, body)
}

/// Runs `body` in a transaction with one value set (`\.animation`,
/// `\.disablesAnimations`, or a key's), as in SwiftUI.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension Binding {
    /// This binding, its changes animated with `animation`: setting it is
    /// `withAnimation(animation) { … }` around the set, as in SwiftUI (its
    /// `transaction` has the animation).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// This binding, its changes made in `transaction` (`withTransaction`).
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        BindingTransaction.install { transaction, body in withTransaction(transaction, body) }
        var binding = self
        binding.transaction = transaction
        return binding
    }
}
