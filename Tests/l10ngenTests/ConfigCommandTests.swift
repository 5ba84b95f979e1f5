import Foundation
import L10nGenTestSupport
import XCTest

final class ConfigCommandTests: XCTestCase {
  private func project() throws -> TemporaryDirectory {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a.b\" = \"B\";\n")
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": ["Res/en.lproj"], "outputs": [
        {"template": "structured-swift5", "output": "Gen/Structured.swift"},
        {"template": "flat-swift5", "output": "Gen/Flat.swift", "params": {"publicAccess": true}}
      ]}]}
      """)
    return sandbox
  }

  func testDefaultConfigInCurrentFolderGeneratesEveryOutput() throws {
    let sandbox = try project()
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(sandbox.read("Gen/Structured.swift")?.contains("internal enum A {") == true)
    XCTAssertTrue(sandbox.read("Gen/Flat.swift")?.contains("public static let ab = ") == true)
  }

  func testCheckPassesOnlyWhenEveryOutputIsCurrent() throws {
    let sandbox = try project()
    XCTAssertEqual(try runL10nGen(["--check"], in: sandbox.url).status, 1)
    XCTAssertEqual(try runL10nGen(["--config", sandbox.path("l10ngen.json")]).status, 0)
    XCTAssertEqual(try runL10nGen(["--check", "--config", sandbox.path("l10ngen.json")]).status, 0)
  }

  func testErrorInOneTableWritesNoOutputAtAll() throws {
    let sandbox = try project()
    try sandbox.write("Res/en.lproj/Broken.strings", "\"x\" = ;\n")
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("Broken.strings:1:"), result.stderr)
    XCTAssertNil(sandbox.read("Gen/Structured.swift"))
    XCTAssertNil(sandbox.read("Gen/Flat.swift"))
  }

  func testOutputDirectoryCollectsEveryOutputByFileName() throws {
    let sandbox = try project()
    let result = try runL10nGen(["--output-directory", sandbox.path("Work")], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertNotNil(sandbox.read("Work/Structured.swift"))
    XCTAssertNotNil(sandbox.read("Work/Flat.swift"))
    XCTAssertNil(sandbox.read("Gen/Flat.swift"))
  }

  /// A config's `"runtime"`: the run time in its own file, which the swift6 output uses and carries
  /// none of; both written, checked and moved into `--output-directory` with the rest, and compiled
  /// together with code that calls the accessors.
  func testTheRuntimeMemberWritesTheRunTimeTheSwift6OutputsUse() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"inbox.unread\" = \"%ld unread\";\n")
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": "Res/en.lproj", "outputs": {"template": "structured-swift6", "output": "Gen/L10n.swift", "params": {"publicAccess": true}}}],
       "runtime": {"output": "Gen/L10nRuntime.swift"}}
      """)
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "wrote Gen/L10n.swift (1 string, 1 table)\nwrote Gen/L10nRuntime.swift\n")
    let accessors = try XCTUnwrap(sandbox.read("Gen/L10n.swift"))
    XCTAssertFalse(accessors.contains("_Localization: @unchecked"), "the accessors' file carries no run time")
    XCTAssertTrue(try XCTUnwrap(sandbox.read("Gen/L10nRuntime.swift")).contains("\nenum L10nRuntime {}\n"))
    let main = try sandbox.write("main.swift", "let _: String = L10n.Inbox.unread(3)\n")
    let checked = try typeCheck([sandbox.path("Gen/L10n.swift"), sandbox.path("Gen/L10nRuntime.swift"), main], flags: ["-swift-version", "6"])
    XCTAssertEqual(checked.status, 0, checked.stderr)
    XCTAssertEqual(try runL10nGen(["--check"], in: sandbox.url).status, 0)
    try FileManager.default.removeItem(atPath: sandbox.path("Gen/L10nRuntime.swift"))
    XCTAssertEqual(try runL10nGen(["--check"], in: sandbox.url).status, 1)
    let redirected = try runL10nGen(["--output-directory", sandbox.path("Work")], in: sandbox.url)
    XCTAssertEqual(redirected.status, 0, redirected.stderr)
    XCTAssertNotNil(sandbox.read("Work/L10nRuntime.swift"))
    XCTAssertNil(sandbox.read("Gen/L10nRuntime.swift"))
  }

  func testMissingDefaultConfigSaysBothWaysOut() throws {
    let sandbox = try TemporaryDirectory()
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    let folder = URL(fileURLWithPath: sandbox.url.path).resolvingSymlinksInPath().path
    XCTAssertEqual(
      result.stderr,
      """
      error: no l10ngen.json in \(folder). Either write one for the tables under this folder:
          l10ngen init                      (or 'l10ngen init --from swiftgen.yml' to convert a SwiftGen config)
      or generate without a config:
          l10ngen strings --template structured-swift6 --output L10n.swift Resources/en.lproj
      or name a config with --config FILE.

      """)
  }

  func testMissingNamedConfigIsAnError() throws {
    let sandbox = try TemporaryDirectory()
    let result = try runL10nGen(["--config", "other.json"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "other.json:1:1: error: cannot read config: no such file: other.json\n")
  }

  func testVersionAndHelp() throws {
    XCTAssertEqual(try runL10nGen(["--version"]).stdout, "0.1.0\n")
    XCTAssertTrue(try runL10nGen(["--help"]).stdout.contains("COMMANDS:"))
  }

  func testEachOutputGetsASummaryLineUnlessQuiet() throws {
    let sandbox = try project()
    let first = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(first.status, 0, first.stderr)
    XCTAssertEqual(first.stderr, "wrote Gen/Structured.swift (1 string, 1 table)\nwrote Gen/Flat.swift (1 string, 1 table)\n")
    let second = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(second.stderr, "Gen/Structured.swift is up to date\nGen/Flat.swift is up to date\n")
    XCTAssertEqual(try runL10nGen(["--quiet"], in: sandbox.url).stderr, "")
    let verbose = try runL10nGen(["--verbose"], in: sandbox.url).stderr
    XCTAssertTrue(
      verbose.hasPrefix("Gen/Structured.swift is up to date\n  read Res/en.lproj/Localizable.strings\n  not rendered: its stamp matches"), verbose)
    XCTAssertEqual(try runL10nGen(["--quiet", "--verbose"], in: sandbox.url).status, 2)
    let elsewhere = try runL10nGen(["--config", sandbox.path("l10ngen.json")])
    XCTAssertEqual(
      elsewhere.stderr, "\(sandbox.path("Gen/Structured.swift")) is up to date\n\(sandbox.path("Gen/Flat.swift")) is up to date\n",
      "paths outside the current folder are shown whole")
  }

  func testVerboseGivesTimingsOfWhatWasRendered() throws {
    let sandbox = try project()
    let verbose = try runL10nGen(["--verbose"], in: sandbox.url).stderr
    XCTAssertTrue(verbose.contains(" ms, rendered in "), verbose)
  }

  func testCheckNamesTheConfigThatRegenerates() throws {
    let sandbox = try project()
    let result = try runL10nGen(["--check", "--config", "l10ngen.json"], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasSuffix("does not exist; run 'l10ngen --config l10ngen.json' to regenerate it\n"), result.stderr)
    let hinted = try runL10nGen(["--check", "--regenerate-hint", "swift package l10ngen"], in: sandbox.url)
    XCTAssertTrue(hinted.stderr.hasSuffix("; run 'swift package l10ngen' to regenerate it\n"), hinted.stderr)
  }

  func testUnknownTemplateInTheConfigIsAUsageError() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try sandbox.write(
      "l10ngen.json", #"{"strings": [{"inputs": "Res/en.lproj", "outputs": {"template": "structured-swift7", "output": "L.swift"}}]}"#)
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("error: no built-in template named 'structured-swift7'"), result.stderr)
  }

  /// What is wrong with an entry's request is said at the config's line and column, as a config's
  /// own mistakes are: a param the template does not read, a value no enum can have, a missing input.
  func testRequestErrorsArePlacedWhereTheConfigWritesThem() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    /// `l10ngen.json:LINE:COLUMN` of the first `text` in `config`.
    func place(of text: String, in config: String) -> String {
      let lines = config.components(separatedBy: "\n")
      let line = lines.firstIndex { $0.contains(text) }!
      return "l10ngen.json:\(line + 1):\(lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: text)!.lowerBound) + 1)"
    }
    func run(_ config: String) throws -> (status: Int32, stderr: String) {
      try sandbox.write("l10ngen.json", config)
      let result = try runL10nGen([], in: sandbox.url)
      return (result.status, result.stderr)
    }
    let typoConfig = """
      {"strings": [{"inputs": "Res/en.lproj",
                    "outputs": {"template": "structured-swift6", "output": "L.swift", "params": {"publicAcess": true}}}]}
      """
    let typo = try run(typoConfig)
    XCTAssertEqual(typo.status, 2)
    XCTAssertTrue(
      typo.stderr.hasPrefix(place(of: #""publicAcess""#, in: typoConfig) + ": error: template structured-swift6 has no param 'publicAcess'"),
      typo.stderr)
    let enumConfig = """
      {"strings": [{"inputs": "Res/en.lproj",
                    "outputs": {"template": "flat-swift5", "output": "L.swift", "params": {"enumName": "class"}}}]}
      """
    let enumName = try run(enumConfig)
    XCTAssertEqual(enumName.status, 2)
    XCTAssertTrue(
      enumName.stderr.hasPrefix(place(of: #""enumName""#, in: enumConfig) + ": error: param 'enumName=class': expected a Swift type name"),
      enumName.stderr)
    let missingConfig = """
      {"strings": [{"inputs": ["Res/en.lproj", "Res/fr.lproj"],
                    "outputs": {"template": "flat-swift5", "output": "L.swift"}}]}
      """
    let missing = try run(missingConfig)
    XCTAssertEqual(missing.status, 1)
    XCTAssertTrue(missing.stderr.hasPrefix(place(of: #""Res/fr.lproj""#, in: missingConfig) + ": error: no such file or directory: "), missing.stderr)
    let templateConfig = #"{"strings": [{"inputs": "Res/en.lproj", "outputs": {"template": "structured-swift7", "output": "L.swift"}}]}"#
    let template = try run(templateConfig)
    XCTAssertEqual(template.status, 2)
    XCTAssertTrue(
      template.stderr.hasPrefix(place(of: #""structured-swift7""#, in: templateConfig) + ": error: no built-in template"), template.stderr)
    XCTAssertNil(sandbox.read("L.swift"))
  }

  func testTemplatesListAndCat() throws {
    let list = try runL10nGen(["templates", "list"])
    XCTAssertTrue(list.stdout.contains("structured-swift5"), list.stdout)
    let cat = try runL10nGen(["templates", "cat", "flat-swift5"])
    XCTAssertEqual(cat.status, 0)
    XCTAssertEqual(
      cat.stdout, "{# l10ngen-naming: flat #}{# l10ngen-spacing: smart #}{% set flat %}true{% endset %}\n{% include \"_swift5.stencil\" %}\n")
    let resolved = try runL10nGen(["templates", "cat", "--resolved", "flat-swift5"])
    XCTAssertTrue(resolved.stdout.contains("\n// swiftlint:disable all\n"), resolved.stdout)
    let unknown = try runL10nGen(["templates", "cat", "structured-swift7"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.stderr,
      "error: no built-in template named 'structured-swift7' (did you mean 'structured-swift6'?) (templates: structured-swift6, flat-swift6, resource-symbols, structured-swift5, flat-swift5, objc-h, objc-m)\nSee 'l10ngen templates --help'.\n"
    )
  }

  /// An exported template, and the resolved one-file form, render byte for byte what the built-in one
  /// does (its spacing and naming travel with it in its declarations).
  func testExportedAndResolvedTemplatesRenderAsTheBuiltInOne() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write(
      "Res/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"inbox.unread\" = \"%ld unread\";\n\"a-b.c d\" = \"x\";\n")
    try sandbox.write(
      "Res/en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>files</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>%ld file</string><key>other</key><string>%ld files</string></dict>
      </dict></dict></plist>
      """)
    try sandbox.write(
      "Res/Other.xcstrings",
      #"{"sourceLanguage": "en", "version": "1.0", "strings": {"x.y": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%@"}}}}}}"#
    )
    let inputs = [sandbox.path("Res/en.lproj"), sandbox.path("Res/Other.xcstrings")]
    for template in ["structured-swift6", "flat-swift6", "structured-swift5", "flat-swift5", "resource-symbols"] {
      let export = try runL10nGen(["templates", "export", template, sandbox.path("T/\(template)")])
      XCTAssertEqual(export.status, 0, export.stderr)
      XCTAssertTrue(export.stderr.hasPrefix("wrote \(sandbox.path("T/\(template)/\(template).stencil"))\n"), export.stderr)
      let resolved = try runL10nGen(["templates", "cat", "--resolved", template])
      try sandbox.write("R/\(template).stencil", resolved.stdout)
      XCTAssertFalse(resolved.stdout.contains("{% include"), template)
      let builtIn = try runL10nGen(["strings", "--template", template] + inputs)
      XCTAssertEqual(builtIn.status, 0, builtIn.stderr)
      XCTAssertEqual(
        try runL10nGen(["strings", "--template-path", sandbox.path("T/\(template)/\(template).stencil")] + inputs).stdout, builtIn.stdout, template)
      XCTAssertEqual(try runL10nGen(["strings", "--template-path", sandbox.path("R/\(template).stencil")] + inputs).stdout, builtIn.stdout, template)
    }
  }

  func testExportNeverOverwritesAChangedFile() throws {
    let sandbox = try TemporaryDirectory()
    XCTAssertEqual(try runL10nGen(["templates", "export", "structured-swift6", sandbox.path("T")]).status, 0)
    XCTAssertEqual(try runL10nGen(["templates", "export", "structured-swift6", sandbox.path("T")]).status, 0, "the same files again")
    try sandbox.write("T/_swift6.stencil", "mine")
    let result = try runL10nGen(["templates", "export", "structured-swift6", sandbox.path("T")])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("error: \(sandbox.path("T/_swift6.stencil")) exists and differs"), result.stderr)
    XCTAssertEqual(sandbox.read("T/_swift6.stencil"), "mine")
  }

  func testTwoOutputsOfOneFileAreAnErrorAndNothingIsWritten() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("Res/en.lproj/Localizable.strings", "\"a\" = \"A\";\n")
    try sandbox.write(
      "l10ngen.json",
      """
      {"strings": [{"inputs": "Res/en.lproj", "outputs": {"template": "flat-swift6", "output": "Gen/L10n.swift"}},
                   {"inputs": "Res/en.lproj", "outputs": {"template": "structured-swift6", "output": "Gen/../Gen/L10n.swift"}}]}
      """)
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 1)
    // At the second output's "output".
    XCTAssertTrue(result.stderr.hasPrefix("l10ngen.json:2:96: error: two outputs write "), result.stderr)
    XCTAssertNil(sandbox.read("Gen/L10n.swift"))
  }

  /// A package that applies the build plugin needs no config (Documentation/Plugins.md): with none,
  /// `l10ngen` (the pre-commit hook) checks what the plugin generates in the build, and writes nothing.
  func testWithoutAConfigItChecksWhatTheBuildPluginGeneratesAndWritesNothing() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.writePackage(applyingThePluginTo: ["MyFeature"])
    try sandbox.write(
      "Sources/MyFeature/Resources/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"inbox.unread\" = \"%ld unread\";\n")
    try sandbox.write("Sources/MyFeature/Resources/de.lproj/Localizable.strings", "\"settings.title\" = \"Einstellungen\";\n")
    for arguments in [[], ["--check"]] {
      let result = try runL10nGen(arguments, in: sandbox.url)
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertEqual(
        result.stderr,
        "no l10ngen.json names what to generate: checked what L10nGenPlugin generates for MyFeature in the build: 2 strings, 1 table; "
          + "nothing written (the build writes it)\n")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("Sources/MyFeature")).sorted(), ["Resources"])
    XCTAssertEqual(try runL10nGen(["--quiet"], in: sandbox.url).stderr, "")
    // What the build would fail on fails the hook, at its place.
    try sandbox.write("Sources/MyFeature/Resources/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\"\n")
    let broken = try runL10nGen(["--quiet"], in: sandbox.url)
    XCTAssertEqual(broken.status, 1)
    XCTAssertTrue(
      broken.stderr.contains(
        "/Sources/MyFeature/Resources/en.lproj/Localizable.strings:1:30: error: missing ';' after the value of \"settings.title\""),
      broken.stderr)
  }

  /// With no config and no plugin, it checks the tables `l10ngen init` would take, and says how to
  /// write the code.
  func testWithoutAConfigOrPluginItChecksTheTablesInitWouldTake() throws {
    let sandbox = try TemporaryDirectory()
    try sandbox.write("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n")
    try sandbox.write("App/Base.lproj/Main.storyboard", "<document/>\n")
    try sandbox.write("App/Base.lproj/Main.strings", "\"2YJ-bg-OdR.title\" = \"%\";\n")
    let result = try runL10nGen([], in: sandbox.url)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(
      result.stderr,
      "no l10ngen.json names what to generate: checked the tables 'l10ngen init' would take: 1 string, 1 table; "
        + "nothing written ('l10ngen init' writes that config, then 'l10ngen' the code)\n")
    XCTAssertNil(sandbox.read("App/Generated/L10n.swift"))
    XCTAssertNil(sandbox.read("l10ngen.json"))
  }
}
