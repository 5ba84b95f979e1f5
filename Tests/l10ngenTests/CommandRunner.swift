import Foundation
import L10nGenTestSupport
import XCTest

/// Runs the built `l10ngen` binary, as a user (or a build system) would.
func runL10nGen(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> CommandResult {
  try runProcess(productsDirectory.appendingPathComponent("l10ngen"), arguments, in: directory, environment: environment)
}

/// `swiftc -typecheck` over `files`, one module, as a user's build would compile generated code
/// with the call sites written for it.
func typeCheck(_ files: [String], flags: [String] = []) throws -> CommandResult {
  try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck"] + flags + files)
}

/// Where SwiftPM put the products (the test bundle's folder).
var productsDirectory: URL {
  #if os(macOS)
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    return bundle.bundleURL.deletingLastPathComponent()
  }
  fatalError("couldn't find the products directory")
  #else
  return Bundle.main.bundleURL
  #endif
}

extension TemporaryDirectory {
  /// A package as Documentation/Plugins.md writes one: `defaultLocalization: "en"`, the targets
  /// `plugin` applying `L10nGenPlugin` (`.plugin(name:package:)`, PackageDescription's form), the
  /// others not.
  func writePackage(applyingThePluginTo plugin: [String], others: [String] = []) throws {
    let targets =
      plugin.map {
        #"    .target(name: "\#($0)", resources: [.process("Resources")], plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),"#
      }
      + others.map { #"    .target(name: "\#($0)"),"# }
    try write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "MyApp", defaultLocalization: "en", dependencies: [.package(path: "../l10ngen")],
        targets: [
      \(targets.joined(separator: "\n"))
        ])

      """)
  }
}
