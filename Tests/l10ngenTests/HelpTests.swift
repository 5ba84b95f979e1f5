import Foundation
import L10nGenTestSupport
import XCTest

/// Every `--help` is made from the declarations the argument scanner uses: what the help lists, the
/// command takes, and the help says what the code does (default template, params, config keys).
final class HelpTests: XCTestCase {
  private let commands = ["run", "strings", "lint", "init", "catalog", "templates"]

  /// The options an OPTIONS section lists, with whether each takes a value.
  private func listedOptions(_ help: String) -> [(name: String, takesValue: Bool)] {
    guard let start = help.range(of: "\nOPTIONS:\n") else { return [] }
    var options: [(String, Bool)] = []
    for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.isEmpty { break }
      guard line.hasPrefix("  --") else { continue }
      // The label ends where two spaces start the help (or with the line, when the help goes below).
      let rest = String(line.dropFirst(2))
      let label = rest.range(of: "  ").map { String(rest[..<$0.lowerBound]) } ?? rest
      let words = label.split(separator: " ")
      let takesValue = words.count > 1
      options.append((String(words[0]), takesValue))
    }
    return options
  }

  func testEveryListedOptionIsAcceptedByItsCommand() throws {
    let sandbox = try TemporaryDirectory()
    for command in commands {
      let help = try runL10nGen([command, "--help"])
      XCTAssertEqual(help.status, 0)
      let options = listedOptions(help.stdout)
      XCTAssertFalse(options.isEmpty, "\(command) --help lists no option")
      for option in options {
        let arguments = [command, option.name] + (option.takesValue ? ["x"] : [])
        let result = try runL10nGen(arguments, in: sandbox.url)
        XCTAssertFalse(result.stderr.contains("unknown option"), "\(arguments): \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("needs a value") || result.stderr.contains("takes no value"), "\(arguments): \(result.stderr)")
      }
    }
  }

  func testEveryCommandIsInTheOverviewAndHasItsOwnHelp() throws {
    let overview = try runL10nGen(["--help"]).stdout
    for command in commands {
      XCTAssertTrue(overview.contains("\n  \(command) "), "\(command) missing from the overview")
      XCTAssertEqual(try runL10nGen(["help", command]).stdout, try runL10nGen([command, "--help"]).stdout)
    }
    let unknown = try runL10nGen(["help", "strngs"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(unknown.stderr, "error: no command named 'strngs' (did you mean 'strings'?)\nSee 'l10ngen --help'.\n")
  }

  func testRunHelpListsEveryConfigKeyLintIncluded() throws {
    let help = try runL10nGen(["run", "--help"]).stdout
    for key in [
      "strings", "lint", "inputs", "filter", "options", "outputs", "strictNames", "names", "labels", "tableNames",
      "template", "templatePath", "output", "params", "spacing",
    ] {
      XCTAssertTrue(help.contains("\n      \(key) "), "run --help does not list the config key \(key)")
    }
  }

  func testStringsHelpNamesTheDefaultTemplateAndEveryTemplatesParams() throws {
    let help = try runL10nGen(["strings", "--help"]).stdout
    XCTAssertTrue(help.contains("A built-in template (default: structured-swift6)."), help)
    let words = Set(help.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == ":" }).map(String.init))
    // The params the swift6 templates read, as their README section documents them.
    for param in [
      "enumName", "publicAccess", "accessLevel", "bundle", "lookupFunction", "noComments", "forceFileNameEnum",
      "cachedProperties", "developmentLanguage", "localizedStringResources", "runtime", "runtimeName",
    ] {
      XCTAssertTrue(words.contains(param), "strings --help does not name the param \(param)")
    }
    XCTAssertTrue(help.contains("structured-swift6, flat-swift6:"), help)
    XCTAssertTrue(help.contains("structured-swift5, flat-swift5:"), help)
  }

  func testUnknownOptionSuggestsTheNearestOne() throws {
    let result = try runL10nGen(["strings", "--tempalte", "x", "in"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: unknown option '--tempalte' (did you mean '--template'?)\nSee 'l10ngen strings --help'.\n")
    let run = try runL10nGen(["--chek"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(run.stderr, "error: unknown option '--chek' (did you mean '--check'?)\nSee 'l10ngen run --help'.\n")
    let command = try runL10nGen(["strngs"])
    XCTAssertEqual(command.status, 2)
    XCTAssertTrue(
      command.stderr.hasPrefix(
        "error: unexpected argument 'strngs' (did you mean 'strings'?) (commands: run, strings, lint, init, migrate, format, sync, catalog, runtime, templates)"
      ),
      command.stderr)
  }

  /// The documented table of `strings` options lists exactly what `strings --help` does.
  func testTheDocumentedStringsOptionsAreTheCommandsOptions() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/CommandLine.md"), encoding: .utf8)
    let start = try XCTUnwrap(readme.range(of: "`l10ngen strings` options"))
    let table = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let documented = table.compactMap { row -> String? in
      guard row.hasPrefix("| `--") else { return nil }
      return row.dropFirst(3).split(separator: " ").first.map { String($0.filter { $0 != "`" }) }
    }
    let help = try runL10nGen(["strings", "--help"]).stdout
    XCTAssertEqual(documented, listedOptions(help).map(\.name))
  }

  /// The options only the plugins pass are taken as any other, left out of `--help`, and listed in
  /// Documentation/CommandLine.md's table of them.
  func testPluginOnlyOptionsAreTakenButNotListed() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/CommandLine.md"), encoding: .utf8)
    let start = try XCTUnwrap(readme.range(of: "The plugins pass options of their own"))
    let table = readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let documented = table.compactMap { row -> String? in
      guard row.hasPrefix("| `--") else { return nil }
      return row.dropFirst(3).split(separator: " ").first.map { String($0.filter { $0 != "`" }) }
    }
    XCTAssertEqual(documented, ["--package-manifest", "--every-locale", "--skip-empty", "--stamp", "--beside-generation"])
    let sandbox = try TemporaryDirectory()
    for (command, options) in [
      ("strings", ["--package-manifest", "--every-locale", "--skip-empty"]), ("lint", ["--package-manifest", "--stamp", "--beside-generation"]),
    ] {
      let help = try runL10nGen([command, "--help"]).stdout
      for option in options {
        XCTAssertFalse(help.contains(option), "\(command) --help lists \(option)")
        let arguments = [command, option] + (option == "--stamp" || option == "--package-manifest" ? ["x"] : [])
        let result = try runL10nGen(arguments, in: sandbox.url)
        XCTAssertFalse(result.stderr.contains("unknown option"), "\(arguments): \(result.stderr)")
      }
    }
  }
}
