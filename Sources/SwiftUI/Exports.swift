/// On Linux, where Apple's SwiftUI does not exist, this module is named `SwiftUI` and
/// re-exports `TerminalUI` — the views and layouts, the app vocabulary and `App.main()` on
/// the terminal — so that a file written for SwiftUI compiles unchanged: `import SwiftUI`,
/// names qualified as `SwiftUI.Text`, and `import Combine` beside it (the package's
/// `Combine` module). The package declares it only on Linux (`Package.swift`), where it
/// hides nothing.
@_exported import TerminalUI
// `URLSession` and `URLRequest` live in FoundationNetworking on Linux; Apple's SwiftUI brings them
// with Foundation, so a view's `try await URLSession.shared.data(for: request)` compiles as written.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
