// swift-tools-version:5.9
import PackageDescription

// The benchmark's in-process stage timer, a package of its own so that the root package's
// `swift build` and `swift test` never compile it. Run everything through `Benchmarks/run`.
let package = Package(
  name: "l10ngen-bench",
  dependencies: [.package(name: "l10ngen", path: "..")],
  targets: [
    .executableTarget(
      name: "l10ngen-bench",
      dependencies: [.product(name: "L10nGenKit", package: "l10ngen")],
      path: "Sources/l10ngen-bench")
  ]
)
