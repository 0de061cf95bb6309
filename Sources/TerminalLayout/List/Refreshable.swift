import Foundation

/// An action that refreshes the data a view shows, as in SwiftUI: `refreshable(action:)` puts
/// one in the environment, and a ``List`` under it runs it with Ctrl-R (LIST4).
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
///
/// Sendable as SwiftUI's; the package runs the action on the main actor only (LIST4).
public struct RefreshAction: @unchecked Sendable {
    let action: () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

nonisolated extension View {
    /// Sets the refresh action of the views below, as in SwiftUI (LIST4): a ``List`` under it
    /// runs `action` when Ctrl-R is pressed on a view in it that has focus, showing a
    /// spinning ``ProgressView`` as its first row until the action returns; a second Ctrl-R
    /// while it runs does nothing. Your own views read `EnvironmentValues.refresh`.
    ///
    /// ```swift
    /// List(mailbox.conversations) { ConversationCell($0) }
    ///     .refreshable { await mailbox.fetch() }
    /// ```
    ///
    /// SwiftUI declares `action` `@Sendable`; here it need not be (LIST4): SwiftUI's views are
    /// main-actor isolated, so `{ await model.reload() }` capturing `self` is sendable there,
    /// and the package's views are not — every closure SwiftUI takes is taken here too.
    public consuming func refreshable(action: @escaping () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action `refreshable(action:)` set above, or `nil` (LIST4).
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// Internal: how a ``List`` offers its environment's refresh action (LIST4): Ctrl-R runs it on
/// the main actor, and a spinner is its first row until it returns.
struct ListRefresh: ViewModifier {
    @Environment(\.refresh) private var refresh
    @State private var state = RefreshState()

    func body(content: Content) -> some View {
        if let refresh {
            VStack(alignment: .leading, spacing: 0) {
                if state.isRefreshing {
                    ProgressView().frame(maxWidth: .infinity)
                }
                content
            }
            .onKeyPress("r", phases: .down) { [state] press in
                guard press.modifiers.contains(.control), !state.isRefreshing else { return .ignored }
                state.start(refresh)
                return .handled
            }
        } else {
            content
        }
    }
}

/// Internal: whether a list's refresh runs; an observable object, so that the task ending
/// has the list drawn again.
@Observable
final class RefreshState: @unchecked Sendable {
    var isRefreshing = false

    /// Runs `refresh` on the main actor, `isRefreshing` while it runs.
    func start(_ refresh: RefreshAction) {
        isRefreshing = true
        Task { @MainActor in
            await refresh()
            self.isRefreshing = false
        }
    }
}
