// Re-exports Foundation so that `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// are available to users with a single `import TerminalLayout`, exactly as
// `import SwiftUI` provides them.
@_exported import Foundation
// Combine's names (`ObservableObject`, `@Published`, the publishers `onReceive` takes) come with
// `import TerminalLayout`, as they come with `import SwiftUI` on Apple platforms.
@_exported import Combine
// CoreGraphics' names come with it too, as with `import SwiftUI`: Apple's CoreGraphics there, and
// on Linux the package's `CoreGraphics` module (`Sources/CoreGraphics`: `CGAffineTransform`,
// `CGVector`, `CGLineCap`, …), so a file's `import CoreGraphics` compiles.
@_exported import CoreGraphics
// QuartzCore's `CATransform3D` too (`Sources/QuartzCore` on Linux, QTZ1), as with `import SwiftUI`.
#if canImport(QuartzCore)
@_exported import QuartzCore
#endif
// And `UTType` (`Sources/UniformTypeIdentifiers` on Linux, UTI1): SwiftUI's transfer and file APIs
// take uniform types, and files using them often leave out `import UniformTypeIdentifiers`.
#if canImport(UniformTypeIdentifiers)
@_exported import UniformTypeIdentifiers
#endif
