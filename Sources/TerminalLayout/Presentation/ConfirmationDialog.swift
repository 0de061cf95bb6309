nonisolated extension View {
    /// Presents a dialog of the buttons `actions` makes while `isPresented` is true, as in
    /// SwiftUI (PRS1): a box in the middle of the window, the buttons one per line, the title
    /// shown only when `titleVisibility` is `.visible`. A button dismisses it after its
    /// action; Escape dismisses it.
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentAlert(titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, actions: actions(),
                     message: Optional<EmptyView>.none, stacked: true)
    }

    /// Presents a dialog titled `title` (PRS1).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        presentAlert(titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, actions: actions(),
                     message: Optional<EmptyView>.none, stacked: true)
    }

    /// Presents a dialog with a message under its title (PRS1).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentAlert(titleVisibility == .visible ? Text(titleKey) : nil, isPresented: isPresented, actions: actions(),
                     message: message(), stacked: true)
    }

    /// Presents a dialog titled `title` with a message (PRS1).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        presentAlert(titleVisibility == .visible ? Text(title) : nil, isPresented: isPresented, actions: actions(),
                     message: message(), stacked: true)
    }

    /// Presents a dialog titled by the text `title` (PRS1).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        presentAlert(titleVisibility == .visible ? title : nil, isPresented: isPresented, actions: actions(),
                     message: Optional<EmptyView>.none, stacked: true)
    }

    /// Presents a dialog titled by the text `title` with a message (PRS1).
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        presentAlert(titleVisibility == .visible ? title : nil, isPresented: isPresented, actions: actions(),
                     message: message(), stacked: true)
    }

    /// Presents a dialog while `isPresented` is true and `data` is not `nil`, its buttons made
    /// from `data` (PRS1).
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions)
    }

    /// Presents a dialog titled `title` with buttons made from `data` (PRS1).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic,
                                                                  presenting data: T?,
                                                                  @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions)
    }

    /// Presents a dialog titled by the text `title` with buttons made from `data` (PRS1).
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        presentAlert(titleVisibility == .visible ? title : nil, isPresented: presenting(isPresented, data),
                     actions: data.map(actions), message: Optional<EmptyView>.none, stacked: true)
    }

    /// Presents a dialog while `isPresented` is true and `data` is not `nil`, its buttons and
    /// message made from `data` (PRS1).
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions, message: message)
    }

    /// Presents a dialog titled `title` with buttons and a message made from `data` (PRS1).
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions, message: message)
    }

    /// Presents a dialog titled by the text `title` with buttons and a message made from
    /// `data` (PRS1).
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        presentAlert(titleVisibility == .visible ? title : nil, isPresented: presenting(isPresented, data),
                     actions: data.map(actions), message: data.map(message), stacked: true)
    }
}
