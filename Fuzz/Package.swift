// swift-tools-version:6.0
// Coverage-guided fuzzing of the scene parser and decoder with libFuzzer, kept out of the
// main package so that its build and CI are untouched. Run it with ./run (see README.md here).
import PackageDescription

let package = Package(
    name: "SceneFuzz",
    dependencies: [
        .package(name: "TerminalLayout", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "SceneFuzz",
            dependencies: [
                .product(name: "LayoutDemoCore", package: "TerminalLayout"),
                .product(name: "TerminalLayout", package: "TerminalLayout"),
                .product(name: "TerminalRenderer", package: "TerminalLayout"),
            ],
            path: "Sources/SceneFuzz",
            // libFuzzer is linked into this executable only: `run` instruments every module
            // (address sanitizer and coverage) with -Xswiftc flags, which also reach the
            // `@Entry` macro's tool executable, and libFuzzer's own `main` there would clash
            // with the tool's.
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
