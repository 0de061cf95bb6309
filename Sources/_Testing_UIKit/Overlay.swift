// Swift Testing declares a cross-import overlay named `_Testing_UIKit`
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` in the toolchain): a file that imports both
// `Testing` and `UIKit` makes the compiler import that module too, and fails with "no such
// module" where it does not exist. On Apple platforms it adds test attachments of `UIImage`s;
// here it is empty: it only has to exist. Declared in `Package.swift` on Linux only, beside
// `UIKit` (as `_Testing_CoreGraphics` is beside `CoreGraphics`).
