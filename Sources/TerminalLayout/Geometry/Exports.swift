// Re-exports Foundation so that `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
// are available to users with a single `import TerminalLayout`, exactly as
// `import SwiftUI` provides them.
@_exported import Foundation
