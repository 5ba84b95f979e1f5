import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenSwiftGen
@testable import L10nGenTables

final class YAMLReaderTests: XCTestCase {
  private func read(_ text: String, schema: YAMLSchema = .core) throws -> LocatedJSON {
    try YAMLReader.read(Array(text.utf8), path: "T.yml", schema: schema)
  }

  private func diagnostic(_ text: String) -> String { thrownDescription { try read(text) } }

  private func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: "T.yml", line: line, column: column)
  }

  /// The tree without locations, for comparing shapes.
  private func plain(_ node: LocatedJSON) -> String {
    switch node.value {
    case .object(let members): return "{" + members.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
    case .array(let items): return "[" + items.map(plain).joined(separator: ", ") + "]"
    case .string(let text): return text.debugDescription
    case .number(let text): return "#" + text
    case .bool(let flag): return "\(flag)"
    case .null: return "null"
    }
  }

  func testBlockMappingKeepsFileOrderAndLocations() throws {
    let yaml = try read("zeta: 1\nalpha:\n  inner: x\n")
    guard case .object(let members) = yaml.value else { return XCTFail("not a mapping") }
    XCTAssertEqual(members.map(\.key), ["zeta", "alpha"])
    XCTAssertEqual(members.map(\.keyLocation), [at(1, 1), at(2, 1)])
    XCTAssertEqual(yaml.location, at(1, 1))
    XCTAssertEqual(yaml["zeta"], LocatedJSON(value: .number("1"), location: at(1, 7)))
    XCTAssertEqual(yaml["alpha"]?.location, at(3, 3))
    XCTAssertEqual(yaml["alpha"]?["inner"], LocatedJSON(value: .string("x"), location: at(3, 10)))
  }

  func testSequenceMayBeIndentedAtItsKeysLevel() throws {
    let yaml = try read("inputs:\n- a\n- b\noutputs:\n  - c\n")
    XCTAssertEqual(plain(yaml), #"{inputs: ["a", "b"], outputs: ["c"]}"#)
    XCTAssertEqual(yaml["inputs"]?.location, at(2, 1))
  }

  func testCompactMappingsInsideSequenceItems() throws {
    let yaml = try read(
      """
      strings:
        - inputs:
          - en.lproj
          outputs:
            - templateName: flat-swift5
              output: L10n.swift
        - - nested
          - list
      """)
    XCTAssertEqual(
      plain(yaml), #"{strings: [{inputs: ["en.lproj"], outputs: [{templateName: "flat-swift5", output: "L10n.swift"}]}, ["nested", "list"]]}"#)
    XCTAssertEqual(yaml["strings"]?.location, at(2, 3))
  }

  func testPlainScalarsFollowTheCoreSchema() throws {
    let yaml = try read(
      """
      - [true, True, TRUE, false, False, FALSE]
      - [null, Null, NULL, ~, ]
      - [12, -3, +4, 0o17, 0x1F, 1.5, .5, 1., -2.5e-3, 1E3, .inf, -.Inf, .nan]
      - [yes, no, on, off, 1.2.3, 0x, 0o8, 1_000, 12abc, TruE, nul]
      -
      - text with  inner spaces   
      """)
    XCTAssertEqual(
      plain(yaml),
      """
      [[true, true, true, false, false, false], [null, null, null, null], \
      [#12, #-3, #+4, #0o17, #0x1F, #1.5, #.5, #1., #-2.5e-3, #1E3, #.inf, #-.Inf, #.nan], \
      ["yes", "no", "on", "off", "1.2.3", "0x", "0o8", "1_000", "12abc", "TruE", "nul"], null, "text with  inner spaces"]
      """)
  }

  func testYAML11BooleansOnlyWhenAskedAndNeverQuoted() throws {
    let yaml = try read("[yes, No, ON, off, 'yes', \"no\", y, true]", schema: .coreWithYAML11Booleans)
    XCTAssertEqual(plain(yaml), #"[true, false, true, false, "yes", "no", "y", true]"#)
  }

  func testQuotedScalarsAreAlwaysStringsWithTheirEscapes() throws {
    let yaml = try read(
      #"""
      single: 'it''s # not a comment: true'
      double: "tab\there \"quoted\" back\\slash \u00e9 \x41 \U0001F600 \/ \N"
      numbers: ["12", '0x1F', "true", '', ""]
      "quoted key": 'v'
      """#)
    XCTAssertEqual(yaml["single"]?.value, .string("it's # not a comment: true"))
    XCTAssertEqual(yaml["double"]?.value, .string("tab\there \"quoted\" back\\slash é A 😀 / \u{85}"))
    XCTAssertEqual(plain(try XCTUnwrap(yaml["numbers"])), #"["12", "0x1F", "true", "", ""]"#)
    XCTAssertEqual(yaml["quoted key"]?.value, .string("v"))
  }

  func testFlowSequenceOfQuotedScalars() throws {
    let yaml = try read(#"a: [one, "two, three", 'four]', [five], []  , six , ]  # trailing comma and comment"#)
    XCTAssertEqual(plain(yaml), #"{a: ["one", "two, three", "four]", ["five"], [], "six"]}"#)
    guard case .array(let items)? = yaml["a"]?.value else { return XCTFail("not a list") }
    XCTAssertEqual(items.map(\.location), [at(1, 5), at(1, 10), at(1, 24), at(1, 33), at(1, 41), at(1, 47)])
  }

  func testCommentsFullLineTrailingAndInsideText() throws {
    let yaml = try read(
      """
      # leading comment
      regex: .+\\.strings$ # trailing comment
        # an indented comment line
      url: http://example.com/a#b
      hash: "#quoted"

      # blank lines and comments between keys
      last: x#y
      """)
    XCTAssertEqual(plain(yaml), ##"{regex: ".+\\.strings$", url: "http://example.com/a#b", hash: "#quoted", last: "x#y"}"##)
  }

  func testEmptyValuesAreNullAtTheirIndicator() throws {
    let yaml = try read("a:\nb: # nothing\nc:\n  -\n  - # none\nd: ~\n")
    XCTAssertEqual(plain(yaml), "{a: null, b: null, c: [null, null], d: null}")
    XCTAssertEqual(yaml["a"]?.location, at(1, 3))
    XCTAssertEqual(yaml["b"]?.location, at(2, 3))
  }

  func testDocumentMarkersAroundTheOneDocument() throws {
    XCTAssertEqual(plain(try read("---\na: 1\n...\n# after the end\n")), "{a: #1}")
    XCTAssertEqual(plain(try read("--- # a comment\r\na: 'x'\r\n")), #"{a: "x"}"#)
    XCTAssertEqual(plain(try read("# only comments\n\n")), "null")
    XCTAssertEqual(plain(try read("\u{FEFF}a: b")), #"{a: "b"}"#)
  }

  func testRootMayBeIndentedAsAWhole() throws {
    XCTAssertEqual(plain(try read("  a: 1\n  b:\n    - c\n")), #"{a: #1, b: ["c"]}"#)
  }

  func testKeysMayHaveSpacesBeforeTheColonAndPunctuationInside() throws {
    XCTAssertEqual(plain(try read("key with spaces  : v\n-dash: w\n${VAR}/x: y\n")), #"{key with spaces: "v", -dash: "w", ${VAR}/x: "y"}"#)
  }

  func testAnchorsAliasesAndTagsAreLocatedErrors() {
    XCTAssertEqual(diagnostic("a: &base 1"), "T.yml:1:4: error: invalid YAML: anchors ('&') are not supported; write the value out again instead")
    XCTAssertEqual(diagnostic("a: 1\nb: *base"), "T.yml:2:4: error: invalid YAML: aliases ('*') are not supported; write the value out again instead")
    XCTAssertEqual(diagnostic("a: !!str 1"), "T.yml:1:4: error: invalid YAML: tags ('!') are not supported")
  }

  func testBlockScalarsAreLocatedErrors() {
    XCTAssertEqual(
      diagnostic("a:\n  b: |\n    text"),
      "T.yml:2:6: error: invalid YAML: block scalars ('|') are not supported; write the text on one line, in quotes if needed")
    XCTAssertEqual(
      diagnostic("a: >-\n  text"),
      "T.yml:1:4: error: invalid YAML: block scalars ('>') are not supported; write the text on one line, in quotes if needed")
  }

  /// Flow mappings as YAML 1.2 (§7.4) and Yams read them: `{}` is an empty mapping, and a key with
  /// no value, or nothing after its ':', is null. SwiftGen's docs write params this way.
  func testFlowMappingsOnOneLine() throws {
    XCTAssertEqual(
      plain(try read("params: { enumName: Strings, publicAccess: true }\nempty: {}")),
      #"{params: {enumName: "Strings", publicAccess: true}, empty: {}}"#)
    XCTAssertEqual(plain(try read("a: [b, {c: d, 'e f': [1, {}]}]")), #"{a: ["b", {c: "d", e f: [#1, {}]}]}"#)
    XCTAssertEqual(plain(try read("a: { x, y: , \"z\": null }  # note")), "{a: {x: null, y: null, z: null}}")
    let params = try read("p: {k: v}")
    guard case .object(let members) = params.value, case .object(let inner) = members[0].value.value else { return XCTFail("\(params)") }
    XCTAssertEqual(inner[0].keyLocation, at(1, 5))
    XCTAssertEqual(inner[0].value.location, at(1, 8))
  }

  func testFlowMappingMistakesAreLocatedErrors() {
    XCTAssertEqual(
      diagnostic("params: {enumName: L10n,\n  publicAccess: true}"),
      "T.yml:1:9: error: invalid YAML: the '{' opened here is not closed on its line (a { … } mapping must end on the line it starts on)")
    XCTAssertEqual(diagnostic("p: {a: 1, a: 2}"), #"T.yml:1:11: error: invalid YAML: duplicate key "a" (first on line 1)"#)
    // `1 b` is one plain value, as in any YAML reader; the ':' after it is the mistake.
    XCTAssertEqual(diagnostic("p: {a: 1 b: 2}"), #"T.yml:1:11: error: invalid YAML: expected ',' or '}' after an entry, found ": 2}""#)
    XCTAssertEqual(diagnostic("p: {, a: 1}"), "T.yml:1:5: error: invalid YAML: an empty entry in { … }; remove the extra ','")
    XCTAssertEqual(diagnostic("a: 1\n{b: 2}: x"), "T.yml:2:1: error: invalid YAML: a mapping as a key is not supported")
  }

  func testSecondDocumentIsLocatedError() {
    XCTAssertEqual(
      diagnostic("a: 1\n---\nb: 2"), "T.yml:2:1: error: invalid YAML: a second document ('---') is not supported; a config file holds one")
    XCTAssertEqual(
      diagnostic("a: 1\n...\n---\nb: 2"), "T.yml:3:1: error: invalid YAML: a second document ('---') is not supported; a config file holds one")
    XCTAssertEqual(diagnostic("a: 1\n...\nb: 2"), #"T.yml:3:1: error: invalid YAML: "b: 2" after the end of the document ('...')"#)
    XCTAssertEqual(diagnostic("--- a: 1"), #"T.yml:1:5: error: invalid YAML: unexpected "a: 1" after '---'; start the document on the next line"#)
    XCTAssertEqual(diagnostic("%YAML 1.2\n---\na: 1"), "T.yml:1:1: error: invalid YAML: directives ('%…') are not supported")
  }

  func testTabIndentationIsLocatedError() {
    XCTAssertEqual(diagnostic("a:\n\tb: 1"), "T.yml:2:1: error: invalid YAML: a tab in the indentation; YAML indents with spaces only")
    XCTAssertEqual(diagnostic("a:\n  \tb: 1"), "T.yml:2:3: error: invalid YAML: a tab in the indentation; YAML indents with spaces only")
    XCTAssertEqual(diagnostic("a:\n-\tb: 1"), "T.yml:2:3: error: invalid YAML: a tab after '-'; YAML indents with spaces only")
    // A tab between a key and its value, or on a comment line, is no indentation.
    XCTAssertEqual(diagnostic("a:\tb\n\t# comment\n"), "no error")
  }

  func testDuplicateKeyNamesTheFirstLine() {
    XCTAssertEqual(diagnostic("a: 1\nb: 2\na: 3"), #"T.yml:3:1: error: invalid YAML: duplicate key "a" (first on line 1)"#)
    XCTAssertEqual(diagnostic("- x: 1\n  'x': 2"), #"T.yml:2:3: error: invalid YAML: duplicate key "x" (first on line 1)"#)
  }

  func testBadIndentationIsLocatedError() {
    XCTAssertEqual(
      diagnostic("a: 1\n  b: 2"),
      #"T.yml:2:3: error: invalid YAML: bad indentation: "b: 2" is indented deeper than the line above it, which is complete (a value cannot continue on the next line)"#
    )
    XCTAssertEqual(
      diagnostic("key: a long\n  value"),
      #"T.yml:2:3: error: invalid YAML: bad indentation: "value" is indented deeper than the line above it, which is complete (a value cannot continue on the next line)"#
    )
    XCTAssertEqual(
      diagnostic("a:\n    b: 1\n  c: 2"), #"T.yml:3:3: error: invalid YAML: bad indentation: "c: 2" lines up with no key or list item above it"#)
    XCTAssertEqual(diagnostic("  a: 1\nb: 2"), #"T.yml:2:1: error: invalid YAML: bad indentation: "b: 2" lines up with no key or list item above it"#)
    XCTAssertEqual(
      diagnostic("- a: 1\n b: 2"), #"T.yml:2:2: error: invalid YAML: bad indentation: "b: 2" lines up with no key or list item above it"#)
    XCTAssertEqual(
      diagnostic("a: 1\n- b"),
      #"T.yml:2:1: error: invalid YAML: expected a key, found the list item "- b"; a list under a key starts on the line after it"#)
    XCTAssertEqual(diagnostic("- a\nb: 1"), #"T.yml:2:1: error: invalid YAML: expected a list item ('- …') at this indentation, found "b: 1""#)
    XCTAssertEqual(
      diagnostic("a:\n  - x\n  b: 1"), #"T.yml:3:3: error: invalid YAML: expected a list item ('- …') at this indentation, found "b: 1""#)
  }

  func testMalformedLinesNameTheOffendingText() {
    XCTAssertEqual(diagnostic("a: 1\nb"), #"T.yml:2:2: error: invalid YAML: expected ':' after "b"; each line of a mapping is 'key: value'"#)
    XCTAssertEqual(
      diagnostic("a: b: c"),
      "T.yml:1:5: error: invalid YAML: unexpected ':' after a value; a mapping under a key starts on the line after it, indented")
    XCTAssertEqual(
      diagnostic("a: - b"), "T.yml:1:4: error: invalid YAML: a list cannot start on its key's line; put '- …' on the lines after it, indented")
    XCTAssertEqual(diagnostic("a: 'x' y"), #"T.yml:1:8: error: invalid YAML: unexpected "y" after the value"#)
    XCTAssertEqual(diagnostic(": v"), "T.yml:1:1: error: invalid YAML: a key is missing before ':'")
    XCTAssertEqual(diagnostic("? a\n: b"), "T.yml:1:1: error: invalid YAML: complex keys ('? ') are not supported")
    XCTAssertEqual(diagnostic("a: @b"), "T.yml:1:4: error: invalid YAML: '@' cannot start a plain value; put the value in quotes")
  }

  func testQuotedScalarErrorsPointAtTheQuoteOrEscape() {
    XCTAssertEqual(
      diagnostic("a: \"abc\nb: 1"),
      "T.yml:1:4: error: invalid YAML: the \" opened here is not closed on its line (quoted text must end on the line it starts on)")
    XCTAssertEqual(
      diagnostic("a: 'it''s"),
      "T.yml:1:4: error: invalid YAML: the ' opened here is not closed on its line (quoted text must end on the line it starts on)")
    XCTAssertEqual(diagnostic(#"a: "x\qy""#), #"T.yml:1:6: error: invalid YAML: invalid escape '\q' in a double-quoted string"#)
    XCTAssertEqual(diagnostic(#"a: "\u12G4""#), #"T.yml:1:5: error: invalid YAML: invalid escape: \u needs 4 hexadecimal digits"#)
    XCTAssertEqual(diagnostic(#"a: "\uD800""#), #"T.yml:1:5: error: invalid YAML: invalid escape '\uD800': not a Unicode scalar"#)
  }

  func testFlowSequenceErrors() {
    XCTAssertEqual(
      diagnostic("a: [1, 2\nb: 3"),
      "T.yml:1:4: error: invalid YAML: the '[' opened here is not closed on its line (a [ … ] list must end on the line it starts on)")
    XCTAssertEqual(diagnostic("a: [b: c]"), "T.yml:1:6: error: invalid YAML: 'key: value' pairs inside [ … ] are not supported")
    XCTAssertEqual(diagnostic("a: [b, , c]"), "T.yml:1:8: error: invalid YAML: an empty element in [ … ]; remove the extra ','")
    XCTAssertEqual(diagnostic("a: [b c' d]"), "no error")
    XCTAssertEqual(diagnostic("a: ['b' c]"), #"T.yml:1:9: error: invalid YAML: expected ',' or ']' after an element, found "c]""#)
    XCTAssertEqual(diagnostic("a: [- b]"), "T.yml:1:5: error: invalid YAML: '- ' items are not allowed inside [ … ]")
  }

  func testInvalidUTF8IsLocatedError() {
    XCTAssertThrowsError(try YAMLReader.read([0x61, 0x3A, 0x0A, 0x20, 0x20, 0xFF], path: "T.yml")) { error in
      XCTAssertEqual("\(error)", "T.yml:2:3: error: invalid YAML: byte 0xFF is not UTF-8; save the file as UTF-8")
    }
  }

  func testDeepNestingIsAnErrorNotACrash() {
    XCTAssertTrue(diagnostic("a: " + String(repeating: "[", count: 10_000)).contains("nested more than 512 deep"))
    let deepBlocks = (0..<600).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x"
    XCTAssertTrue(diagnostic(deepBlocks).contains("nested more than 512 deep"))
  }
}
