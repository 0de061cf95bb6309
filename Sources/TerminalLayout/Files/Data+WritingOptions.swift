import Foundation

#if os(Linux)
extension Data.WritingOptions {
    /// `.atomic` by its older name, `Data.WritingOptions.atomicWrite`, which Linux's
    /// Foundation lacks (FILE2): `data.write(to: url, options: [.atomicWrite])` compiles.
    public static let atomicWrite = Data.WritingOptions.atomic
}
#endif
