import Foundation
import XCTest

@testable import L10nGenConfig
@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenTables

final class ConfigLoaderTests: XCTestCase {
  // Regular expressions are NSRegularExpression's, which l10ngen installs at start, as here.
  override class func setUp() {
  }

  private func parse(_ json: String, environment: [String: String] = [:]) throws -> Configuration {
    try ConfigLoader.parse(data: Data(json.utf8), path: "/project/l10ngen.json", environment: environment)
  }

  func testPathsResolveAgainstTheConfigFolder() throws {
    let config = try parse(
      """
      {"strings": [{"inputs": ["Res/en.lproj", "/abs/X.strings"], "outputs": [{"template": "flat-swift5", "output": "Gen/L10n.swift", "params": {"enumName": "Loc", "publicAccess": true, "n": 2}}]}]}
      """)
    XCTAssertEqual(config.strings[0].inputs, ["/project/Res/en.lproj", "/abs/X.strings"])
    XCTAssertEqual(
      config.strings[0].outputs,
      [
        OutputRequest(
          template: .builtin("flat-swift5"), output: "/project/Gen/L10n.swift", params: ["enumName": "Loc", "publicAccess": true, "n": 2])
      ])
  }

  /// `"runtime"` names the run time's file; every output of a swift6 template that sets no `runtime`
  /// param then uses it, with its `runtimeName`. Other templates, and an output that chose, are left as written.
  func testTheRuntimeMemberMakesTheSwift6OutputsUseItsFile() throws {
    let config = try parse(
      """
      {"strings": [{"inputs": "a.strings", "outputs": [
        {"template": "structured-swift6", "output": "A.swift"},
        {"template": "flat-swift6", "output": "B.swift", "params": {"runtime": "library"}},
        {"template": "structured-swift5", "output": "C.swift"},
        {"templatePath": "mine.stencil", "output": "D.swift"}]}],
       "runtime": {"output": "Gen/L10nRuntime.swift", "params": {"runtimeName": "AppRuntime", "accessLevel": "package"}}}
      """)
    XCTAssertEqual(
      config.runtime, RuntimeFile(output: "/project/Gen/L10nRuntime.swift", params: ["runtimeName": "AppRuntime", "accessLevel": "package"]))
    XCTAssertEqual(
      config.strings[0].outputs.map(\.params), [["runtime": "external", "runtimeName": "AppRuntime"], ["runtime": "library"], [:], [:]])
    XCTAssertNil(try parse(#"{"strings": [{"inputs": "a.strings", "outputs": {"template": "structured-swift6", "output": "A.swift"}}]}"#).runtime)
  }

  func testTheRuntimeMembersMistakesAreErrorsAtTheirPlace() {
    XCTAssertThrowsError(try parse(#"{"runtime": {"params": {"enumName": "X"}}}"#)) { error in
      XCTAssertEqual("\(error)", "/project/l10ngen.json:1:13: error: 'runtime.output' must be the path of the file to write the run time into")
    }
    XCTAssertThrowsError(try parse(#"{"runtime": {"output": "R.swift", "params": {"enumName": "X"}}}"#)) { error in
      XCTAssertTrue("\(error)".hasPrefix("/project/l10ngen.json:1:46: error: unknown key 'runtime.params.enumName'"), "\(error)")
    }
    XCTAssertThrowsError(try parse(#"{"runtime": {"output": "-"}}"#)) { error in
      XCTAssertTrue("\(error)".contains("'runtime.output' must be the path of a file"), "\(error)")
    }
  }

  func testSingleInputStringAndSingleOutputObjectAreAccepted() throws {
    let config = try parse(#"{"strings": [{"inputs": "a.strings", "outputs": {"templatePath": "t.stencil", "output": "-", "spacing": "legacy"}}]}"#)
    XCTAssertEqual(config.strings[0].inputs, ["/project/a.strings"])
    XCTAssertEqual(config.strings[0].outputs, [OutputRequest(template: .file("/project/t.stencil"), output: "-", spacing: .legacy)])
  }

  func testStrictNamesIsABooleanOfTheEntry() throws {
    let config = try parse(#"{"strings": [{"inputs": "a.strings", "strictNames": true, "outputs": {"template": "x", "output": "-"}}]}"#)
    XCTAssertEqual(try StringsOptions(config.strings[0].options).strictNames, true)
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": "a.strings", "strictNames": 1, "outputs": {"template": "x", "output": "-"}}]}"#)) {
      error in
      XCTAssertTrue("\(error)".contains("strings[0].strictNames"), "\(error)")
    }
  }

  func testEnvironmentVariablesExpand() throws {
    let config = try parse(
      #"{"strings": [{"inputs": ["${SRC}/a.strings"], "outputs": [{"template": "x", "output": "${OUT}/L.swift"}]}]}"#,
      environment: ["SRC": "/src", "OUT": "/out"])
    XCTAssertEqual(config.strings[0].inputs, ["/src/a.strings"])
    XCTAssertEqual(config.strings[0].outputs[0].output, "/out/L.swift")
  }

  func testUndefinedVariableIsAnErrorAtItsString() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": ["${NOPE}/a"], "outputs": [{"template": "x", "output": "o"}]}]}"#)) { error in
      XCTAssertEqual("\(error)", "/project/l10ngen.json:1:26: error: 'strings[0].inputs[0]' uses ${NOPE}, which is not set in the environment")
    }
  }

  func testUnknownKeyIsReportedAtTheKeyWithTheNearestKnownOne() {
    let json = """
      {
        "strings": [
          {
            "input": ["a"],
            "outputs": {"template": "x", "output": "o"}
          }
        ]
      }
      """
    XCTAssertThrowsError(try parse(json)) { error in
      XCTAssertEqual(
        "\(error)",
        "/project/l10ngen.json:4:7: error: unknown key 'strings[0].input' (did you mean 'inputs'?) (known keys: inputs, filter, options, outputs, strictNames, names, labels, tableNames)\n/project/l10ngen.json:3:5: error: 'strings[0].inputs' must be a path or a non-empty array of paths"
      )
    }
  }

  func testEveryProblemOfTheFileIsReportedInOneRun() {
    let json = """
      {"strings": [
        {"inputs": "a", "outputs": {"templte": "x", "output": "o"}},
        {"inputs": 3, "outputs": [{"template": "x", "output": "o", "spacing": "wide"}]}
      ],
       "lnt": {}}
      """
    XCTAssertThrowsError(try parse(json)) { error in
      XCTAssertEqual(
        "\(error)",
        """
        /project/l10ngen.json:5:2: error: unknown key 'lnt' (did you mean 'lint'?) (known keys: strings, lint, build, code, runtime)
        /project/l10ngen.json:2:31: error: unknown key 'strings[0].outputs[0].templte' (did you mean 'template'?) (known keys: template, templatePath, output, params, spacing)
        /project/l10ngen.json:2:30: error: 'strings[0].outputs[0]' must be an object with exactly one of 'template' (a built-in name) or 'templatePath' (a file)
        /project/l10ngen.json:3:14: error: 'strings[1].inputs' must be a path or an array of paths
        /project/l10ngen.json:3:73: error: 'strings[1].outputs[0].spacing' must be "smart" or "legacy"
        """)
    }
  }

  func testLintAndBuildChooseRulesAndSeveritiesApart() throws {
    let config = try parse(
      """
      {"lint": {"disable": ["identical-to-source"], "warnings": ["syntax"]},
       "build": {"errors": ["missing-key"], "warnings": ["identical-to-source"], "disable": ["extra-key"]}}
      """)
    XCTAssertEqual(config.strings, [])
    XCTAssertEqual(config.lint, LintSettings(disabled: [.identicalToSource], warnings: [.syntax]))
    XCTAssertEqual(config.build, LintSettings(disabled: [.extraKey], errors: [.missingKey], warnings: [.identicalToSource]))
    let lint = config.lintPolicy(forBuild: false)
    XCTAssertFalse(lint.isEnabled(.identicalToSource))
    XCTAssertEqual(lint.severity(of: .syntax), .warning)
    XCTAssertEqual(lint.severity(of: .duplicateKey), .error)
    let build = config.lintPolicy(forBuild: true)
    XCTAssertEqual(build.severity(of: .missingKey), .error)
    XCTAssertEqual(build.severity(of: .duplicateKey), .warning, "the build's own default stays")
    XCTAssertTrue(build.isEnabled(.identicalToSource))
    XCTAssertEqual(build.severity(of: .identicalToSource), .warning)
    XCTAssertFalse(build.isEnabled(.extraKey))
  }

  func testARuleThatIsNoRuleOrIsBothAnErrorAndAWarningIsReportedAtItsPlace() {
    XCTAssertThrowsError(try parse(#"{"build": {"errors": ["missing-kye", "syntax"], "warnings": ["syntax"]}}"#)) { error in
      XCTAssertEqual(
        "\(error)",
        """
        /project/l10ngen.json:1:23: error: 'build.errors[0]' must be a lint rule (\(LintRule.allCases.map(\.rawValue).joined(separator: ", "))), not "missing-kye" (did you mean 'missing-key'?)
        /project/l10ngen.json:1:62: error: 'build.warnings[0]' must be a rule not also listed in build.errors (syntax is in both)
        """)
    }
  }

  func testYAMLIsToldApartFromBrokenJSONAndPointsToInitFrom() {
    XCTAssertThrowsError(try ConfigLoader.parse(data: Data("strings:\n  inputs: Res\n".utf8), path: "swiftgen.yml", environment: [:])) { error in
      XCTAssertEqual(
        "\(error)",
        "swiftgen.yml:1:1: error: this is YAML, and an l10ngen config is JSON; if it is a SwiftGen config, 'l10ngen init --from swiftgen.yml' converts it"
      )
    }
    XCTAssertThrowsError(try ConfigLoader.parse(data: Data("# SwiftGen\nstrings: {}\n".utf8), path: "config", environment: [:])) { error in
      XCTAssertTrue("\(error)".contains("this is YAML"), "\(error)")
    }
  }

  func testFilterIsARegularExpression() throws {
    let config = try parse(#"{"strings": [{"inputs": "Res", "filter": "en\\.lproj/.+\\.strings$", "outputs": {"template": "x", "output": "-"}}]}"#)
    XCTAssertEqual(config.strings[0].filter, try InputFilter(pattern: #"en\.lproj/.+\.strings$"#))
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": "Res", "filter": "(", "outputs": {"template": "x", "output": "-"}}]}"#)) { error in
      XCTAssertTrue("\(error)".hasPrefix("/project/l10ngen.json:1:42: error: 'strings[0].filter' must be a regular expression ("), "\(error)")
    }
  }

  func testMissingFileIsAnError() {
    XCTAssertThrowsError(try ConfigLoader.load(path: "/no/such/l10ngen.json", environment: [:])) { error in
      XCTAssertEqual("\(error)", "/no/such/l10ngen.json:1:1: error: cannot read config: no such file: /no/such/l10ngen.json")
    }
  }

  func testOutputsCanBeRedirectedIntoOneFolder() throws {
    let config = try parse(
      #"{"strings": [{"inputs": ["a"], "outputs": [{"template": "x", "output": "Gen/A.swift"}, {"template": "y", "output": "-"}]}]}"#)
    let redirected = try config.redirectingOutputs(to: "/work")
    XCTAssertEqual(redirected.strings[0].outputs.map(\.output), ["/work/A.swift", "-"])
  }

  func testRedirectingTwoOutputsOfOneNameIsAnError() throws {
    let config = try parse(
      #"{"strings": [{"inputs": ["a"], "outputs": [{"template": "x", "output": "A/L.swift"}, {"template": "y", "output": "B/L.swift"}]}]}"#)
    XCTAssertThrowsError(try config.redirectingOutputs(to: "/work")) { error in
      XCTAssertTrue("\(error)".contains("(/project/A/L.swift and /project/B/L.swift are both L.swift)"), "\(error)")
    }
  }

  func testAByteOrderMarkIsSkipped() throws {
    let config = try ConfigLoader.parse(
      data: Data([0xEF, 0xBB, 0xBF] + Array(#"{"strings": [{"inputs": "a", "outputs": {"template": "x", "output": "-"}}]}"#.utf8)),
      path: "/project/l10ngen.json", environment: [:])
    XCTAssertEqual(config.strings[0].inputs, ["/project/a"])
  }

  func testAnEmptyPathIsAnErrorNotTheConfigsFolder() {
    XCTAssertThrowsError(try parse(#"{"strings": [{"inputs": "", "outputs": {"template": "x", "output": "-"}}]}"#)) { error in
      XCTAssertEqual("\(error)", "/project/l10ngen.json:1:25: error: 'strings[0].inputs' must be a path, not an empty string")
    }
    XCTAssertThrowsError(
      try parse(#"{"strings": [{"inputs": "${EMPTY}", "outputs": {"template": "x", "output": "-"}}]}"#, environment: ["EMPTY": ""]))
  }

  func testTheConfigGivesNamesLabelsAndTableNamesWithWhereTheyAre() throws {
    let config = try ConfigLoader.parse(
      data: Data(
        #"""
        {"strings": [{"inputs": "a", "outputs": {"template": "x", "output": "-"},
          "names": {"Localizable": {"%@": "interpolatedValue"}},
          "labels": {"Localizable": {"photos.shared": ["sender", "_"]}},
          "tableNames": {"-": "Dash"}}]}
        """#.utf8), path: "/p/l10ngen.json", environment: [:])
    XCTAssertEqual(
      config.strings[0].userNames,
      UserNames(
        names: [
          .init(table: "Localizable", key: "%@", path: "interpolatedValue", origin: origin("strings[0].names.Localizable.%@", line: 2, column: 35))
        ],
        labels: [
          .init(
            table: "Localizable", key: "photos.shared", labels: ["sender", "_"],
            origin: origin("strings[0].labels.Localizable.photos.shared", line: 3, column: 47))
        ],
        tableNames: [.init(table: "-", name: "Dash", origin: origin("strings[0].tableNames.-", line: 4, column: 23))]))
  }

  private func origin(_ place: String, line: Int = 1, column: Int = 1) -> UserNames.Origin {
    UserNames.Origin(location: SourceLocation(file: "/p/l10ngen.json", line: line, column: column), place: place)
  }
}
