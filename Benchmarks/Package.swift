// swift-tools-version:6.1
// The performance benchmarks of issue 10 ("Engine v2"): a package of its own, so that
// `swift test` at the root never builds it. Run everything with `Benchmarks/run`.
import PackageDescription

let package = Package(
    name: "TerminalLayoutBenchmarks",
    dependencies: [
        .package(name: "TerminalLayout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads' inputs (SplitMix64, seed 42) and view trees, shared by every executable.
        .target(name: "BenchmarkInputs",
                dependencies: [.product(name: "TerminalLayout", package: "TerminalLayout"),
                               .product(name: "LayoutGallery", package: "TerminalLayout")]),
        // Timed workloads, run by `swift package benchmark` (ordo-one/benchmark).
        .executableTarget(name: "LayoutBenchmarks",
                          dependencies: ["BenchmarkInputs",
                                         .product(name: "TerminalLayout", package: "TerminalLayout"),
                                         .product(name: "LayoutGallery", package: "TerminalLayout"),
                                         .product(name: "Benchmark", package: "benchmark")],
                          path: "Benchmarks/LayoutBenchmarks",
                          plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // glibc's mallinfo2(), which Swift's Glibc module does not import.
        .target(name: "CMallocInfo"),
        // Counts rather than times: sizeThatFits per subview, memo hit rates, bytes per view, peak RSS.
        .executableTarget(name: "LayoutCounts",
                          dependencies: ["BenchmarkInputs", "CMallocInfo",
                                         .product(name: "TerminalLayout", package: "TerminalLayout"),
                                         .product(name: "LayoutGallery", package: "TerminalLayout"),
                                         .product(name: "TerminalRenderer", package: "TerminalLayout")]),
    ],
    swiftLanguageModes: [.v6]
)
