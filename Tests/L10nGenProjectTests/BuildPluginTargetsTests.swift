import Foundation
import XCTest

@testable import L10nGenConfig
@testable import L10nGenGeneration
@testable import L10nGenProject
@testable import L10nGenTables

/// What `L10nGenPlugin` generates for a package's targets, as the commands read it with no config.
/// The expected entries are the plugin's own (`Plugins/L10nGenPlugin`, `Plugins/Shared`): with no
/// config, `strings --template structured-swift6 --every-locale --package-manifest Package.swift`
/// and every table of the target (`TargetTables.arguments`); with a target's `l10ngen.json` that has
/// `"strings"`, its entries (`ConfigFile.generates`); SwiftPM's default target folder, `Sources/<name>`.
final class BuildPluginTargetsTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("l10ngen-plugin-targets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ path: String, _ text: String) throws {
    let file = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  private func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

  private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "MyApp", defaultLocalization: "en", dependencies: [.package(path: "../l10ngen")],
      targets: [
        .target(name: "Feature", resources: [.process("Resources")], plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),
        .target(name: "Plain", resources: [.process("Resources")]),
        .target(name: "Elsewhere", path: "Modules/Elsewhere", plugins: ["L10nGenPlugin"]),
      ])
    """

  func testEachTargetThatAppliesThePluginGeneratesEveryTableWithTheRecommendedTemplate() throws {
    try write("Package.swift", manifest)
    try write("Sources/Feature/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try write("Sources/Feature/Resources/de.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try write("Sources/Feature/Shop.xcstrings", #"{"sourceLanguage": "en", "version": "1.0", "strings": {}}"#)
    try write("Sources/Plain/Resources/en.lproj/Localizable.strings", "\"b\" = \"B\";\n")
    let targets = try XCTUnwrap(BuildPluginTargets(packageDirectory: folder.path))
    XCTAssertEqual(targets.targets, [BuildPluginTargets.Target(name: "Feature", folder: path("Sources/Feature"), config: nil)])
    XCTAssertEqual(targets.unplaced, ["Elsewhere"], "a target with a path: of its own is not in Sources/<name>")
    let jobs = try targets.jobs(environment: [:])
    XCTAssertEqual(
      jobs,
      [
        StringsJob(
          inputs: [
            path("Sources/Feature/Resources/de.lproj/Localizable.strings"), path("Sources/Feature/Resources/en.lproj/Localizable.strings"),
            path("Sources/Feature/Shop.xcstrings"),
          ], language: DevelopmentLanguage(requested: "en"), everyLocale: true,
          outputs: [
            OutputRequest(
              template: .builtin("structured-swift6"), output: path("Sources/Feature/L10n.swift"), params: ["developmentLanguage": .string("en")])
          ])
      ])
  }

  func testATargetsOwnConfigThatGeneratesIsWhatThePluginRuns() throws {
    try write("Package.swift", manifest)
    try write("Sources/Feature/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    // Documentation/Plugins.md's config that makes L10n public.
    try write(
      "Sources/Feature/l10ngen.json",
      #"{"strings": [{"inputs": "Resources", "outputs": {"template": "structured-swift6", "output": "L10n.swift", "params": {"publicAccess": true}}}]}"#
    )
    let targets = try XCTUnwrap(BuildPluginTargets(packageDirectory: folder.path))
    XCTAssertEqual(targets.targets.map(\.config), [path("Sources/Feature/l10ngen.json")])
    let jobs = try targets.jobs(environment: [:])
    XCTAssertEqual(jobs.map(\.inputs), [[path("Sources/Feature/Resources")]])
    XCTAssertEqual(jobs.flatMap(\.outputs).map(\.output), [path("Sources/Feature/L10n.swift")])
    XCTAssertEqual(jobs.flatMap(\.outputs).map { $0.params["publicAccess"] }, [.bool(true)])
  }

  func testATargetsConfigOfRulesAloneLeavesGenerationAsWithNone() throws {
    try write("Package.swift", manifest)
    try write("Sources/Feature/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try write("Sources/Feature/l10ngen.json", #"{"build": {"errors": ["missing-key"]}}"#)
    let targets = try XCTUnwrap(BuildPluginTargets(packageDirectory: folder.path))
    XCTAssertEqual(targets.targets.map(\.config), [nil])
    XCTAssertEqual(try targets.jobs(environment: [:]).flatMap(\.outputs).map(\.output), [path("Sources/Feature/L10n.swift")])
  }

  func testNoManifestOrNoTargetApplyingThePluginIsNone() throws {
    XCTAssertNil(BuildPluginTargets(packageDirectory: folder.path))
    try write("Package.swift", "let package = Package(name: \"P\", targets: [.target(name: \"A\", plugins: [\"L10nGenCatalogs\"])])\n")
    XCTAssertNil(BuildPluginTargets(packageDirectory: folder.path))
  }

  func testTheTargetOwningAPathIsTheOneWhoseFolderHoldsIt() throws {
    try write("Package.swift", manifest)
    try write("Sources/Feature/Resources/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    let targets = try XCTUnwrap(BuildPluginTargets(packageDirectory: folder.path))
    XCTAssertEqual(targets.target(owning: path("Sources/Feature/Generated/L10n.swift"))?.name, "Feature")
    XCTAssertNil(targets.target(owning: path("Sources/FeatureKit/L10n.swift")), "a folder whose name starts alike is another")
    XCTAssertNil(targets.target(owning: path("Sources/Plain/L10n.swift")))
  }
}
