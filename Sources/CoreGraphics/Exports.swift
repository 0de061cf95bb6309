// CoreGraphics, as far as SwiftUI code uses it, for Linux (which has none): a file that imports
// `CoreGraphics` for `CGFloat` and `CGPoint` (Foundation's on Linux, re-exported here) or for
// `CGAffineTransform`, `CGVector`, `CGLineCap`, `CGLineJoin` and the `CG…Make` functions (declared
// in this module) compiles unchanged. `TerminalLayout` re-exports it, as `import SwiftUI` brings
// CoreGraphics' names on Apple platforms. Declared in `Package.swift` on Linux only.
@_exported import Foundation
