// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
        .library(name: "TerminalRenderer", targets: ["TerminalRenderer"]),
        .executable(name: "renderer-smoke", targets: ["RendererSmoke"]),
    ],
    targets: [
        .target(name: "TerminalLayout", path: "Sources/TerminalLayout"),
        .target(
            name: "TerminalRenderer",
            dependencies: ["TerminalLayout", "CNcurses"],
            path: "Sources/TerminalRenderer"
        ),
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .executableTarget(
            name: "RendererSmoke",
            dependencies: ["TerminalRenderer"],
            path: "Sources/RendererSmoke"
        ),
        .testTarget(
            name: "TerminalLayoutTests",
            dependencies: ["TerminalLayout"],
            path: "Tests/TerminalLayoutTests"
        ),
        .testTarget(
            name: "TerminalRendererTests",
            dependencies: ["TerminalRenderer", "TerminalLayout", "CNcurses"],
            path: "Tests/TerminalRendererTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
