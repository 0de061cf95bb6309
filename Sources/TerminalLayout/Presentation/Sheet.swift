nonisolated extension View {
    /// Presents the view `content` makes while `isPresented` is true, as in SwiftUI (PRS1).
    ///
    /// In a terminal app the sheet fills the window from its top leading corner, and the
    /// window's views keep their state underneath (in a ``ViewGraph`` made directly, it takes
    /// the place of this view). Escape or `@Environment(\.dismiss)` inside the
    /// sheet set `isPresented` to `false`; `onDismiss` runs whenever it goes back to `false`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, onDismiss: onDismiss, alignment: .topLeading,
                                       presented: { content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading) }))
    }

    /// Presents the view `content` makes for `item` while it is not `nil` (PRS1); dismissing
    /// the sheet sets it to `nil`.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(isPresented: Binding(presenting: item), onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value).id(value.id) }
        }
    }

    /// Presents the view `content` makes over the whole of this view while `isPresented` is
    /// true (PRS1): in a terminal, a ``sheet(isPresented:onDismiss:content:)``.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the view `content` makes for `item` over the whole of this view while it is
    /// not `nil` (PRS1): in a terminal, a ``sheet(item:onDismiss:content:)``.
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, onDismiss: onDismiss, content: content)
    }
}
