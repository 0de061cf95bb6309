// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
    ],
    targets: [
        .target(name: "TerminalLayout", path: "Sources/TerminalLayout"),
        .testTarget(
            name: "TerminalLayoutTests",
            dependencies: ["TerminalLayout"],
            path: "Tests/TerminalLayoutTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
