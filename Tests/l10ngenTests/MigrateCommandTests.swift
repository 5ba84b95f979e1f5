import Foundation
import XCTest

/// `l10ngen migrate`: a project's lookups become the accessors its config generates.
final class MigrateCommandTests: XCTestCase {
  private func project() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.write("Sources/App/en.lproj/Localizable.strings", """
      "settings.title" = "Settings";
      "inbox.unread" = "%d unread of %@";

      """)
    try sandbox.write("l10ngen.json", """
      {"strings": [{"inputs": ["Sources/App/en.lproj"], "outputs": [{"template": "structured-swift6", "output": "Sources/App/Generated/L10n.swift"}]}],
       "code": {"sources": ["Sources"], "lookupFunctions": ["tr"]}}
      """)
    try sandbox.write("Sources/App/Screen.swift", """
      import Foundation

      func tr(_ key: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(key, comment: ""), arguments: arguments) }

      func texts(count: Int, name: String) -> [String] {
        [
          NSLocalizedString("settings.title", comment: "The settings screen"),  // NSLocalizedString("x")
          String(format: NSLocalizedString("inbox.unread", comment: ""), count, name),
          tr("inbox.unread", count, name),
        ]
      }

      """)
    XCTAssertEqual(try runL10nGen([], in: sandbox.url).status, 0)
    return sandbox
  }

  private let migrated = """
    import Foundation

    func tr(_ key: String, _ arguments: CVarArg...) -> String { String(format: NSLocalizedString(key, comment: ""), arguments: arguments) }

    func texts(count: Int, name: String) -> [String] {
      [
        L10n.Settings.title,  // NSLocalizedString("x")
        L10n.Inbox.unread(count, name),
        L10n.Inbox.unread(count, name),
      ]
    }

    """

  func testDryRunPrintsTheDiffAndWritesNothing() throws {
    let sandbox = try project()
    let before = sandbox.read("Sources/App/Screen.swift")
    let result = try runL10nGen(["migrate", "--dry-run"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(sandbox.read("Sources/App/Screen.swift"), before)
    XCTAssertEqual(result.stdout, """
      --- a/Sources/App/Screen.swift
      +++ b/Sources/App/Screen.swift
      @@ -4,8 +4,8 @@
       
       func texts(count: Int, name: String) -> [String] {
         [
      -    NSLocalizedString("settings.title", comment: "The settings screen"),  // NSLocalizedString("x")
      -    String(format: NSLocalizedString("inbox.unread", comment: ""), count, name),
      -    tr("inbox.unread", count, name),
      +    L10n.Settings.title,  // NSLocalizedString("x")
      +    L10n.Inbox.unread(count, name),
      +    L10n.Inbox.unread(count, name),
         ]
       }

      """)
    XCTAssertEqual(result.stderr, """
      Sources/App/Screen.swift:3:76: note: String(format:) left as it is: its key is not a string literal, so which string it reads is known only at run time
      would rewrite 3 lookups in 1 file; left 1: 1 key not a literal

      """)
  }

  func testMigrationRewritesCodeThatCompilesWithTheGeneratedFileAndKeepsPermissions() throws {
    let sandbox = try project()
    chmod(sandbox.path("Sources/App/Screen.swift"), 0o640)
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("rewrote 3 lookups in 1 file; left 1: 1 key not a literal\n"), result.stderr)
    XCTAssertEqual(sandbox.read("Sources/App/Screen.swift"), migrated)
    let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.path("Sources/App/Screen.swift"))
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
    let compile = try typeCheck([sandbox.path("Sources/App/Screen.swift"), sandbox.path("Sources/App/Generated/L10n.swift")])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    // Once migrated, nothing is left to rewrite: --check passes.
    XCTAssertEqual(try runL10nGen(["migrate", "--check"], in: sandbox.url).status, 0)
  }

  func testCheckFailsWhileALookupIsLeftToRewrite() throws {
    let sandbox = try project()
    let result = try runL10nGen(["migrate", "--check"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasSuffix("would rewrite 3 lookups in 1 file; left 1: 1 key not a literal\n"), result.stderr)
    XCTAssertEqual(result.stdout, "")
  }

  func testAKeyItsTableLacksIsAnError() throws {
    let sandbox = try project()
    try sandbox.write("Sources/App/Typo.swift", "import Foundation\nlet t = NSLocalizedString(\"settings.titel\", comment: \"\")\n")
    let result = try runL10nGen(["migrate", "Sources/App/Typo.swift"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, """
      Sources/App/Typo.swift:2:9: error: key "settings.titel" is not in table Localizable: users see the key itself; add it to the table or fix the key
      rewrote 0 lookups in 0 files; left 1: 1 key missing from its table

      """)
  }

  func testWithoutAConfigItSaysWhatItNeeds() throws {
    let sandbox = try Sandbox()
    let result = try runL10nGen(["migrate"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "error: no config at l10ngen.json: migrate rewrites lookups into the accessors a config generates (l10ngen init writes one)\n")
  }
}
