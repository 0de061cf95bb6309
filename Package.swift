// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TerminalLayout",
    products: [
        .library(name: "TerminalLayout", targets: ["TerminalLayout"]),
        .library(name: "LayoutGallery", targets: ["LayoutGallery"]),
    ],
    targets: [
        .target(name: "TerminalLayout"),
        .target(name: "LayoutGallery", dependencies: ["TerminalLayout"], path: "Sources/LayoutGallery"),
        .testTarget(name: "TerminalLayoutTests", dependencies: ["TerminalLayout"]),
        .testTarget(name: "LayoutGalleryTests", dependencies: ["LayoutGallery", "TerminalLayout"],
                    path: "Tests/LayoutGalleryTests"),
        .target(name: "LayoutDemoCore", dependencies: ["TerminalLayout", "LayoutGallery"], path: "Demos/LayoutDemoCore"),
        .testTarget(name: "DemoTests", dependencies: ["LayoutDemoCore", "TerminalLayout", "LayoutGallery"]),
    ],
    swiftLanguageModes: [.v6]
)
