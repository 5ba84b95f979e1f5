import Foundation

/// A fresh folder per test, removed when the test object goes away.
public final class TemporaryDirectory {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("l10ngen-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `contents` (UTF-8) at `relativePath`, creating folders; returns the file's path.
  @discardableResult
  public func write(_ relativePath: String, _ contents: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    return file.path
  }

  public func path(_ relativePath: String) -> String {
    url.appendingPathComponent(relativePath).path
  }

  /// The UTF-8 text at `relativePath`; nil when there is none.
  public func read(_ relativePath: String) -> String? {
    try? String(contentsOfFile: path(relativePath), encoding: .utf8)
  }
}
