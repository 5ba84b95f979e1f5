import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenConfig
@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenSwiftGen
@testable import L10nGenTables

final class SwiftGenConfigConverterTests: XCTestCase {
  // Regular expressions are NSRegularExpression's, which l10ngen installs at start, as here.
  override class func setUp() {
  }

  private let path = "/project/swiftgen.yml"

  private func convert(_ yaml: String) throws -> SwiftGenMigration {
    try SwiftGenConfigConverter.convert(yaml: Array(yaml.utf8), path: path)
  }

  private func diagnostic(_ yaml: String) -> String { thrownDescription { try convert(yaml) } }

  private func warnings(_ migration: SwiftGenMigration) -> [String] {
    migration.warnings.map(\.description)
  }

  func testDocumentedLayoutWithDirectoriesFilterAndOtherSections() throws {
    let migration = try convert(
      #"""
      # Paths below are relative to this file.
      input_dir: App/Resources
      output_dir: App/Generated/
      strings:
        inputs: en.lproj
        filter: .+\.strings$
        outputs:
          - templateName: structured-swift5
            output: Strings+Generated.swift
      xcassets:
        - inputs: Media.xcassets
          outputs:
            - templateName: swift5
              output: Assets+Generated.swift
              params:
                enumName: Media
      fonts:
        inputs: Fonts
        outputs:
          templateName: swift5
          output: Fonts+Generated.swift
      """#)
    XCTAssertEqual(
      migration.json,
      #"""
      {
        "strings": [
          {
            "inputs": [
              "App/Resources/en.lproj"
            ],
            "filter": ".+\\.strings$",
            "outputs": [
              {
                "template": "structured-swift5",
                "output": "App/Generated/Strings+Generated.swift"
              }
            ]
          }
        ]
      }

      """#)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:10:1: warning: not converted: 'xcassets' (l10ngen generates code for strings only; keep running SwiftGen for this section)",
        "/project/swiftgen.yml:17:1: warning: not converted: 'fonts' (l10ngen generates code for strings only; keep running SwiftGen for this section)",
      ])
  }

  func testListOfEntriesWithSeveralOutputsTemplatePathAndParams() throws {
    let migration = try convert(
      """
      strings:
        - inputs:
            - Sources/App/en.lproj/Localizable.strings
            - Sources/App/en.lproj/Localizable.stringsdict
          options:
            separator: "_"
          outputs:
            - templateName: flat-swift5
              output: Sources/App/Generated/Strings.swift
              params:
                enumName: Loc
                publicAccess: true
                bundle: Bundle.module
            - templatePath: Templates/strings-custom.stencil
              output: Sources/App/Generated/Strings+Custom.swift
              params:
                count: 3
                ratio: .5
                flag: no
                quoted: 'no'
                names: [a, "b"]
                nested:
                  key: value
                  empty:
        - inputs: Sources/Widget/en.lproj
          outputs:
            templateName: structured-swift4
            output: Sources/Widget/Generated/Strings.swift
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "Sources/App/en.lproj/Localizable.strings",
              "Sources/App/en.lproj/Localizable.stringsdict"
            ],
            "options": {
              "separator": "_"
            },
            "outputs": [
              {
                "template": "flat-swift5",
                "output": "Sources/App/Generated/Strings.swift",
                "params": {
                  "enumName": "Loc",
                  "publicAccess": true,
                  "bundle": "Bundle.module"
                }
              },
              {
                "templatePath": "Templates/strings-custom.stencil",
                "output": "Sources/App/Generated/Strings+Custom.swift",
                "params": {
                  "count": 3,
                  "ratio": 0.5,
                  "flag": false,
                  "quoted": "no",
                  "names": [
                    "a",
                    "b"
                  ],
                  "nested": {
                    "key": "value",
                    "empty": null
                  }
                }
              }
            ]
          },
          {
            "inputs": [
              "Sources/Widget/en.lproj"
            ],
            "outputs": [
              {
                "template": "structured-swift5",
                "output": "Sources/Widget/Generated/Strings.swift"
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:27:21: warning: template 'structured-swift4' became 'structured-swift5': l10ngen has no Swift 4 templates, "
          + "and 'structured-swift5' declares the same accessors, so call sites stay the same"
      ])
  }

