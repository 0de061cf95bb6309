/// A piece of user interface: either a primitive view, or a composition
/// whose `body` describes it, exactly as in SwiftUI.
public protocol View {
    /// The type of view this view's body is.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    /// `Never` has no body; it is the `Body` type of primitive views.
    public var body: Never { self }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error,
    /// as in SwiftUI.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view; it has no body")
    }
}
