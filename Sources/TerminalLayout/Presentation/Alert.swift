nonisolated extension View {
    /// Presents an alert titled `title` with the buttons `actions` makes while `isPresented`
    /// is true, as in SwiftUI (PRS1).
    ///
    /// In a terminal app the alert is a box in the middle of the window, whose views keep their
    /// state underneath (in a ``ViewGraph`` made directly, of this view): the title in bold, the buttons in a row (with none, "OK"), the first of
    /// them focused. A button dismisses the alert after its action; Escape dismisses it.
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert titled `title` (PRS1).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        presentAlert(Text(title), isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert titled by the text `title` (PRS1).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        presentAlert(title, isPresented: isPresented, actions: actions(), message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert titled `title` with a message under the title (PRS1).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        presentAlert(Text(titleKey), isPresented: isPresented, actions: actions(), message: message(), stacked: false)
    }

    /// Presents an alert titled `title` with a message (PRS1).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        presentAlert(Text(title), isPresented: isPresented, actions: actions(), message: message(), stacked: false)
    }

    /// Presents an alert titled by the text `title` with a message (PRS1).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        presentAlert(title, isPresented: isPresented, actions: actions(), message: message(), stacked: false)
    }

    /// Presents an alert titled `titleKey` while `isPresented` is true and `data` is not
    /// `nil`, its buttons and message made from `data` (PRS1).
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentAlert(Text(titleKey), isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: data.map(message), stacked: false)
    }

    /// Presents an alert titled `titleKey` while `isPresented` is true and `data` is not
    /// `nil`, its buttons made from `data` (PRS1).
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentAlert(Text(titleKey), isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert titled `title` made from `data` (PRS1).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        presentAlert(Text(title), isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: data.map(message), stacked: false)
    }

    /// Presents an alert titled `title` with buttons made from `data` (PRS1).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        presentAlert(Text(title), isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: Optional<EmptyView>.none, stacked: false)
    }

    /// Presents an alert titled by the text `title` made from `data` (PRS1).
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        presentAlert(title, isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: data.map(message), stacked: false)
    }

    /// Presents an alert titled by the text `title` with buttons made from `data` (PRS1).
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        presentAlert(title, isPresented: presenting(isPresented, data), actions: data.map(actions),
                     message: Optional<EmptyView>.none, stacked: false)
    }

    /// `isPresented`, false while there is no data to present (SwiftUI shows nothing then).
    func presenting<T>(_ isPresented: Binding<Bool>, _ data: T?) -> Binding<Bool> {
        let present = data != nil
        return Binding(get: { present && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }

    /// An alert or dialog box over this view while `isPresented` is true.
    func presentAlert<A: View, M: View>(_ title: Text?, isPresented: Binding<Bool>, actions: A, message: M?,
                                                stacked: Bool) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, onDismiss: nil, alignment: .center, presented: {
            AlertBox(title: title, actions: actions, message: message, stacked: stacked)
        }))
    }
}
