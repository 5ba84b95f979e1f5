import Foundation
import XCTest
@testable import L10nGenKit

final class OutputWriterTests: XCTestCase {
  func testWritesAndCreatesMissingFolders() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("a/b/L10n.swift")
    XCTAssertEqual(try OutputWriter.write("code", to: path, mode: .write), .written)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "code")
  }

  func testUnchangedContentKeepsTheFileAndItsDate() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "code")
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    XCTAssertEqual(try OutputWriter.write("code", to: path, mode: .write), .unchanged)
    let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    XCTAssertEqual(date, old)
  }

  func testCheckAndDryRunNeverWrite() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "old")
    XCTAssertEqual(try OutputWriter.write("new", to: path, mode: .check), .stale(reason: "\(path) is out of date"))
    XCTAssertEqual(try OutputWriter.write("new", to: path, mode: .dryRun), .stale(reason: "\(path) is out of date"))
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
    let missing = directory.path("missing/L.swift")
    XCTAssertEqual(try OutputWriter.write("new", to: missing, mode: .check), .stale(reason: "\(missing) does not exist"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path("missing")))
  }

  func testNoTemporaryFileIsLeftBehind() throws {
    let directory = try TemporaryDirectory()
    _ = try OutputWriter.write("code", to: directory.path("L10n.swift"), mode: .write)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["L10n.swift"])
  }

  func testDirectoryAsOutputIsRefused() throws {
    let directory = try TemporaryDirectory()
    XCTAssertThrowsError(try OutputWriter.write("code", to: directory.url.path, mode: .write)) { error in
      XCTAssertEqual(error as? OutputError, .isDirectory(path: directory.url.path))
    }
  }

  func testOverwritingAnInputIsRefused() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("en.lproj/Localizable.strings", "\"a\" = \"b\";")
    XCTAssertThrowsError(try OutputWriter.write("code", to: input, mode: .write, inputs: [input])) { error in
      XCTAssertEqual(error as? OutputError, .overwritesInput(path: input))
    }
    XCTAssertEqual(try String(contentsOfFile: input, encoding: .utf8), "\"a\" = \"b\";")
  }

  func testUnwritableFolderIsAnErrorNotACrash() throws {
    let directory = try TemporaryDirectory()
    let blocker = try directory.write("file", "x")
    XCTAssertThrowsError(try OutputWriter.write("code", to: blocker + "/sub/L10n.swift", mode: .write)) { error in
      XCTAssertTrue(error is OutputError, "\(error)")
    }
  }
}
