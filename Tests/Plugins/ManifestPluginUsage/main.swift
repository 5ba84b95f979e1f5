// Compiled by Tests/Plugins/run with Plugins/L10nGenCommand/ManifestPluginUsage.swift (plugin code,
// which no test target can link): which targets of a manifest apply L10nGenPlugin. The manifests are
// written as SwiftPM's documentation writes targets and plugin usages (PackageDescription's
// `Target.PluginUsage`: `.plugin(name:package:)`, or a string literal for `.plugin(name:)`).

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

let header = """
  // swift-tools-version:5.9
  import PackageDescription
  """

let cases: [(name: String, manifest: String, expected: Set<String>)] = [
  ("a target that applies the plugin by product", """
    \(header)
    let package = Package(name: "P", dependencies: [.package(path: "../l10ngen")], targets: [
      .target(name: "A", resources: [.process("Resources")], plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
      .executableTarget(name: "App", dependencies: ["A"]),
    ])
    """, ["A"]),
  ("every kind of target, and the plugin named by a string literal", """
    \(header)
    let package = Package(name: "P", targets: [
      .executableTarget(name: "E", plugins: ["L10nGenPlugin"]),
      .testTarget(name: "T", plugins: [.plugin(name: "L10nGenPlugin", package: "L10nGen")]),
      Target.target(name: "U", plugins: [.plugin(name: "L10nGenPlugin")]),
    ])
    """, ["E", "T", "U"]),
  ("a nested target dependency, comments and raw strings do not confuse it", """
    \(header)
    /* .target(name: "Hidden", plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]) /* nested */ */
    let package = Package(name: "P", targets: [
      // .target(name: "Commented", plugins: ["L10nGenPlugin"]),
      .target(
        name: "A", dependencies: [.target(name: "B"), .product(name: "X", package: "x")],
        path: #"Sources/A"#, swiftSettings: [.define("A_\\(1)")],
        plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
      .target(name: "B"),
    ])
    """, ["A"]),
  ("the plugin's name elsewhere than in plugins: is no usage", """
    \(header)
    let package = Package(name: "P", targets: [
      .target(name: "A", dependencies: [.product(name: "L10nGenPlugin", package: "l10ngen")],
              resources: [.copy("L10nGenPlugin")], plugins: [.plugin(name: "L10nGenCatalogs", package: "l10ngen")]),
      .target(name: "B", dependencies: [.byName(name: "L10nGenPlugin")], exclude: ["L10nGenPlugin"]),
    ])
    """, []),
  ("a plugin of that name from another package is no usage", """
    \(header)
    let package = Package(name: "P", targets: [
      .target(name: "A", plugins: [.plugin(name: "L10nGenPlugin", package: "other-l10n")]),
    ])
    """, []),
  ("the plugin from the vendored prebuilt package, or a fork, whose identity is not l10ngen", """
    \(header)
    let package = Package(name: "P", dependencies: [.package(path: "Vendor/L10nGenPlugins")], targets: [
      .target(name: "A", plugins: [.plugin(name: "L10nGenPlugin", package: "L10nGenPlugins")]),
      .target(name: "B", plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen-fork")]),
    ])
    """, ["A", "B"]),
  ("an interpolation with quotes inside a string", """
    \(header)
    import Foundation
    let package = Package(name: "P", targets: [
      .target(name: "A", path: "Sources/\\(ProcessInfo.processInfo.environment["X"] ?? "A")",
              plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
      .macro(name: "M", plugins: ["L10nGenPlugin"]),
    ])
    """, ["A", "M"]),
]

var failed = 0
for (name, manifest, expected) in cases {
  // The providers the command plugin finds among the package's dependencies: those with a product
  // named L10nGenPlugin (here, as the manifests above declare them), and l10ngen itself.
  let found = ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: ["l10ngen", "l10ngenplugins", "L10nGen-Fork"], manifest: manifest)
  if found == expected {
    print("ok      the manifest's plugin usages: \(name)")
  } else {
    failed += 1
    print("FAILED  the manifest's plugin usages: \(name): found \(found.sorted()), expected \(expected.sorted())")
  }
}
exit(failed == 0 ? 0 : 1)
