import Foundation
import XCTest

@testable import L10nGenCore

/// Paths are split and joined without Foundation as `NSString`'s path methods do.
final class PathTextAgreesWithFoundationTests: XCTestCase {
  private let paths = [
    "", "/", "a", "a/", "/a", "/a/", "a/b", "a//b", "/a/b/c.txt", "a/b/c.txt/", "./y", "../x", "a/.strings",
    "en.lproj", "/x/en.lproj/Localizable.strings", "a.b.c", "a/b.", ".", "..", "/..", "~/a",
  ]

  func testLastComponent() {
    for path in paths {
      XCTAssertEqual(PathText.lastComponent(path), (path as NSString).lastPathComponent, path)
    }
  }

  // Apple's table for `deletingLastPathComponent` (swift-corelibs-foundation traps on a path
  // without a slash, so these are the documented values, and a few more of the same rules).
  func testDeletingLastComponent() {
    let documented = [
      "/tmp/scratch.tiff": "/tmp", "/tmp/lock/": "/tmp", "/tmp/": "/", "/tmp": "/", "/": "/", "scratch.tiff": "",
      "": "", "a/b": "a", "./y": ".", "/..": "/",
    ]
    for (path, parent) in documented {
      XCTAssertEqual(PathText.deletingLastComponent(path), parent, path)
    }
  }

  func testPathExtension() {
    for path in paths {
      XCTAssertEqual(PathText.pathExtension(path), (path as NSString).pathExtension, path)
    }
  }

  func testComponents() {
    for path in paths {
      XCTAssertEqual(PathText.components(path), (path as NSString).pathComponents, path)
    }
  }

  func testAppending() {
    for path in ["", "/", "a", "a/", "/a/b", "/a/b/"] {
      for component in ["c", "c.txt", "c/d"] {
        XCTAssertEqual(PathText.appending(component, to: path), (path as NSString).appendingPathComponent(component), "\(path) + \(component)")
      }
    }
  }

  func testIsFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pathtext-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("f.strings")
    try Data().write(to: file)
    XCTAssertTrue(PathText.isFolder(folder.path))
    XCTAssertFalse(PathText.isFolder(file.path))
    XCTAssertFalse(PathText.isFolder(folder.appendingPathComponent("missing").path))
  }

  func testFirstRangeOfTextAsFoundationsRangeOf() {
    let texts = ["", "abc", "{% include \"x\" %}", "aab", "e\u{301}e", "ée", "a{%b%}c{%d%}"]
    for text in texts {
      for needle in ["a", "ab", "{%", "%}", "e", "é", "b", "zz"] {
        XCTAssertEqual(text.firstRange(ofText: needle), text.range(of: needle), "\(needle) in \(text.debugDescription)")
      }
    }
  }
}
