/// A type that makes one preview: what the `#Preview` macro declares, as
/// in SwiftUI's developer tools (PRV1).
///
/// Do not conform to it yourself; the macro writes the conformance, with
/// where the preview was written.
public protocol PreviewRegistry {
    /// The file the preview was written in (`#fileID`).
    static var fileID: String { get }
    /// The line the preview starts on.
    static var line: Int { get }
    /// The column the preview starts at.
    static var column: Int { get }
    /// Makes the preview.
    @MainActor static func makePreview() throws -> Preview
}
