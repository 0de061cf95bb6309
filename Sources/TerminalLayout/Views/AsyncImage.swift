import Foundation

/// An image loaded from a URL, as in SwiftUI — in a terminal, which shows
/// no pictures, never loaded: it shows what it shows while loading
/// (IMG3). The plain form is the image placeholder glyph (`□`), the
/// `content:placeholder:` form its placeholder, the phase form its content
/// for `.empty`. No request is made.
nonisolated public struct AsyncImage<Content: View>: View {
    private let content: Content

    /// The placeholder glyph, as an image of `url` is not loaded.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        content = Image(systemName: "")
    }

    /// What `placeholder` makes (`content` would get the loaded image).
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    /// What `content` makes for the `.empty` phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }

    public var body: some View { content }
}

/// The phase of an `AsyncImage`'s load, as in SwiftUI.
public enum AsyncImagePhase {
    /// Not loaded (in a terminal: always).
    case empty
    /// Loaded.
    case success(Image)
    /// Failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
