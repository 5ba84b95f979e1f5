// swift-tools-version:5.9
import PackageDescription

// No third-party dependencies, on purpose: the build-tool plugin compiles this package inside every
// user's build, so it must build fast and never clash with their dependency graph.
let package = Package(
  name: "l10ngen",
  products: [
    .executable(name: "l10ngen", targets: ["l10ngen"]),
    .library(name: "L10nGenKit", targets: ["L10nGenKit"]),
  ],
  targets: [
    .target(name: "L10nGenKit", path: "Sources/L10nGenKit"),
    .executableTarget(name: "l10ngen", dependencies: ["L10nGenKit"], path: "Sources/l10ngen"),
    .testTarget(
      name: "L10nGenKitTests",
      dependencies: ["L10nGenKit"],
      path: "Tests/L10nGenKitTests",
      resources: [.copy("Fixtures")]
    ),
    // Runs the built binary: exit statuses, messages, files written or not.
    .testTarget(name: "l10ngenTests", dependencies: ["l10ngen"], path: "Tests/l10ngenTests"),
  ]
)
