/// `draggable` and `dropDestination` (iOS 16, `Transferable`): accepted with SwiftUI's names.
/// A terminal has no pointer to drag with, so nothing is ever dragged or dropped: the view
/// is laid out and drawn as it is, the payload is never asked for, the drop action and
/// `isTargeted` are never called (DND1).
nonisolated extension View {
    /// Accepted: nothing is dragged in a terminal (DND1).
    public consuming func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Accepted: nothing is dragged in a terminal; `preview` is not shown (DND1).
    public consuming func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                              @ViewBuilder preview: () -> V) -> some View { self }

    /// Accepted: nothing is dropped in a terminal; `action` and `isTargeted` are never called (DND1).
    public consuming func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                                           action: @escaping ([T], CGPoint) -> Bool,
                                                           isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}
