// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
        // Combine's names SwiftUI code uses, for Linux, which has no Combine: `import Combine` compiles.
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "LayoutGallery", targets: ["LayoutGallery"]),
        .library(name: "TerminalCanvas", targets: ["TerminalCanvas"]),
        .library(name: "TerminalCurses", targets: ["TerminalCurses"]),
        .library(name: "TerminalRenderer", targets: ["TerminalRenderer"]),
        // What a terminal app imports: the views, the app vocabulary, App.main() on the terminal.
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .executable(name: "renderer-smoke", targets: ["RendererSmoke"]),
        .executable(name: "hello", targets: ["Hello"]),
        .executable(name: "log-viewer", targets: ["LogViewer"]),
        .executable(name: "dashboard", targets: ["Dashboard"]),
        .executable(name: "layout-demo", targets: ["LayoutDemo"]),
        // For the fuzzer (Fuzz/, a separate package): the scene parser and decoder.
        .library(name: "LayoutDemoCore", targets: ["LayoutDemoCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation --target TerminalLayout` (Sources/TerminalLayout/TerminalLayout.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The `@Entry` macro (Sources/TerminalLayoutMacros); 600 is Swift 6.0's, 603 Swift 6.3's.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        .target(name: "TerminalLayout", dependencies: ["Combine", "TerminalLayoutMacros"]),
        // The part of Combine SwiftUI code uses (RCV1): publishers, subjects, operators, schedulers,
        // `ObservableObject` and `@Published`. Linux has no Combine; TerminalLayout re-exports this one.
        .target(name: "Combine", path: "Sources/Combine"),
        // SwiftUI's macros (`@Entry`), compiled for the compiler: TerminalLayout declares them.
        .macro(name: "TerminalLayoutMacros", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ], path: "Sources/TerminalLayoutMacros"),
        .target(name: "LayoutGallery", dependencies: ["TerminalLayout"], path: "Sources/LayoutGallery"),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        // Cells, styles, colours, boxes, text, the diff of two canvases and its bytes,
        // TextScreen: no curses, no terminal.
        .target(name: "TerminalCanvas", dependencies: ["TerminalLayout"], path: "Sources/TerminalCanvas"),
        // The curses backend: terminal set-up, keys, CursesScreen (one write(2) a frame).
        .target(name: "TerminalCurses", dependencies: ["TerminalCanvas", "CNcurses"], path: "Sources/TerminalCurses"),
        // Layouts → canvases (PlacementRenderer) and the run loop (TerminalApp); re-exports TerminalCanvas.
        .target(name: "TerminalRenderer", dependencies: ["TerminalLayout", "TerminalCanvas"], path: "Sources/TerminalRenderer"),
        // App.main() on a CursesScreen; re-exports TerminalLayout, TerminalRenderer and TerminalCurses.
        .target(name: "TerminalUI", dependencies: ["TerminalLayout", "TerminalRenderer", "TerminalCurses"], path: "Sources/TerminalUI"),
        // Examples/: small apps written as SwiftUI apps are, each built by `swift build` and run by ExamplesTests.
        .executableTarget(name: "Hello", dependencies: ["TerminalUI"], path: "Examples/Hello"),
        .executableTarget(name: "LogViewer", dependencies: ["TerminalUI"], path: "Examples/LogViewer"),
        .executableTarget(name: "Dashboard", dependencies: ["TerminalUI"], path: "Examples/Dashboard"),
        .executableTarget(name: "RendererSmoke", dependencies: ["TerminalLayout", "TerminalRenderer", "TerminalCurses"], path: "Sources/RendererSmoke"),
        .target(name: "LayoutDemoCore", dependencies: ["TerminalLayout", "LayoutGallery", "TerminalRenderer"],
                path: "Demos/LayoutDemoCore"),
        .executableTarget(name: "LayoutDemo",
                          dependencies: ["LayoutDemoCore", "TerminalRenderer", "TerminalCurses", "LayoutGallery", "TerminalLayout",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Demos/LayoutDemo"),

        .testTarget(name: "TerminalLayoutTests", dependencies: ["TerminalLayout", "TerminalTestSupport"]),
        // The Combine subset alone, as `import Combine` sees it.
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        // The macros' expansions, as text (swift-syntax's test support, with Swift Testing).
        .testTarget(name: "TerminalLayoutMacrosTests", dependencies: [
            "TerminalLayoutMacros",
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
        ]),
        .testTarget(name: "LayoutGalleryTests", dependencies: ["LayoutGallery", "TerminalLayout", "TerminalRenderer", "TerminalTestSupport"]),
        .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas", "TerminalLayout"], exclude: ["Snapshots"]),
        .testTarget(name: "TerminalCursesTests", dependencies: ["TerminalCurses", "TerminalCanvas", "TerminalLayout", "CNcurses",
                                                                "TerminalTestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "TerminalRendererTests", dependencies: ["TerminalRenderer", "TerminalLayout"]),
        // What an app sees with `import TerminalUI` alone: SwiftUI code (`Canvas` is the view).
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
        // The examples, built by `swift build`, run as processes.
        .testTarget(name: "ExamplesTests", dependencies: ["TerminalTestSupport"]),
        .testTarget(name: "DemoTests", dependencies: ["LayoutDemoCore", "TerminalLayout", "LayoutGallery", "TerminalRenderer", "TerminalTestSupport"]),
        // Test helpers shared by the test targets: a private tmux server, posix_spawn process runs;
        // the property tests' random view trees, proposals and invariants.
        .target(name: "TerminalTestSupport", dependencies: ["TerminalLayout"], path: "Tests/TerminalTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// A module named `CoreGraphics` (CGAffineTransform, CGVector, CGLineCap, CGLineJoin, the CG…Make
// functions; Foundation's CGFloat, CGPoint, CGSize, CGRect re-exported), which Linux lacks, so that
// a file's `import CoreGraphics` compiles; TerminalLayout depends on it and re-exports it, as
// SwiftUI re-exports Apple's. `_Testing_CoreGraphics` is the empty cross-import overlay Swift
// Testing asks for when a file imports both (see its file).
package.targets.append(.target(name: "_Testing_CoreGraphics", path: "Sources/_Testing_CoreGraphics"))
package.targets.append(.target(name: "CoreGraphics", dependencies: ["_Testing_CoreGraphics"], path: "Sources/CoreGraphics"))
package.products.append(.library(name: "CoreGraphics", targets: ["CoreGraphics"]))
package.targets.first { $0.name == "TerminalLayout" }!.dependencies.append("CoreGraphics")
// A module named `QuartzCore` (CATransform3D and its functions) on the same terms: Linux has none,
// and SwiftUI code builds 3D transforms for `projectionEffect` with it (QTZ1).
package.targets.append(.target(name: "QuartzCore", dependencies: ["CoreGraphics"], path: "Sources/QuartzCore"))
package.products.append(.library(name: "QuartzCore", targets: ["QuartzCore"]))
package.targets.first { $0.name == "TerminalLayout" }!.dependencies.append("QuartzCore")
// A module named `UniformTypeIdentifiers` (`UTType`, the system's types, types an app declares) on
// the same terms: Linux has none, and transferable types name their content types with it (UTI1).
package.targets.append(.target(name: "UniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers"))
package.products.append(.library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]))
package.targets.first { $0.name == "TerminalLayout" }!.dependencies.append("UniformTypeIdentifiers")
// A module named `SwiftUI` that re-exports TerminalUI, so that SwiftUI files compile unchanged on
// Linux (`import SwiftUI`, `SwiftUI.Text`). Declared on Linux only: elsewhere it would hide Apple's.
package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
package.targets.append(.target(name: "SwiftUI", dependencies: ["TerminalUI"], path: "Sources/SwiftUI"))
package.targets.append(.testTarget(name: "SwiftUITests", dependencies: ["SwiftUI"]))
// A module named `UIKit` that re-exports, type by type, the part of UIKit the package has (the
// application and scene delegates, windows, screen, device…) with Foundation and CoreGraphics, so
// that the UIKit files of a SwiftUI app compile unchanged (UIK2); declared on Linux only.
package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
package.targets.append(.target(name: "_Testing_UIKit", path: "Sources/_Testing_UIKit"))
package.targets.append(.target(name: "UIKit", dependencies: ["TerminalUI", "CoreGraphics", "QuartzCore", "_Testing_UIKit"], path: "Sources/UIKit"))
package.targets.append(.testTarget(name: "UIKitTests", dependencies: ["UIKit", "SwiftUI", "TerminalTestSupport"]))
// A SwiftUI app of the UIKit life cycle (app delegate, scene delegate, hosting controller).
package.products.append(.executable(name: "tally", targets: ["Tally"]))
package.targets.append(.executableTarget(name: "Tally", dependencies: ["SwiftUI", "UIKit"], path: "Examples/Tally"))
// A module named `SwiftData` (models, containers, contexts, `@Query`), so that SwiftUI apps written
// with SwiftData compile unchanged on Linux; its macros are in TerminalLayoutMacros.
package.products.append(.library(name: "SwiftData", targets: ["SwiftData"]))
package.targets.append(.target(name: "SwiftData", dependencies: ["TerminalLayout", "TerminalRenderer", "TerminalLayoutMacros"],
                               path: "Sources/SwiftData"))
package.targets.append(.testTarget(name: "SwiftDataTests", dependencies: ["SwiftData", "SwiftUI", "TerminalTestSupport"]))
// A SwiftUI app with SwiftData, written as for Apple platforms; its books persist across runs.
package.products.append(.executable(name: "bookworm", targets: ["Bookworm"]))
package.targets.append(.executableTarget(name: "Bookworm", dependencies: ["SwiftUI", "SwiftData"], path: "Examples/Bookworm"))
#endif
