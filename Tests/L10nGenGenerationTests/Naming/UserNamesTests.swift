import L10nGenTestSupport
import XCTest

@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenTables
@testable import L10nGenTemplate

/// Names the user gives (`names`, `labels`, `tableNames`, `--name`) place, name and label accessors,
/// and anything they cannot name is an error pointing at where the name was given.
final class UserNamesTests: XCTestCase {
  private static let table = """
    "%@" = "%@";
    "%lu files" = "%lu files";
    "%lu Files" = "%lu Files";
    "photos.shared" = "%1$@ shared %2$ld photos";
    "title" = "Title";

    """

  private func origin(_ place: String, line: Int = 1, column: Int = 1) -> UserNames.Origin {
    UserNames.Origin(location: SourceLocation(file: "/p/l10ngen.json", line: line, column: column), place: place)
  }

  private func render(
    _ template: String, _ userNames: UserNames, table: String = UserNamesTests.table, params: [String: TemplateValue] = [:]
  ) throws -> (String, [String]) {
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/Localizable.strings", table)
    var warnings: [String] = []
    let output = try StringsGenerator(inputs: [input], options: StringsOptions(), userNames: userNames)
      .render(LoadedTemplate(.builtin(template)), params: params) { warnings.append($0.message) }
    return (output, warnings)
  }

  private var everyName: UserNames {
    UserNames(
      names: [
        .init(table: "Localizable", key: "%@", path: "interpolatedValue", origin: origin("strings[0].names.Localizable.%@")),
        .init(table: "Localizable", key: "%lu Files", path: "files.countTitle", origin: origin("strings[0].names.Localizable.%lu Files")),
      ],
      labels: [.init(table: "Localizable", key: "photos.shared", labels: ["sender", "count"], origin: origin("strings[0].labels"))])
  }

  func testNamedKeysGetTheirAccessorsAndTheRestStays() throws {
    let (structured, warnings) = try render("structured-swift6", everyName)
    XCTAssertTrue(structured.contains("static func interpolatedValue(_ p1: String) -> String"), structured)
    XCTAssertTrue(structured.contains("enum Files {"), structured)
    XCTAssertTrue(structured.contains("static func countTitle(_ p1: Int) -> String"), structured)
    XCTAssertTrue(structured.contains("static func shared(sender p1: String, count p2: Int) -> String"), structured)
    XCTAssertTrue(structured.contains("static func luFiles(_ p1: Int)"), "%lu files no longer collides:\n\(structured)")
    XCTAssertEqual(warnings, [])
    let (flat, flatWarnings) = try render("flat-swift6", everyName)
    XCTAssertTrue(flat.contains("static func filesCountTitle(_ p1: Int) -> String"), flat)
    XCTAssertEqual(flatWarnings, [])
  }

  func testNamedFilesCompile() throws {
    let directory = try TemporaryDirectory()
    var files: [String] = []
    for template in ["structured-swift6", "flat-swift6", "structured-swift5", "flat-swift5"] {
      let (source, _) = try render(template, everyName, params: ["enumName": .string("L\(files.count)")])
      files.append(try directory.write(template + ".swift", source))
    }
    let result = try SwiftCompiler.typeCheck(files, flags: ["-swift-version", "6"])
    XCTAssertEqual(result.status, 0, result.output)
  }

  func testATableNameGivesTheTablesEnum() throws {
    let directory = try TemporaryDirectory()
    let dash = try directory.write("en.lproj/-.strings", "\"a\" = \"A\";\n")
    let other = try directory.write("en.lproj/Other.strings", "\"b\" = \"B\";\n")
    let names = UserNames(tableNames: [.init(table: "-", name: "Dash", origin: origin("strings[0].tableNames.-"))])
    let output = try StringsGenerator(inputs: [dash, other], options: StringsOptions(), userNames: names)
      .render(LoadedTemplate(.builtin("structured-swift6")), params: [:])
    XCTAssertTrue(output.contains("internal enum Dash {"), output)
  }

