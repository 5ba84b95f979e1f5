import Foundation
import XCTest

/// Generation sets its heap up for a short run (`ShortRunHeap`: the heap offered to the kernel for
/// huge pages), lint does not (its peak memory would grow). Read from the kernel's record of the
/// running command, `/proc/PID/smaps`, where a mapping advised with `MADV_HUGEPAGE` lists `hg` among
/// its `VmFlags` (proc(5)). Each command is caught while its output, larger than a pipe holds,
/// waits to be read.
final class ShortRunHeapTests: XCTestCase {
  func testGenerationOffersItsHeapForHugePagesAndLintDoesNot() throws {
    #if os(Linux)
    let sandbox = try Sandbox()
    let keys = (0..<3000).map { "\"screen\($0 / 100).key\($0)\"" }
    try sandbox.write("Res/en.lproj/Localizable.strings", keys.map { "\($0) = \"Text %@\";" }.joined(separator: "\n"))
    // Every key written with another placeholder: a finding each, more than a pipe holds.
    try sandbox.write("Res/de.lproj/Localizable.strings", keys.map { "\($0) = \"Text %d\";" }.joined(separator: "\n"))
    let table = sandbox.url.appendingPathComponent("Res/en.lproj").path
    XCTAssertEqual(try advisesHugePages(["strings", "--template", "structured-swift5", "--output", "-", table], in: sandbox.url), true)
    XCTAssertEqual(try advisesHugePages(["lint", "--format", "json", "Res"], in: sandbox.url), false)
    #else
    throw XCTSkip("huge pages are Linux's")
    #endif
  }

  /// Whether a mapping of the running command is advised for huge pages, read after its first
  /// byte of output (after the heap is set up, before the command can end); nil when it ended first.
  private func advisesHugePages(_ arguments: [String], in directory: URL) throws -> Bool? {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("l10ngen")
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      _ = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
    }
    guard try output.fileHandleForReading.read(upToCount: 1)?.isEmpty == false else { return nil }
    // Read to its end, not by its size: a file of /proc says it has none.
    guard let file = FileHandle(forReadingAtPath: "/proc/\(process.processIdentifier)/smaps") else { return nil }
    let smaps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
    try file.close()
    XCTAssertTrue(smaps.contains("VmFlags:"), "the kernel's record of the command was read")
    return smaps.split(separator: "\n").contains { $0.hasPrefix("VmFlags:") && $0.split(separator: " ").contains("hg") }
  }
}
