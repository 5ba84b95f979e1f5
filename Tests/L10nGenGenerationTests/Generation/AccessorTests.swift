import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// The accessors `l10ngen migrate` writes calls to are those the templates declare: each path and
/// label below is what the rendered file declares, and a program calling every accessor compiles.
final class AccessorTests: XCTestCase {
  private func tables(in directory: TemporaryDirectory) throws -> [String] {
    [
      try directory.write(
        "en.lproj/Localizable.strings",
        """
        "inbox.title" = "Inbox";
        "inbox.unread" = "%d unread of %@";
        "Cancel" = "Cancel";
        """),
      try directory.write("en.lproj/Settings.strings", #""theme.name" = "Theme %1$@";"#),
    ]
  }

  private func accessors(_ template: String, params: [String: TemplateValue] = [:], in directory: TemporaryDirectory) throws -> [Accessor] {
    let generator = try StringsGenerator(inputs: try tables(in: directory), options: StringsOptions())
    return try XCTUnwrap(try generator.accessors(LoadedTemplate(.builtin(template)), params: params)).sorted { $0.key < $1.key }
  }

  /// SwiftGen 6.6.3's structured-swift5 nests every table once there are two, and names each level
  /// and member as its `swiftIdentifier` filters do; its functions take `_ p1`.
  func testStructuredSwift5NamesAsSwiftGenDoes() throws {
    let found = try accessors("structured-swift5", in: TemporaryDirectory())
    XCTAssertEqual(
      found.map { $0.path.joined(separator: ".") },
      [
        "L10n.Localizable.cancel", "L10n.Localizable.Inbox.title", "L10n.Localizable.Inbox.unread", "L10n.Settings.Theme.name",
      ])
    XCTAssertEqual(found[2].call(with: ["count", "name"]), "L10n.Localizable.Inbox.unread(count, name)")
    XCTAssertEqual(found[0].call(with: []), "L10n.Localizable.cancel")
    XCTAssertNil(found[2].call(with: ["count"]), "a count other than the format's has no call")
  }

  func testFlatSwift5NamesFromTheWholeKey() throws {
    let found = try accessors("flat-swift5", params: ["enumName": "Strings"], in: TemporaryDirectory())
    XCTAssertEqual(
      found.map { $0.path.joined(separator: ".") },
      [
        "Strings.Localizable.cancel", "Strings.Localizable.inboxTitle", "Strings.Localizable.inboxUnread", "Strings.Settings.themeName",
      ])
  }

  /// The swift6 templates keep `Localizable` at the top, as Xcode's symbols do.
  func testSwift6KeepsTheDefaultTableAtTheTop() throws {
    let found = try accessors("structured-swift6", in: TemporaryDirectory())
    XCTAssertEqual(
      found.map { $0.path.joined(separator: ".") },
      [
        "L10n.cancel", "L10n.Inbox.title", "L10n.Inbox.unread", "L10n.Settings.Theme.name",
      ])
  }

  func testEveryAccessorIsCalledAsTheRenderedFileDeclaresIt() throws {
    let directory = try TemporaryDirectory()
    let inputs = try tables(in: directory)
    var files: [String] = []
    for (index, template) in ["structured-swift5", "flat-swift5", "structured-swift6", "flat-swift6"].enumerated() {
      let params: [String: TemplateValue] = ["enumName": .string("E\(index)")]
      let generator = try StringsGenerator(inputs: inputs, options: StringsOptions())
      let loaded = try LoadedTemplate(.builtin(template))
      files.append(try directory.write("\(template).swift", try generator.render(loaded, params: params)))
      let calls = try XCTUnwrap(try generator.accessors(loaded, params: params)).map { accessor -> String in
        let arguments = accessor.text.contains("%d") ? ["1", "\"x\""] : accessor.text.contains("%") ? ["\"x\""] : []
        return "_ = " + (accessor.call(with: arguments) ?? "missing")
      }
      files.append(try directory.write("calls-\(template).swift", "func calls\(index)() {\n" + calls.joined(separator: "\n") + "\n}\n"))
    }
    let compile = try SwiftCompiler.run(["swiftc", "-typecheck", "-swift-version", "6"] + files)
    XCTAssertEqual(compile.status, 0, compile.output)
  }

  func testATemplateThatNamesKeysItsOwnWayHasNoAccessorsToCall() throws {
    let directory = try TemporaryDirectory()
    let template = try directory.write("own.stencil", "{% for table in tables %}{{ table.name }}{% endfor %}")
    let generator = try StringsGenerator(inputs: try tables(in: directory), options: StringsOptions())
    XCTAssertNil(try generator.accessors(LoadedTemplate(.file(template)), params: [:]))
  }
}
