/// A proxy value that supports programmatic scrolling of the scrollable
/// views within a view hierarchy.
///
/// You don't make one: a ``ScrollViewReader`` passes one to its content.
/// Call ``scrollTo(_:anchor:)`` from the actions made inside that content —
/// `onKeyPress`, a `Button`'s action —, as in SwiftUI:
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack { ForEach(lines) { Text($0.text) } }
///     }
///     .onKeyPress(.end) {
///         if let last = lines.last { proxy.scrollTo(last.id, anchor: .bottom) }
///         return .handled
///     }
/// }
/// ```
///
/// A call records the request on the view graph the reader belongs to; the
/// graph's next layout carries it out (the app draws one frame for it). The
/// proxy holds its graph weakly: kept past its graph, it does nothing.
public struct ScrollViewProxy {
    /// The reader this proxy came from: where requests go and which views
    /// they look among.
    let link: ScrollViewReaderLink

    /// Scans the views inside the reader for the first one identified by
    /// `id` (`id(_:)`, or a `ForEach`'s id, including rows of a lazy stack
    /// or grid that were never made), and scrolls the scroll views that
    /// contain it until it is visible.
    ///
    /// With an `anchor`, the view's anchor point is placed at the same unit
    /// point of the innermost scroll view that scrolls along each axis (so
    /// `.top` puts its top edge at the top, `.bottom` its bottom edge at the
    /// bottom, `.center` its centre at the centre), as far as the content
    /// allows; scroll views further out scroll as little as shows it. With
    /// no anchor every scroll view scrolls as little as makes the view
    /// visible (not at all if it already is).
    ///
    /// The request is carried out by the next layout of the graph, with the
    /// views as they are then: a call in an action sees the state that
    /// action set. SwiftUI forbids a call while the reader's content is
    /// being made (a runtime error there); here such a call is carried out
    /// by the next layout too. An `id` no view has does nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        link.request(ScrollRequest(id: AnyHashable(id), anchor: anchor, link: link))
    }
}
