// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
    ],
    targets: [
        .target(name: "TerminalLayout"),
        .testTarget(name: "TerminalLayoutTests", dependencies: ["TerminalLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