  func testOlderEntryLevelFormIsConverted() throws {
    let migration = try convert(
      """
      output_dir: Generated
      strings:
        paths: Resources/Base.lproj
        templateName: flat-swift4
        output: L10n.swift
        params:
          enumName: Strings
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "Resources/Base.lproj"
            ],
            "outputs": [
              {
                "template": "flat-swift5",
                "output": "Generated/L10n.swift",
                "params": {
                  "enumName": "Strings"
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:4:17: warning: template 'flat-swift4' became 'flat-swift5': l10ngen has no Swift 4 templates, "
          + "and 'flat-swift5' declares the same accessors, so call sites stay the same"
      ])
  }

  func testWhatSwiftGenIgnoresOrRefusesIsAWarningAtItsPlace() throws {
    let migration = try convert(
      """
      input_dir: 3
      strings:
        inputs: en.lproj
        paths: old.lproj
        fliter: x
        filter: 12
        options:
          separator: true
          sort: alphabetical
        templateName: flat-swift5
        outputs:
          templateName: flat-swift5
          output: L10n.swift
          parms:
            enumName: X
      ib:
        inputs: Base.lproj
        outputs:
          templateName: scenes-swift5
          output: Scenes.swift
      colour:
        inputs: Colors.txt
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "en.lproj"
            ],
            "outputs": [
              {
                "template": "flat-swift5",
                "output": "L10n.swift"
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:1:12: warning: not converted: 'input_dir' is a number, not a path; SwiftGen ignores it",
        "/project/swiftgen.yml:4:3: warning: not converted: 'strings.paths' (SwiftGen reads 'inputs' when both are given)",
        "/project/swiftgen.yml:5:3: warning: not converted: unknown key 'strings.fliter' (did you mean 'filter'?); SwiftGen ignores it",
        "/project/swiftgen.yml:6:11: warning: not converted: 'strings.filter' is a number, not a regular expression; SwiftGen ignores it and uses its default filter",
        "/project/swiftgen.yml:8:16: warning: not converted: option 'strings.options.separator' is a boolean, not a string; SwiftGen uses \".\" instead",
        "/project/swiftgen.yml:9:5: warning: not converted: option 'strings.options.sort'; SwiftGen 6.6's strings parser has only 'separator', and stops at any other",
        "/project/swiftgen.yml:10:3: warning: not converted: 'strings.templateName' beside 'outputs' (SwiftGen reads only 'outputs' when both are given)",
        "/project/swiftgen.yml:14:5: warning: not converted: unknown key 'strings.outputs.parms' (did you mean 'params'?); SwiftGen ignores it",
        "/project/swiftgen.yml:16:1: warning: not converted: 'ib' (l10ngen generates code for strings only; keep running SwiftGen for this section)",
        "/project/swiftgen.yml:21:1: warning: not converted: unknown key 'colour' (did you mean 'colors'?); SwiftGen stops at it too (\"Parser `colour` does not exist\")",
      ])
  }

