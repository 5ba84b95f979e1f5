import XCTest

@testable import L10nGenProject

/// Which targets of a manifest apply L10nGenPlugin. The manifests are written as SwiftPM's
/// documentation writes targets and plugin usages (PackageDescription's `Target.PluginUsage`:
/// `.plugin(name:package:)`, or a string literal for `.plugin(name:)`).
final class ManifestPluginUsageTests: XCTestCase {
  private let header = """
    // Swift-tools-version:5.9
    import PackageDescription
    """

  /// The providers the command plugin finds among a package's dependencies: those with a product
  /// named L10nGenPlugin (here, as the manifests declare them), and l10ngen itself.
  private let providers: Set<String> = ["l10ngen", "l10ngenplugins", "L10nGen-Fork"]

  func testATargetThatAppliesThePluginByProductIsFound() {
    // A target that applies the plugin by product.
    let manifest = """
      \(header)
      let package = Package(name: "P", dependencies: [.package(path: "../l10ngen")], targets: [
        .target(name: "A", resources: [.process("Resources")], plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
        .executableTarget(name: "App", dependencies: ["A"]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), ["A"])
  }

  func testEveryKindOfTargetAndAStringLiteralPluginAreFound() {
    // Every kind of target, and the plugin named by a string literal.
    let manifest = """
      \(header)
      let package = Package(name: "P", targets: [
        .executableTarget(name: "E", plugins: ["L10nGenPlugin"]),
        .testTarget(name: "T", plugins: [.plugin(name: "L10nGenPlugin", package: "L10nGen")]),
        Target.target(name: "U", plugins: [.plugin(name: "L10nGenPlugin")]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), ["E", "T", "U"])
  }

  func testCommentsRawStringsAndNestedTargetDependenciesDoNotConfuseIt() {
    // A nested target dependency, comments and raw strings do not confuse it.
    let manifest = """
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
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), ["A"])
  }

  func testThePluginsNameElsewhereThanInPluginsIsNoUsage() {
    // The plugin's name elsewhere than in plugins: is no usage.
    let manifest = """
      \(header)
      let package = Package(name: "P", targets: [
        .target(name: "A", dependencies: [.product(name: "L10nGenPlugin", package: "l10ngen")],
                resources: [.copy("L10nGenPlugin")], plugins: [.plugin(name: "L10nGenCatalogs", package: "l10ngen")]),
        .target(name: "B", dependencies: [.byName(name: "L10nGenPlugin")], exclude: ["L10nGenPlugin"]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), [])
  }

  func testAPluginOfThatNameFromAnotherPackageIsNoUsage() {
    // A plugin of that name from another package is no usage.
    let manifest = """
      \(header)
      let package = Package(name: "P", targets: [
        .target(name: "A", plugins: [.plugin(name: "L10nGenPlugin", package: "other-l10n")]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), [])
  }

  func testThePrebuiltPackageOrAForkProvidesIt() {
    // The plugin from the vendored prebuilt package, or a fork, whose identity is not l10ngen.
    let manifest = """
      \(header)
      let package = Package(name: "P", dependencies: [.package(path: "Vendor/L10nGenPlugins")], targets: [
        .target(name: "A", plugins: [.plugin(name: "L10nGenPlugin", package: "L10nGenPlugins")]),
        .target(name: "B", plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen-fork")]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), ["A", "B"])
  }

  func testAnInterpolationWithQuotesInsideAStringIsReadWhole() {
    // An interpolation with quotes inside a string.
    let manifest = """
      \(header)
      import Foundation
      let package = Package(name: "P", targets: [
        .target(name: "A", path: "Sources/\\(ProcessInfo.processInfo.environment["X"] ?? "A")",
                plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
        .macro(name: "M", plugins: ["L10nGenPlugin"]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: providers, manifest: manifest), ["A", "M"])
  }

  func testTheCommandLineTakesThePluginOfAnyPackage() {
    // With no package graph, `nil`: a plugin named L10nGenPlugin is l10ngen's whatever provides it.
    let manifest = """
      \(header)
      let package = Package(name: "P", targets: [
        .target(name: "A", plugins: [.plugin(name: "L10nGenPlugin", package: "other-l10n")]),
        .target(name: "B", plugins: [.plugin(name: "L10nGenCatalogs", package: "l10ngen")]),
      ])
      """
    XCTAssertEqual(ManifestPluginUsage.targets(applying: "L10nGenPlugin", of: nil, manifest: manifest), ["A"])
  }
}
