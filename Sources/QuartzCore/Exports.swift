// QuartzCore, as far as SwiftUI code uses it, for Linux (which has none): `CATransform3D` and its
// functions, so a file that builds a 3D transform for `projectionEffect` or
// `ProjectionTransform(_:)` compiles unchanged. `TerminalLayout` re-exports it, as `import SwiftUI`
// brings QuartzCore's names on Apple platforms. Declared in `Package.swift` on Linux only.
@_exported import CoreGraphics
