// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
        .library(name: "LayoutGallery", targets: ["LayoutGallery"]),
        .library(name: "TerminalRenderer", targets: ["TerminalRenderer"]),
        .executable(name: "renderer-smoke", targets: ["RendererSmoke"]),
        .executable(name: "layout-demo", targets: ["LayoutDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "TerminalLayout"),
        .target(name: "LayoutGallery", dependencies: ["TerminalLayout"], path: "Sources/LayoutGallery"),
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalRenderer", dependencies: ["TerminalLayout", "CNcurses"], path: "Sources/TerminalRenderer"),
        .executableTarget(name: "RendererSmoke", dependencies: ["TerminalRenderer"], path: "Sources/RendererSmoke"),
        .target(name: "LayoutDemoCore", dependencies: ["TerminalLayout", "LayoutGallery", "TerminalRenderer"],
                path: "Demos/LayoutDemoCore"),
        .executableTarget(name: "LayoutDemo",
                          dependencies: ["LayoutDemoCore", "TerminalRenderer", "LayoutGallery", "TerminalLayout",
                                         .product(name: "ArgumentParser", package: "swift-argument-parser")],
                          path: "Demos/LayoutDemo"),

        .testTarget(name: "TerminalLayoutTests", dependencies: ["TerminalLayout"]),
        .testTarget(name: "LayoutGalleryTests", dependencies: ["LayoutGallery", "TerminalLayout", "TerminalRenderer"]),
        .testTarget(name: "TerminalRendererTests", dependencies: ["TerminalRenderer", "TerminalLayout", "CNcurses", "TerminalTestSupport"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "DemoTests", dependencies: ["LayoutDemoCore", "TerminalLayout", "LayoutGallery", "TerminalRenderer", "TerminalTestSupport"]),
        // Test helpers shared by the test targets: a private tmux server, posix_spawn process runs.
        .target(name: "TerminalTestSupport", path: "Tests/TerminalTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
