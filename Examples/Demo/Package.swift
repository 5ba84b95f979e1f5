// swift-tools-version:5.9
import PackageDescription

// A small app that uses l10ngen's build-tool plugin with zero configuration: the plugin generates
// `L10n` from the target's development-language tables on every build that changed one.
let package = Package(
  name: "Demo",
  defaultLocalization: "en",
  dependencies: [
    .package(name: "l10ngen", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "Demo",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]
    )
  ]
)
