// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
        .library(name: "TerminalRenderer", targets: ["TerminalRenderer"]),
    ],
    targets: [
        .target(name: "TerminalLayout", path: "Sources/TerminalLayout"),
        .target(
            name: "TerminalRenderer",
            dependencies: ["TerminalLayout"],
            path: "Sources/TerminalRenderer"
        ),
        .testTarget(
            name: "TerminalLayoutTests",
            dependencies: ["TerminalLayout"],
            path: "Tests/TerminalLayoutTests"
        ),
        .testTarget(
            name: "TerminalRendererTests",
            dependencies: ["TerminalRenderer", "TerminalLayout"],
            path: "Tests/TerminalRendererTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
