import L10nGenTestSupport
import XCTest

@testable import L10nGenTables

/// What `l10ngen init` and `l10ngen lint` without a config take for a project's tables.
final class ProjectSearchTests: XCTestCase {
  func testFindsLprojTablesAndCatalogsAndPassesOverWhatIsNotTheApps() throws {
    let directory = try TemporaryDirectory()
    for file in [
      "App/Resources/en.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.stringsdict",
      "App/Resources/de.lproj/Localizable.strings", "App/Catalog.xcstrings", "App/mul.lproj/Shared.xcstrings",
      // Not tables of the app: outside an .lproj, hidden, built, a dependency, a bundle, an asset catalog.
      "App/Loose.strings", ".build/checkouts/Dep/en.lproj/A.strings", "App/.hidden/en.lproj/A.strings", "build/en.lproj/A.strings",
      "Pods/Dep/en.lproj/A.strings", "node_modules/x/en.lproj/A.strings", "App/Settings.bundle/en.lproj/Root.strings",
      "App/Assets.xcassets/en.lproj/A.strings", "DerivedData/en.lproj/A.strings", "Carthage/Checkouts/en.lproj/A.strings",
    ] {
      try directory.write(file, "\n")
    }
    let found = try ProjectSearch.tables(under: directory.url.path).map { String($0.dropFirst(directory.url.path.count + 1)) }
    XCTAssertEqual(
      found,
      [
        "App/Catalog.xcstrings", "App/Resources/de.lproj/Localizable.strings", "App/Resources/en.lproj/Localizable.strings",
        "App/Resources/en.lproj/Localizable.stringsdict", "App/mul.lproj/Shared.xcstrings",
      ])
  }

  func testAFolderThatCannotBeReadIsAnError() {
    XCTAssertThrowsError(try ProjectSearch.tables(under: "/no/such/folder")) { error in
      XCTAssertEqual(error as? DiscoveryError, .unreadableDirectory(path: "/no/such/folder", reason: "not readable"))
    }
  }
}
