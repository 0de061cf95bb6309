/// Internal: the levels `navigationDestination(isPresented:destination:)` shows in the
/// ``NavigationStack`` around it (NAV2), kept by the stack as a ``PresentationCenter`` (the
/// same bookkeeping a window keeps for its presentations: a level added or withdrawn has the
/// stack evaluated again, a new view for one shown only its level).
private struct NavigationPresentationsKey: EnvironmentKey {
    static var defaultValue: PresentationCenter? { nil }
}

extension EnvironmentValues {
    /// The presented levels of the innermost ``NavigationStack`` (internal).
    var navigationPresentations: PresentationCenter? {
        get { self[NavigationPresentationsKey.self] }
        set { self[NavigationPresentationsKey.self] = newValue }
    }
}

/// Internal: registers a destination level with the stack around it while its binding is true.
nonisolated struct _NavigationDestinationPresentedModifier<Destination: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let destination: () -> Destination
    @Environment(\.navigationPresentations) private var levels
    @State private var token = PresentationToken()

    func body(content: Content) -> some View {
        let binding = isPresented
        if let levels {
            if binding.wrappedValue {
                // In the level, `dismiss` goes back from it.
                let level = destination().modifier(_EnvironmentModifier { resolved in
                    var values = EnvironmentValues(resolved)
                    values.dismiss = DismissAction { binding.wrappedValue = false }
                    resolved = values.resolved
                })
                levels.present(token, alignment: .topLeading, view: AnyView(level), dismiss: { binding.wrappedValue = false })
            } else {
                levels.withdraw(token)
            }
        }
        return content
            .modifier(_EnvironmentModifier { [token] resolved in token.environment = resolved })
            .onDisappear { [levels, token] in levels?.withdraw(token) }
    }
}

nonisolated extension View {
    /// Shows the view `destination` makes on top of the ``NavigationStack`` around this view
    /// while `isPresented` is true, as in SwiftUI (NAV2); going back sets it to `false`.
    /// Outside a stack it does nothing.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>,
                                               @ViewBuilder destination: @escaping () -> V) -> some View {
        modifier(_NavigationDestinationPresentedModifier(isPresented: isPresented, destination: destination))
    }

    /// Shows the view `destination` makes for `item` on top of the ``NavigationStack`` around
    /// this view while it is not `nil`, as in SwiftUI (NAV2); going back sets it to `nil`.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>,
                                                            @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationDestination(isPresented: Binding(presenting: item)) {
            if let value = item.wrappedValue { destination(value).id(value) }
        }
    }
}
