import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore

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

  func testFolderUnderARegularFileIsAnErrorNamingTheFolder() throws {
    let directory = try TemporaryDirectory()
    let blocker = try directory.write("file", "x")
    let output = blocker + "/sub/L10n.swift"
    XCTAssertThrowsError(try OutputWriter.write("code", to: output, mode: .write)) { error in
      XCTAssertEqual("\(error)", "error: cannot write \(output): \(blocker) is not a folder")
    }
    XCTAssertEqual(try String(contentsOfFile: blocker, encoding: .utf8), "x")
  }

  func testOutputBesideARegularFileInItsPathIsAnError() throws {
    let directory = try TemporaryDirectory()
    let blocker = try directory.write("file", "x")
    XCTAssertThrowsError(try OutputWriter.write("code", to: blocker + "/L10n.swift", mode: .write)) { error in
      XCTAssertEqual("\(error)", "error: cannot write \(blocker)/L10n.swift: \(blocker) is not a folder")
    }
  }

  /// What a run killed before its rename leaves: the output as it was and a temporary file, which
  /// the next write removes (its process is gone). A live process's temporary file stays.
  func testTemporaryFileOfAKilledRunIsRemovedByTheNextWrite() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "old")
    let abandoned = try directory.write(".L10n.swift.l10ngen-999999999-42.tmp", "ne")  // no process has this id
    let live = try directory.write(".L10n.swift.l10ngen-\(getpid())-7.tmp", "other run")
    let unrelated = try directory.write(".L10n.swift.backup-1-2.tmp", "not ours")
    XCTAssertEqual(try OutputWriter.write("new", to: path, mode: .write), .written)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new")
    XCTAssertFalse(FileManager.default.fileExists(atPath: abandoned))
    XCTAssertTrue(FileManager.default.fileExists(atPath: live))
    XCTAssertTrue(FileManager.default.fileExists(atPath: unrelated))
  }

  func testTemporaryFileNamesAreRecognisedOnlyInTheirOwnShape() {
    let prefix = ".L10n.swift.l10ngen-"
    XCTAssertEqual(TemporaryOutputFile.owner(of: ".L10n.swift.l10ngen-123-456.tmp", prefix: prefix), 123)
    XCTAssertNil(TemporaryOutputFile.owner(of: ".L10n.swift.l10ngen-123.tmp", prefix: prefix))
    XCTAssertNil(TemporaryOutputFile.owner(of: ".L10n.swift.l10ngen-0-456.tmp", prefix: prefix))
    XCTAssertNil(TemporaryOutputFile.owner(of: ".L10n.swift.l10ngen-x-456.tmp", prefix: prefix))
    XCTAssertNil(TemporaryOutputFile.owner(of: ".Other.swift.l10ngen-123-456.tmp", prefix: prefix))
    XCTAssertNil(TemporaryOutputFile.owner(of: ".L10n.swift.l10ngen-123-456.swift", prefix: prefix))
  }
}