  func testEnvironmentVariablesAreKeptAsWritten() throws {
    let migration = try convert(
      """
      input_dir: ${SRCROOT}/Resources
      output_dir: Generated
      strings:
        inputs:
          - en.lproj
          - ${SHARED_DIR}/en.lproj
          - /absolute/en.lproj
        outputs:
          templatePath: ${SRCROOT}/templates/strings.stencil
          output: ${DERIVED_FILE_DIR}/Strings.swift
          params:
            enumName: ${PRODUCT_NAME}Strings
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "${SRCROOT}/Resources/en.lproj",
              "${SHARED_DIR}/en.lproj",
              "/absolute/en.lproj"
            ],
            "outputs": [
              {
                "templatePath": "${SRCROOT}/templates/strings.stencil",
                "output": "${DERIVED_FILE_DIR}/Strings.swift",
                "params": {
                  "enumName": "${PRODUCT_NAME}Strings"
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:6:7: warning: 'strings.inputs[1]' starts with an environment variable, so it is kept as written: "
          + "SwiftGen puts input_dir \"${SRCROOT}/Resources\" before it only when the variable's value is a relative path",
        "/project/swiftgen.yml:10:13: warning: 'strings.outputs.output' starts with an environment variable, so it is kept as written: "
          + "SwiftGen puts output_dir \"Generated\" before it only when the variable's value is a relative path",
      ])
  }

  func testJSONConfigIsReadAsSwiftGenReadsIt() throws {
    let migration = try convert(
      """
      {
        "output_dir": "Generated",
        "strings": {"inputs": ["en.lproj"], "outputs": {"templateName": "flat-swift5", "output": "-", "params": {"enumName": "Loc"}}}
      }
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "en.lproj"
            ],
            "outputs": [
              {
                "template": "flat-swift5",
                "output": "Generated/-",
                "params": {
                  "enumName": "Loc"
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(migration.warnings, [])
    XCTAssertEqual(diagnostic("{\n  \"strings\": [,]\n}"), "/project/swiftgen.yml:2:15: error: invalid JSON: unexpected ','; expected a value")
  }

  /// SwiftGen writes a file named "-"; l10ngen would take a bare "-" for standard output.
  func testOutputNamedDashStaysAFile() throws {
    let migration = try convert("strings:\n  inputs: en.lproj\n  outputs:\n    templateName: flat-swift5\n    output: '-'\n")
    XCTAssertTrue(migration.json.contains(#""output": "./-""#), migration.json)
  }

  func testDirectoriesAreJoinedAsSwiftGenJoinsThem() {
    XCTAssertEqual(SwiftGenConfigConverter.joined("Sources/Generated/", "L10n.swift"), "Sources/Generated/L10n.swift")
    XCTAssertEqual(SwiftGenConfigConverter.joined("./Res", "./en.lproj"), "Res/en.lproj")
    XCTAssertEqual(SwiftGenConfigConverter.joined("A/B", "../C"), "A/C")
    XCTAssertEqual(SwiftGenConfigConverter.joined("A", "../../C"), "../C")
    XCTAssertEqual(SwiftGenConfigConverter.joined("../Shared", "../x"), "../x")
    XCTAssertEqual(SwiftGenConfigConverter.joined("/abs/dir", "x//y/"), "/abs/dir/x/y")
    XCTAssertEqual(SwiftGenConfigConverter.joined(".", "x"), "x")
    XCTAssertEqual(SwiftGenConfigConverter.joined("A", ".."), ".")
  }

  func testNumbersAreWrittenInJSONSyntax() throws {
    XCTAssertEqual(
      ["+1", "-3", "007", ".5", "-.5", "1.", "1.25", "-2.5E+3", "1e5", "0x1F", "0o17", "-0"].map { SwiftGenConfigConverter.jsonNumber(yaml: $0) },
      ["1", "-3", "7", "0.5", "-0.5", "1.0", "1.25", "-2.5e+3", "1e5", "31", "15", "-0"])
    XCTAssertNil(SwiftGenConfigConverter.jsonNumber(yaml: ".inf"))
    XCTAssertNil(SwiftGenConfigConverter.jsonNumber(yaml: "-.Inf"))
    XCTAssertNil(SwiftGenConfigConverter.jsonNumber(yaml: ".NaN"))
    XCTAssertNil(SwiftGenConfigConverter.jsonNumber(yaml: "0xFFFFFFFFFFFFFFFFFF"))

    let migration = try convert(
      """
      strings:
        inputs: en.lproj
        outputs:
          templatePath: t.stencil
          output: o.swift
          params:
            plus: +1
            infinite: .inf
            list: [0x10, .nan, 2.]
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "en.lproj"
            ],
            "outputs": [
              {
                "templatePath": "t.stencil",
                "output": "o.swift",
                "params": {
                  "plus": 1,
                  "list": [
                    16,
                    2.0
                  ]
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:8:17: warning: not converted: 'strings.outputs.params.infinite' is .inf, which JSON cannot write",
        "/project/swiftgen.yml:9:20: warning: not converted: 'strings.outputs.params.list[1]' is .nan, which JSON cannot write",
      ])
  }

  func testParamsABuiltinTemplateDoesNotReadAreLeftOut() throws {
    let migration = try convert(
      """
      strings:
        inputs: en.lproj
        outputs:
          - templateName: structured-swift5
            output: L10n.swift
            params:
              enumName: L10n
              publicAcess: true
              customThing: 1
          - templatePath: my.stencil
            output: Other.swift
            params:
              customThing: 1
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "en.lproj"
            ],
            "outputs": [
              {
                "template": "structured-swift5",
                "output": "L10n.swift",
                "params": {
                  "enumName": "L10n"
                }
              },
              {
                "templatePath": "my.stencil",
                "output": "Other.swift",
                "params": {
                  "customThing": 1
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:8:9: warning: not converted: param 'strings.outputs[0].params.publicAcess' (did you mean 'publicAccess'?): structured-swift5 does not read it",
        "/project/swiftgen.yml:9:9: warning: not converted: param 'strings.outputs[0].params.customThing': structured-swift5 does not read it",
      ])
  }

  /// SwiftGen's documentation writes params as flow mappings; Yams reads `publicAccess:` as null,
  /// which SwiftGen passes to Stencil, whose `if` takes any value but nil as true.
  func testFlowMappingParamsAndAParamWithNoValueAsSwiftGenReadsThem() throws {
    let migration = try convert(
      """
      strings:
        inputs: en.lproj
        outputs:
          - templateName: structured-swift5
            output: L10n.swift
            params: { enumName: Strings, publicAccess: true }
          - templateName: flat-swift5
            output: Flat.swift
            params: {}
          - templateName: structured-swift5
            output: Forced.swift
            params:
              forceFileNameEnum:
              publicAccess:
      """)
    let json = migration.json.filter { !$0.isWhitespace }
    XCTAssertTrue(json.contains(#""output":"L10n.swift","params":{"enumName":"Strings","publicAccess":true}}"#), migration.json)
    XCTAssertTrue(json.contains(#""output":"Flat.swift"}"#), migration.json)
    XCTAssertTrue(json.contains(#""output":"Forced.swift","params":{"forceFileNameEnum":true,"publicAccess":true}}"#), migration.json)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:13:9: warning: 'strings.outputs[2].params.forceFileNameEnum' has no value, which SwiftGen's templates take as true: written as true",
        "/project/swiftgen.yml:14:9: warning: 'strings.outputs[2].params.publicAccess' has no value, which SwiftGen's templates take as true: written as true",
      ])
  }

  /// SwiftGen's `objc-h` and `objc-m` become l10ngen's, which declare the same selectors, with a
  /// warning of what differs; an entry whose only output is no template l10ngen has is left out.
  func testObjectiveCOutputsBecomeLNGensAndAnEntryWithNothingElseIsLeftOut() throws {
    let migration = try convert(
      """
      strings:
        - inputs: en.lproj
          outputs:
            - templateName: objc-h
              output: L10n.h
            - templateName: objc-m
              output: L10n.m
              params:
                headerName: L10n.h
        - inputs: Other/en.lproj
          outputs:
            templateName: Structured-Swift5
            output: Other.swift
      """)
    XCTAssertEqual(
      migration.json,
      """
      {
        "strings": [
          {
            "inputs": [
              "en.lproj"
            ],
            "outputs": [
              {
                "template": "objc-h",
                "output": "L10n.h"
              },
              {
                "template": "objc-m",
                "output": "L10n.m",
                "params": {
                  "headerName": "L10n.h"
                }
              }
            ]
          }
        ]
      }

      """)
    XCTAssertEqual(
      warnings(migration),
      [
        "/project/swiftgen.yml:4:23: warning: 'strings[0].outputs[0]' uses 'objc-h': l10ngen's declares the same selectors, each argument typed as its "
          + "conversion reads it (int for %d, double for %f, where SwiftGen's take NSInteger and float), and names non-ASCII keys in ASCII",
        "/project/swiftgen.yml:6:23: warning: 'strings[0].outputs[1]' uses 'objc-m': l10ngen's declares the same selectors, each argument typed as its "
          + "conversion reads it (int for %d, double for %f, where SwiftGen's take NSInteger and float), and names non-ASCII keys in ASCII",
        "/project/swiftgen.yml:10:5: warning: not converted: 'strings[1]', which has no output l10ngen can generate",
        "/project/swiftgen.yml:12:21: warning: not converted: 'strings[1].outputs' uses template 'Structured-Swift5' (did you mean 'structured-swift5'?), "
          + "which is not one of SwiftGen's strings templates; if it is your own (SwiftGen looks in Application Support first), point 'templatePath' at its file",
      ])
  }

  func testNothingConvertibleIsAnErrorCarryingTheReasons() {
    XCTAssertThrowsError(try convert("strings:\n  inputs: en.lproj\n  outputs:\n    templateName: swift9\n    output: L10n.swift\n")) { error in
      XCTAssertEqual("\(error)", "/project/swiftgen.yml:1:1: error: no entry of 'strings' could be converted (2 warnings say why)")
      guard case .nothingConverted(_, let reasons)? = error as? SwiftGenConfigError else { return XCTFail("\(error)") }
      XCTAssertEqual(
        reasons.map(\.description),
        [
          "/project/swiftgen.yml:2:3: warning: not converted: 'strings', which has no output l10ngen can generate",
          "/project/swiftgen.yml:4:19: warning: not converted: 'strings.outputs' uses template 'swift9', which is not one of SwiftGen's strings templates; "
            + "if it is your own (SwiftGen looks in Application Support first), point 'templatePath' at its file",
        ])
    }
  }

  func testMissingStringsSectionIsLocatedError() {
    XCTAssertEqual(
      diagnostic("input_dir: Res\nstring:\n  inputs: en.lproj\n"),
      "/project/swiftgen.yml:2:1: error: no 'strings' section to convert (is 'string' meant to be it?); l10ngen takes over SwiftGen's strings entries only"
    )
    XCTAssertEqual(
      diagnostic("xcassets:\n  inputs: A.xcassets\n"),
      "/project/swiftgen.yml:1:1: error: no 'strings' section to convert; l10ngen takes over SwiftGen's strings entries only")
    XCTAssertEqual(
      diagnostic("# nothing yet\n"),
      "/project/swiftgen.yml:1:1: error: no 'strings' section to convert; l10ngen takes over SwiftGen's strings entries only")
  }

  func testShapesSwiftGenRefusesAreLocatedErrors() {
    XCTAssertEqual(
      diagnostic("- strings"), "/project/swiftgen.yml:1:1: error: a SwiftGen config is a mapping of sections ('strings:', 'xcassets:', …), not a list"
    )
    XCTAssertEqual(
      diagnostic("strings: 3"),
      "/project/swiftgen.yml:1:10: error: 'strings' must be an entry (a mapping with 'inputs' and 'outputs') or a list of entries, not a number")
    XCTAssertEqual(
      diagnostic("strings:\n  - x"),
      "/project/swiftgen.yml:2:5: error: 'strings[0]' must be an entry (a mapping with 'inputs' and 'outputs'), not a string")
    XCTAssertEqual(
      diagnostic("strings:\n  outputs:\n    templateName: flat-swift5\n    output: o"),
      "/project/swiftgen.yml:2:3: error: 'strings' has no 'inputs', which SwiftGen requires too")
    XCTAssertEqual(diagnostic("strings:\n  inputs: a\n"), "/project/swiftgen.yml:2:3: error: 'strings' has no 'outputs', which SwiftGen requires too")
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: [a, 1]\n  output: o\n"), "/project/swiftgen.yml:2:15: error: 'strings.inputs[1]' must be a path, not a number")
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: []\n  output: o\n"),
      "/project/swiftgen.yml:2:11: error: 'strings.inputs' must be a path or a non-empty list of paths, not an empty list")
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: a\n  outputs:\n    - templateName: flat-swift5\n      templatePath: t.stencil\n      output: o\n"),
      "/project/swiftgen.yml:4:7: error: 'strings.outputs[0]' must name its template with exactly one of 'templateName' and 'templatePath', as SwiftGen requires; it has both"
    )
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: a\n  outputs:\n    templateName: ''\n    output: o\n"),
      "/project/swiftgen.yml:4:5: error: 'strings.outputs' must name its template with exactly one of 'templateName' and 'templatePath', as SwiftGen requires; it has neither"
    )
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: a\n  outputs:\n    templateName: flat-swift5\n"),
      "/project/swiftgen.yml:4:5: error: 'strings.outputs' has no 'output', which SwiftGen requires too")
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: a\n  outputs:\n    templateName: flat-swift5\n    output: o\n    params: [a]\n"),
      "/project/swiftgen.yml:6:13: error: 'strings.outputs.params' must be a mapping of params, not a list")
    XCTAssertEqual(
      diagnostic("strings:\n  inputs: a\n  options: x\n  output: o\n  templateName: flat-swift5\n"),
      "/project/swiftgen.yml:3:12: error: 'strings.options' must be a mapping of options, not a string")
    XCTAssertEqual(
      diagnostic("strings: &entry\n"),
      "/project/swiftgen.yml:1:10: error: invalid YAML: anchors ('&') are not supported; write the value out again instead")
  }

  /// The converted config is one l10ngen reads, with SwiftGen's meaning: paths under the config's
  /// folder, swift4 templates as their swift5 twins, a plain `yes` as true.
  func testConvertedConfigLoadsWithConfigLoader() throws {
    let migration = try convert(
      """
      input_dir: Resources
      output_dir: Generated
      strings:
        - inputs: [en.lproj, Extra.strings]
          options:
            separator: "_"
          outputs:
            - templateName: flat-swift4
              output: L10n.swift
              params:
                enumName: Loc
                publicAccess: yes
            - templatePath: Templates/custom.stencil
              output: Custom.swift
              params:
                names: [a, b]
                depth: 2
      """)
    let config = try ConfigLoader.parse(data: Data(migration.json.utf8), path: "/project/l10ngen.json", environment: [:])
    XCTAssertEqual(
      config,
      Configuration(strings: [
        StringsJob(
          inputs: ["/project/Resources/en.lproj", "/project/Resources/Extra.strings"], options: ["separator": "_"],
          outputs: [
            OutputRequest(
              template: .builtin("flat-swift5"), output: "/project/Generated/L10n.swift", params: ["enumName": "Loc", "publicAccess": true]),
            OutputRequest(
              template: .file("/project/Templates/custom.stencil"), output: "/project/Generated/Custom.swift",
              params: ["names": ["a", "b"], "depth": 2]),
          ])
      ]))
  }

  func testLooksLikeYAMLTellsASwiftGenConfigFromJSON() {
    for yaml in ["strings:\n  inputs: x", "# a comment\n{}", "---\na: 1", "- a", "\u{FEFF}input_dir: Res", "\n\n  key:\n", "%YAML 1.2"] {
      XCTAssertTrue(ConfigLoader.startsLikeYAML(Array(yaml.utf8)), yaml)
    }
    for json in ["{\"strings\": []}", " [1]", "", "  \n", "just text", "http://example.com", ":x"] {
      XCTAssertFalse(ConfigLoader.startsLikeYAML(Array(json.utf8)), json)
    }
  }
}