  func testNamesThatNameNothingOrAreNoSwiftNamesAreErrorsTogether() throws {
    let bad = UserNames(
      names: [
        .init(table: "Missing", key: "x", path: "x", origin: origin("strings[0].names.Missing.x")),
        .init(table: "Localizable", key: "nope", path: "x", origin: origin("strings[0].names.Localizable.nope")),
        .init(table: "Localizable", key: "%@", path: "files.", origin: origin("strings[0].names.Localizable.%@")),
        .init(table: "Localizable", key: "%lu files", path: "same", origin: origin("strings[0].names.Localizable.%lu files")),
        .init(table: "Localizable", key: "%lu Files", path: "same", origin: origin("strings[0].names.Localizable.%lu Files")),
      ],
      labels: [.init(table: "Localizable", key: "photos.shared", labels: ["sender"], origin: origin("strings[0].labels.Localizable.photos.shared"))])
    XCTAssertThrowsError(try render("structured-swift6", bad)) { error in
      XCTAssertEqual(
        (error as? ErrorList)?.errors.map(\.description),
        [
          "/p/l10ngen.json:1:1: error: 'strings[0].names.Missing.x': no table \"Missing\" among the inputs (tables: Localizable)",
          "/p/l10ngen.json:1:1: error: 'strings[0].names.Localizable.nope': table \"Localizable\" has no key \"nope\"",
          "/p/l10ngen.json:1:1: error: 'strings[0].names.Localizable.%@': \"files.\" is not a Swift name, or names joined by \".\" (files.countTitle)",
          "/p/l10ngen.json:1:1: error: 'strings[0].names.Localizable.%lu Files': key \"%lu files\" has the name \"same\" too",
          "/p/l10ngen.json:1:1: error: 'strings[0].labels.Localizable.photos.shared': key \"photos.shared\" takes 2 arguments, not 1",
        ])
    }
  }

  /// A name the user gives that another member of its shape has is theirs to change: an error, not
  /// a renaming. A function may have a property's name (Swift tells `title` from `title(_:)`).
  func testANameThatCollidesIsAnErrorNotAWarning() throws {
    let names = UserNames(names: [
      .init(table: "Localizable", key: "%@", path: "luFiles", origin: UserNames.Origin(location: nil, place: "--name Localizable:%@=luFiles"))
    ])
    XCTAssertThrowsError(try render("structured-swift6", names)) { error in
      XCTAssertTrue("\(error)".hasPrefix("error: --name Localizable:%@=luFiles: key \"%@\" and key \"%lu files\""), "\(error)")
    }
    let function = UserNames(names: [
      .init(table: "Localizable", key: "%@", path: "title", origin: UserNames.Origin(location: nil, place: "--name Localizable:%@=title"))
    ])
    let (output, _) = try render("structured-swift6", function)
    XCTAssertTrue(output.contains("static func title(_ p1: String) -> String {"), output)
    XCTAssertTrue(output.contains("static var title: String {"), output)
  }

  func testATableNameThatCollidesOrHidesAModuleIsAnError() throws {
    let directory = try TemporaryDirectory()
    let dash = try directory.write("en.lproj/-.strings", "\"a\" = \"A\";\n")
    let other = try directory.write("en.lproj/Other.strings", "\"b\" = \"B\";\n")
    for name in ["Other", "Swift"] {
      let names = UserNames(tableNames: [.init(table: "-", name: name, origin: origin("strings[0].tableNames.-"))])
      XCTAssertThrowsError(
        try StringsGenerator(inputs: [dash, other], options: StringsOptions(), userNames: names)
          .render(LoadedTemplate(.builtin("structured-swift6")), params: [:]), name
      ) { error in
        XCTAssertTrue("\(error)".contains("'strings[0].tableNames.-': "), "\(error)")
      }
    }
  }

  func testANameInOneTableDoesNotMakeAnotherTablesCollisionAnError() throws {
    let directory = try TemporaryDirectory()
    let first = try directory.write("en.lproj/A.strings", "\"title\" = \"A\";\n")
    let second = try directory.write("en.lproj/B.strings", "\"title\" = \"B\";\n\"Title\" = \"C\";\n")
    let names = UserNames(names: [.init(table: "A", key: "title", path: "heading", origin: origin("strings[0].names.A.title"))])
    var warnings = 0
    let output = try StringsGenerator(inputs: [first, second], options: StringsOptions(), userNames: names)
      .render(LoadedTemplate(.builtin("structured-swift6")), params: [:]) { _ in warnings += 1 }
    XCTAssertEqual(warnings, 1, "B's title and Title coincide: Title is named apart, with a warning")
    XCTAssertTrue(output.contains("static var title_capitalized"), output)
    XCTAssertTrue(output.contains("static var heading"), output)
  }

  func testTheCommandLineFormIsTableColonKeyEqualsName() {
    XCTAssertEqual(UserNames.parseArgument("Localizable:a:b=c=d.e")?.table, "Localizable")
    XCTAssertEqual(UserNames.parseArgument("Localizable:a:b=c=d.e")?.key, "a:b=c")
    XCTAssertEqual(UserNames.parseArgument("Localizable:a:b=c=d.e")?.path, "d.e")
    XCTAssertNil(UserNames.parseArgument("no-colon=x"))
    XCTAssertNil(UserNames.parseArgument("T:k="))
  }
}
