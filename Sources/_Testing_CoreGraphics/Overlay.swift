// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics`
// (`Testing.swiftcrossimport/CoreGraphics.swiftoverlay` in the toolchain): a file that imports
// both `Testing` and `CoreGraphics` — directly, or through `TerminalLayout` or `SwiftUI`, which
// re-export it — makes the compiler import that module too, and fails with "no such module"
// where it does not exist. On Apple platforms it adds test attachments of `CGImage`s; Linux has
// no `CGImage`, so this module is empty: it only has to exist. Declared in `Package.swift` on
// Linux only, beside `CoreGraphics`.
