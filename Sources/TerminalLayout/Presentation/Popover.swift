/// Where a popover points from, as in SwiftUI (PRS1): a rectangle of the view (`.rect`, by
/// default its bounds) or a point of it (`.point`). A terminal draws no arrow: a popover is a
/// box in the middle of the window, so the anchor is accepted and not used.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, in unit coordinates.
    case point(UnitPoint)
}

nonisolated extension View {
    /// Presents the view `content` makes in a popover while `isPresented` is true, as in
    /// SwiftUI (PRS1).
    ///
    /// In a terminal a popover is a box with a rounded border in the middle of the window (in
    /// a ``ViewGraph`` made directly, of this view), its content inside, no arrow. Escape or
    /// `dismiss()` inside it close it.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, onDismiss: nil, alignment: .center, presented: {
            content()
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
                .background(RoundedRectangle(cornerRadius: 1).stroke(Color.secondary))
        }))
    }

    /// Presents the view `content` makes for `item` in a popover while it is not `nil`
    /// (PRS1); dismissing it sets `item` to `nil`.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        popover(isPresented: Binding(presenting: item), attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) {
            if let value = item.wrappedValue { content(value).id(value.id) }
        }
    }
}
