import Foundation
import L10nGenTestSupport
import XCTest

/// `l10ngen migrate` on Objective-C: the lookups of `.m` files become the Objective-C accessors of
/// the config's `objc-h` output, and the file imports their header. `Tests/Fixtures/MigrateObjC` is a
/// program whose `Texts.m` looks its texts up in every form (formatted by `NSString`, appended by
/// `appendFormat:` and `stringByAppendingFormat:`, raised by `NSException`); built with GCC and GNUstep's Foundation
/// (`ObjectiveCCompiler`), it prints the same lines before and after, in English and German. The
/// expected lines are the tables' texts, as Foundation formats them.
final class MigrateObjectiveCTests: XCTestCase {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/MigrateObjC")

  func testTheLookupsBecomeAccessorsAndTheProgramPrintsWhatItPrinted() throws {
    #if os(Linux)
    guard ObjectiveCCompiler.isAvailable else {
      return XCTFail("GCC's Objective-C and GNUstep are needed: apt-get install gobjc libgnustep-base-dev, as .ci/run does")
    }
    let sandbox = try TemporaryDirectory()
    for item in ["App", "main.m"] {
      try FileManager.default.copyItem(at: Self.fixture.appendingPathComponent(item), to: sandbox.url.appendingPathComponent(item))
    }
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["App/en.lproj"], "outputs": [
        {"template": "objc-h", "output": "App/Generated/Localizable.h"},
        {"template": "objc-m", "output": "App/Generated/Localizable.m"}]}]}
      """)
    let generation = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(generation.status, 0, generation.stderr)
    var number = 0
    func run(_ files: [String]) throws -> [String: [String]] {
      number += 1
      let program = sandbox.path("Program\(number)/texts")
      try FileManager.default.createDirectory(atPath: sandbox.path("Program\(number)"), withIntermediateDirectories: true)
      let build = try ObjectiveCCompiler.build(files + ["-I", sandbox.path("App"), "-I", sandbox.path("App/Generated")], output: program)
      XCTAssertEqual(build.status, 0, build.output)
      let resources = ObjectiveCCompiler.resources(of: program)
      try FileManager.default.createDirectory(atPath: resources, withIntermediateDirectories: true)
      var shown: [String: [String]] = [:]
      for language in ["en", "de"] {
        try FileManager.default.copyItem(atPath: sandbox.path("App/\(language).lproj"), toPath: resources + "/\(language).lproj")
        let result = try runProcess(URL(fileURLWithPath: program), ["-NSLanguages", "(\(language))"], environment: [:])
        XCTAssertEqual(result.status, 0, result.stderr)
        shown[language] = result.stdout.split(separator: "\n").map(String.init)
      }
      return shown
    }
    let before = try run([sandbox.path("main.m"), sandbox.path("App/Texts.m")])
    XCTAssertEqual(
      before["en"],
      [
        "Inbox", "3 unread of Ana", "Basket", "Ana has 12 messages", "Inbox", "Inbox", "Ana has 12 messages", "> 3 unread of Ana",
        "» ANA has 12 messages", "Ana has 12 messages", "Ana has 12 messages", "? has 12 messages",
        "42.5% synced", "Fully charged", "Inbox", "Inbox", "> 3 unread of Ana", "1.5 has 12 messages",
      ])
    XCTAssertEqual(
      before["de"],
      [
        "Posteingang", "3 ungelesen von Ana", "Warenkorb", "Ana hat 12 Nachrichten", "Posteingang", "Posteingang", "Ana hat 12 Nachrichten",
        "> 3 ungelesen von Ana", "» ANA hat 12 Nachrichten", "Ana hat 12 Nachrichten", "Ana hat 12 Nachrichten", "? hat 12 Nachrichten",
        // `stringWithFormat:` writes 42.5 and 1.5 with no locale: a point, also in German.
        "42.5% abgeglichen", "Zu 100 % geladen", "Posteingang", "Posteingang", "> 3 ungelesen von Ana", "1.5 hat 12 Nachrichten",
      ])

    let migration = try runL10nGen(["migrate", "App"], in: sandbox.url)
    XCTAssertEqual(migration.status, 0, migration.stderr)
    XCTAssertTrue(
      migration.stderr.hasSuffix(
        "rewrote 12 lookups in 1 file; left 6: 1 key not a literal, 1 another bundle, 1 text with % used as it is, "
          + "3 numbers written without the user's locale\n"), migration.stderr)
    let migrated = try XCTUnwrap(sandbox.read("App/Texts.m"))
    for line in [
      "#import \"Texts.h\"\n#import \"Localizable.h\"\n", "    [Localizable inboxTitle],\n", "    [Localizable inboxUnreadWithValues:count :name],\n",
      "    [Shop cartTitle],\n", "    [Localizable inboxOrderWithValues:12L :@\"Ana\"],\n",
      // `name` is an `NSString *` parameter: `%@` prints it alike with a locale or without.
      "    [Localizable inboxOrderWithValues:12L :name],\n",
      "    [Localizable inboxTitle],\n    [Localizable inboxTitle],\n",
      // `appendFormat:`, `stringByAppendingFormat:` and `raise:format:` format as `stringWithFormat:` does.
      "  [log appendString:[Localizable inboxUnreadWithValues:count :name]];\n",
      "    [@\"» \" stringByAppendingString:[Localizable inboxOrderWithValues:12L :SHOUTED(name)]],\n",
      "    [NSException raise:@\"Sync\" format:@\"%@\", [Localizable inboxOrderWithValues:12L :name]];\n",
      // `[self owner]`: the class's own `- (NSString *)owner`.
      "  return [Localizable inboxOrderWithValues:12L :[self owner]];\n",
      "    [Localizable inboxOrderWithValues:12L :nickname ?: @\"?\"],\n",
      // Left: numbers written with no locale (`%.1f`, an `NSNumber`), an `id` that may be one.
      "    [NSString stringWithFormat:NSLocalizedString(@\"sync.progress\", nil), 42.5],\n",
      "  [unsure appendFormat:NSLocalizedString(@\"inbox.unread\", nil), count, anyone];\n",
      "    [NSString stringWithFormat:NSLocalizedString(@\"inbox.order\", nil), 12L, [NSNumber numberWithDouble:1.5]],\n",
    ] {
      XCTAssertTrue(migrated.contains(line), "\(line) in:\n\(migrated)")
    }
    let after = try run([sandbox.path("main.m"), sandbox.path("App/Texts.m"), sandbox.path("App/Generated/Localizable.m")])
    XCTAssertEqual(after, before)
    #else
    throw XCTSkip("On macOS the accessors build against Apple's Foundation, with clang")
    #endif
  }
}
