import L10nGenTestSupport
import XCTest

@testable import L10nGenTables

/// The one decision of which `.lproj` holds the development language. The defaults follow Xcode and
/// SwiftPM: a package's `defaultLocalization` names it; without one, Xcode's templates and SwiftPM's
/// resources use `en`, and `Base.lproj` holds the development language's base internationalization.
final class DevelopmentLanguageTests: XCTestCase {
  func testTheLanguageAskedForIsChosenWhenItsFolderIsThere() {
    let asked = DevelopmentLanguage(requested: "de")
    XCTAssertEqual(asked.choose(among: ["Base", "de", "en"], named: ["en"]), "de")
    XCTAssertEqual(DevelopmentLanguage(requested: "pt-br").choose(among: ["en", "pt-BR"]), "pt-BR", "folder names match without case")
    XCTAssertEqual(asked.choose(among: ["Base", "en"]), "Base", "Base.lproj is the development language's base internationalization")
    XCTAssertNil(asked.choose(among: ["en", "fr"]), "a language asked for and missing is not replaced by another")
  }

  func testTheOneFolderTheInputsNameIsChosen() {
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["de", "en"], named: ["de", "de"]), "de")
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["de", "en", "fr"], named: ["de", "fr"]), "en")
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["Base", "de", "en"], named: ["Base", "de"]), "de", "Base goes with the language beside it")
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["Base", "de", "en"], named: ["Base"]), "Base")
  }

  func testEnglishThenBase() {
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["Base", "de", "en"]), "en")
    XCTAssertEqual(DevelopmentLanguage().choose(among: ["Base", "de"]), "Base")
    XCTAssertNil(DevelopmentLanguage().choose(among: ["hy"]), "a lone folder beside a storyboard holds its translations")
    XCTAssertNil(DevelopmentLanguage().choose(among: ["de", "fr"]))
  }

  func testInitProposesTheOnlyFolderWhenNothingElseDecides() {
    XCTAssertEqual(DevelopmentLanguage().proposal(among: ["ja"]), "ja")
    XCTAssertEqual(DevelopmentLanguage().proposal(among: ["en", "ja"]), "en")
    XCTAssertNil(DevelopmentLanguage().proposal(among: ["de", "fr"]))
    XCTAssertNil(DevelopmentLanguage(requested: "de").proposal(among: ["fr"]), "a language asked for is not replaced by the only folder")
  }

  func testAManifestsDefaultLocalizationIsTheLanguageAskedFor() throws {
    let directory = try TemporaryDirectory()
    let manifest = try directory.write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        defaultLocalization: "de",
        targets: [.target(name: "App", resources: [.process("Resources")])]
      )
      """)
    XCTAssertEqual(DevelopmentLanguage.fromManifest(manifest), DevelopmentLanguage(requested: "de"))
    let without = try directory.write("Other/Package.swift", "let package = Package(name: \"Other\")\n")
    XCTAssertEqual(DevelopmentLanguage.fromManifest(without), DevelopmentLanguage())
    XCTAssertEqual(DevelopmentLanguage.fromManifest(directory.path("Missing/Package.swift")), DevelopmentLanguage())
  }
}
