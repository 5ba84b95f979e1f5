import Foundation
import L10nGenTestSupport
import XCTest

@testable import L10nGenCallSites

/// Which files each target of an Xcode project compiles, read from `project.pbxproj` in the shapes
/// Xcode writes: groups whose paths nest, a Sources build phase, and Xcode 16's synchronized folders
/// with an exception set (the objects and keys of Xcode's own files, `objectVersion` 77), in
/// `Fixtures/Projects/App.xcodeproj`.
final class XcodeProjectTests: XCTestCase {
  /// An app whose `App` target lists its files (the generated one among them) and whose `Widget`
  /// target compiles a synchronized folder.
  static let project = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Projects/App.xcodeproj/project.pbxproj")

  func testEachTargetCompilesItsBuildPhasesFilesAndItsSynchronizedFolders() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("App.xcodeproj/project.pbxproj", try String(contentsOf: Self.project, encoding: .utf8))
    let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.path
    let project = try XCTUnwrap(XcodeProject(path: root + "/App.xcodeproj"))
    XCTAssertEqual(project.targets.map(\.name), ["App", "Widget"])
    let app = project.targets[0]
    let widget = project.targets[1]
    XCTAssertEqual(app.files, [root + "/App/Screen.swift", root + "/App/Generated/L10n.swift", root + "/Widget/Shared.swift"])
    XCTAssertTrue(widget.compiles(root + "/Widget/Timeline.swift"))
    XCTAssertTrue(widget.compiles(root + "/Widget/Deep/Entry.swift"))
    XCTAssertFalse(widget.compiles(root + "/Widget/Old.swift"), "taken out by its exception set")
    XCTAssertFalse(widget.compiles(root + "/App/Screen.swift"))
    XCTAssertFalse(app.compiles(root + "/Widget/Timeline.swift"))
  }
}
