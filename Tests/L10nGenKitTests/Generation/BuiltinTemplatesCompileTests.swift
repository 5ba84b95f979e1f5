import Foundation
import XCTest
@testable import L10nGenKit

/// The built-in templates must give code that compiles whatever the keys, texts and comments hold.
/// Each case renders a table of hostile entries and type-checks the result with `swiftc`.
final class BuiltinTemplatesCompileTests: XCTestCase {
  private static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Generation/EscapingChallenges.strings").path

  private static let lookupFunction = """

    func customLookup(_ key: String, _ table: String, _ fallback: String) -> String { fallback }

    """

  private func render(_ template: String, params: [String: TemplateValue]) throws -> String {
    let generator = try StringsGenerator(inputs: [Self.fixture], options: StringsOptions())
    return try generator.render(LoadedTemplate(.builtin(template)), params: params)
  }

  private func typeCheck(_ source: String, swiftVersion: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("Generated.swift", source)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-swift-version", swiftVersion, path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, "swiftc -swift-version \(swiftVersion):\n\(output)\n--- source:\n\(source)", file: file, line: line)
  }

  func testEveryBuiltinTemplateCompilesForHostileKeysInSwift5And6() throws {
    let cases: [[String: TemplateValue]] = [
      [:],
      ["publicAccess": true, "noComments": true, "enumName": "Strings"],
      ["forceFileNameEnum": true],
      ["bundle": "Foundation.Bundle.main"],
      ["lookupFunction": "customLookup"],
    ]
    for template in BuiltinTemplate.all {
      for params in cases {
        var source = try render(template.name, params: params)
        if params["lookupFunction"] != nil { source += Self.lookupFunction }
        for version in ["5", "6"] {
          try typeCheck(source, swiftVersion: version)
        }
      }
    }
  }

  func testEveryBuiltinTemplateCompilesForPluralsAndCatalogsInSwift5And6() throws {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")
    let inputs = ["StringsDict", "StringCatalogs"].map { fixtures.appendingPathComponent($0).path }
    let generator = try StringsGenerator(inputs: inputs, options: StringsOptions())
    for template in BuiltinTemplate.all {
      let source = try generator.render(LoadedTemplate(.builtin(template.name)), params: [:])
      XCTAssertTrue(source.contains("/// - messages one: One unread message"), source)
      XCTAssertTrue(source.contains("/// - iphone one: %lld photo"), source)
      for version in ["5", "6"] {
        try typeCheck(source, swiftVersion: version)
      }
    }
  }

  func testHostileTextsAreEscapedNotMangled() throws {
    let source = try render("structured-swift5", params: [:])
    XCTAssertTrue(source.contains(#""quote\"key", fallback: "Say \"hi\"")"#), source)
    XCTAssertTrue(source.contains(#""back\\slash", fallback: "C:\\path\\n and \\(notInterpolated)")"#), source)
    XCTAssertTrue(source.contains(#""newline.key\nsecond", fallback: "line1\nline2\rline3")"#), source)
    XCTAssertTrue(source.contains("internal enum Type_ {"), source)
    XCTAssertTrue(source.contains("/// A line comment with \"quotes\", a \\backslash and a */ end marker"), source)
  }
}
