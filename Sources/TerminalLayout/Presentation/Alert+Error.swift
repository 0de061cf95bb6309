import Foundation

nonisolated extension View {
    /// Presents an alert for `error` while `isPresented` is true and `error` is not `nil`,
    /// titled by the error's `errorDescription`, with the buttons `actions` makes (PRS1).
    ///
    /// ```swift
    /// .alert(isPresented: $model.failed, error: model.error) {
    ///     Button("Retry") { model.load() }
    /// }
    /// ```
    ///
    /// An error with no description (or an empty one) gets no title row; with no buttons the
    /// alert has an "OK" one.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Self.alertTitle(of: error), isPresented: presenting(isPresented, error), actions: actions(),
                     message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert for `error` while `isPresented` is true and `error` is not `nil`,
    /// titled by the error's `errorDescription`, its buttons and message made from the error
    /// (PRS1).
    ///
    /// ```swift
    /// .alert(isPresented: $model.failed, error: model.error) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.recoverySuggestion ?? "Try again later.")
    /// }
    /// ```
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        presentAlert(Self.alertTitle(of: error), isPresented: presenting(isPresented, error), actions: error.map(actions),
                     message: error.map(message), stacked: false)
    }

    /// The title of an alert for `error`: its description; none when it has none (PRS1).
    private static func alertTitle<E: LocalizedError>(of error: E?) -> Text? {
        guard let description = error?.errorDescription, !description.isEmpty else { return nil }
        return Text(description)
    }
}
