/// Whether a scroll view bounces when its content fits it (SwiftUI's
/// `scrollBounceBehavior(_:axes:)`).
///
/// A terminal scrolls by whole cells and never bounces: the behaviour is
/// accepted, so code written for SwiftUI compiles, and changes nothing.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, always, basedOnSize }
    private let kind: Kind

    /// The platform's behaviour.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// Bounce whether or not the content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// Bounce only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}

nonisolated extension View {
    /// Sets how scroll views inside this view bounce along `axes`: nothing
    /// bounces in a terminal, so the view is returned as it is.
    public consuming func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
}
