import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCore

/// An output written a chunk at a time is compared with the file already there as it arrives: the
/// same content keeps the file and its date, whichever chunk a difference is in; nothing reaches the
/// output before `commit`.
final class StreamedOutputFileTests: XCTestCase {
  private func stream(_ chunks: [String], to path: String, mode: OutputWriter.Mode = .write) throws -> StreamedOutputFile.Finished {
    let file = try StreamedOutputFile(path: path, mode: mode, inputs: [])
    for chunk in chunks { file.write(Array(chunk.utf8)) }
    let finished = try file.finish()
    if finished == .ready { try file.commit() }
    return finished
  }

  private func folderNames(_ directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
  }

  func testTheSameContentInOtherChunksKeepsTheFileAndItsDate() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "abcdefgh")
    let old = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
    XCTAssertEqual(try stream(["abc", "", "defg", "h"], to: path), .unchanged)
    XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, old)
    XCTAssertEqual(try folderNames(directory), ["L10n.swift"])
  }

  func testADifferenceInALaterChunkKeepsTheBeginningItMatched() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "abcdefgh")
    XCTAssertEqual(try stream(["abc", "dXf", "gh"], to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcdXfgh")
    XCTAssertEqual(try folderNames(directory), ["L10n.swift"])
  }

  func testContentThatIsABeginningOrAnExtensionOfTheFileIsWritten() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "abcdefgh")
    XCTAssertEqual(try stream(["abc", "de"], to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcde")
    XCTAssertEqual(try stream(["abcde", "fgh"], to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcdefgh")
    XCTAssertEqual(try stream([], to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "")
  }

  func testNothingReachesTheOutputUntilCommitAndADiscardLeavesItAsItWas() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "old")
    let file = try StreamedOutputFile(path: path, mode: .write, inputs: [])
    file.write(Array("new content".utf8))
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
    XCTAssertEqual(try folderNames(directory).count, 2, "the content is in a temporary file beside the output")
    file.discard()
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
    XCTAssertEqual(try folderNames(directory), ["L10n.swift"])
  }

  func testCheckComparesWithoutWriting() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "abcdef")
    XCTAssertEqual(try stream(["abc", "def"], to: path, mode: .check), .unchanged)
    XCTAssertEqual(try stream(["abc", "deX"], to: path, mode: .check), .stale(reason: "\(path) is out of date"))
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcdef")
    XCTAssertEqual(try folderNames(directory), ["L10n.swift"])
  }

  func testAnOutputLargerThanAChunkOfTheRenderIsComparedWhole() throws {
    let directory = try TemporaryDirectory()
    let content = String(repeating: "0123456789abcdef", count: 20_000)  // 320 KB
    let path = try directory.write("L10n.swift", content)
    let bytes = Array(content.utf8)
    let chunks = stride(from: 0, to: bytes.count, by: 65_536).map { String(decoding: bytes[$0..<min($0 + 65_536, bytes.count)], as: UTF8.self) }
    XCTAssertEqual(try stream(chunks, to: path), .unchanged)
    var changed = chunks
    changed[changed.count - 1] = String(changed[changed.count - 1].dropLast()) + "!"
    XCTAssertEqual(try stream(changed, to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), String(content.dropLast()) + "!")
  }

  /// What is written is what was rendered, even when the file already there changes in place while
  /// the render compares with it.
  func testAFileEditedInPlaceDuringTheRenderDoesNotLeakIntoTheOutput() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("L10n.swift", "abcdef")
    let file = try StreamedOutputFile(path: path, mode: .write, inputs: [])
    file.write(Array("abc".utf8))
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    handle.write(Data("XYZ".utf8))  // overwritten in place, as some editors save
    handle.closeFile()
    file.write(Array("dQf".utf8))
    XCTAssertEqual(try file.finish(), .ready)
    try file.commit()
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "abcdQf")
  }

  func testFoldersMadeForAnOutputThatIsNeverCommittedAreRemoved() throws {
    let directory = try TemporaryDirectory()
    let file = try StreamedOutputFile(path: directory.path("new/sub/L10n.swift"), mode: .write, inputs: [])
    file.write(Array("code".utf8))
    XCTAssertTrue(FileManager.default.fileExists(atPath: directory.path("new/sub")))
    file.discard()
    XCTAssertEqual(try folderNames(directory), [])
  }

  func testTheWholeContentInOneChunkIsComparedABlockAtATime() throws {
    let directory = try TemporaryDirectory()
    let content = String(repeating: "0123456789abcdef", count: 20_000)  // 320 KB, five blocks
    let path = try directory.write("L10n.swift", content)
    XCTAssertEqual(try stream([content], to: path), .unchanged)
    XCTAssertEqual(try stream([String(content.dropLast()) + "!"], to: path), .ready)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), String(content.dropLast()) + "!")
  }
}
