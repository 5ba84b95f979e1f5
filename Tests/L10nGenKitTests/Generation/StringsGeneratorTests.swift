import XCTest
@testable import L10nGenKit

final class StringsGeneratorTests: XCTestCase {
  private func template(_ source: String) throws -> LoadedTemplate {
    let directory = try TemporaryDirectory()
    return try LoadedTemplate(.file(try directory.write("t.stencil", source)), spacing: .smart)
  }

  func testTablesThatBecomeTheSameEnumAreAnErrorWhenTheyNeedEnums() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("a/InfoPlist.strings", "\"x\" = \"1\";\n")
    let second = try directory.write("b/infoPlist.strings", "\"y\" = \"2\";\n")
    let generator = try StringsGenerator(inputs: [first, second], options: StringsOptions())
    XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: [:])) { error in
      XCTAssertEqual("\(error)", "\(second):1:1: error: tables \"infoPlist\" and \"InfoPlist\" both become the Swift enum 'InfoPlist'; rename one of them")
    }
  }

  func testAllCollisionsOfATableAreReportedTogether() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"a-b\" = \"1\";\n\"a_b\" = \"2\";\n\"c d\" = \"3\";\n\"c_d\" = \"4\";\n")
    let generator = try StringsGenerator(inputs: [input], options: StringsOptions())
    XCTAssertThrowsError(try generator.render(LoadedTemplate(.builtin("flat-swift5")), params: [:])) { error in
      XCTAssertEqual((error as? ErrorList)?.errors.count, 2)
    }
  }

  func testSeparatorOptionShapesTheTree() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"a__b\" = \"1\";\n")
    let generator = try StringsGenerator(inputs: [input], options: StringsOptions(separator: "__"))
    let output = try generator.render(try template("{% for t in tables %}{{ t.levels.children.0.name }}/{{ t.levels.children.0.strings.0.name }}{% endfor %}"), params: [:])
    XCTAssertEqual(output, "a/b")
  }

  func testNamingIsGuessedFromATemplateFileAndCanBeOverridden() throws {
    XCTAssertEqual(LoadedTemplate.guessNaming("{{ string.key|swiftIdentifier:\"pretty\" }}"), .flat)
    XCTAssertEqual(LoadedTemplate.guessNaming("{{ string.name|swiftIdentifier:\"pretty\" }}"), .structured)
    XCTAssertEqual(try StringsOptions(["naming": "flat"]).naming, .flat)
    XCTAssertThrowsError(try StringsOptions(["naming": "deep"])) { error in
      XCTAssertEqual("\(error)", "error: option 'naming=deep': expected flat or structured")
    }
    XCTAssertThrowsError(try StringsOptions(["colour": "red"])) { error in
      XCTAssertEqual(error as? GenerationError, .unknownOption(key: "colour"))
    }
  }

  func testStringsAndStringsdictOfOneNameAreOneTable() throws {
    let directory = try TemporaryDirectory()
    let strings = try directory.write("en.lproj/L.strings", "\"title\" = \"Inbox\";\n\"count\" = \"%d\";\n")
    try directory.write("en.lproj/L.stringsdict", """
      <plist version="1.0"><dict><key>count</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>%ld new</string></dict>
      </dict></dict></plist>
      """)
    let generator = try StringsGenerator(inputs: [directory.path("en.lproj")], options: StringsOptions())
    XCTAssertEqual(generator.tables.map(\.files), [[strings, directory.path("en.lproj/L.stringsdict")]])
    let output = try generator.render(
      try template("{% for s in tables.0.levels.strings %}{{ s.key }}={{ s.translation }}|{{ s.types|join:\",\" }};{% endfor %}"),
      params: [:])
    XCTAssertEqual(output, "count=Plural format key: \"%#@n@\"|Int;title=Inbox|;")
  }

  func testConflictingPlaceholderTypesPointAtTheValue() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("L.strings", "\"k\" = \"%1$@ %1$d\";\n")
    XCTAssertThrowsError(try StringsGenerator(inputs: [input], options: StringsOptions())) { error in
      XCTAssertTrue("\(error)".hasPrefix("\(input):1:7: error: value of key \"k\": "), "\(error)")
    }
  }
}
