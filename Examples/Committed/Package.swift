// swift-tools-version:5.9
import PackageDescription

// The committed-code route: the generated `L10n.swift` is written into the target by the command
// plugin (`swift package --allow-writing-to-package-directory l10ngen`) and committed, and the build
// applies only `L10nGenCatalogs`, which compiles the String Catalog for SwiftPM and generates nothing.
let package = Package(
  name: "Committed",
  defaultLocalization: "en",
  dependencies: [
    .package(name: "l10ngen", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "Committed",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "L10nGenCatalogs", package: "l10ngen")]
    )
  ]
)
