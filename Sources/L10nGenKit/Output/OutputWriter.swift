import Foundation

/// Writes generated code without ever leaving a partial file, and without touching an up-to-date one
/// (an unchanged mtime means no needless recompilation downstream).
public enum OutputWriter {
  public enum Mode: Sendable {
    /// Write when the content differs.
    case write
    /// Write nothing; report whether the file is up to date.
    case check
    /// Write nothing; report what would happen.
    case dryRun
  }

  public enum Outcome: Equatable, Sendable {
    case written
    case unchanged
    /// `check`/`dryRun` found the file missing or different; the reason is one line for people.
    case stale(reason: String)
  }

  /// Refuses destinations that can never be right: a folder, or one of the tables being read.
  public static func validate(_ path: String, inputs: [String]) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    if inputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() == url }) {
      throw OutputError.overwritesInput(path: path)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw OutputError.isDirectory(path: path)
    }
  }

  public static func write(_ content: String, to path: String, mode: Mode, inputs: [String] = []) throws -> Outcome {
    try validate(path, inputs: inputs)
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let exists = FileManager.default.fileExists(atPath: url.path)
    let data = Data(content.utf8)
    if exists, let current = FileManager.default.contents(atPath: url.path), current == data {
      return .unchanged
    }
    switch mode {
    case .check, .dryRun:
      return .stale(reason: exists ? "\(path) is out of date" : "\(path) does not exist")
    case .write:
      do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try replaceAtomically(url, with: data)
      } catch let error as OutputError {
        throw error
      } catch {
        throw OutputError.writeFailed(path: path, reason: reason(error))
      }
      return .written
    }
  }

  /// A temporary file in the same folder, then rename(2): readers see the old file or the new one.
  private static func replaceAtomically(_ url: URL, with data: Data) throws {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).l10ngen-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max)).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      throw OutputError.writeFailed(path: url.path, reason: "cannot create a file in \(directory.path)")
    }
    guard rename(temporary.path, url.path) == 0 else {
      let message = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw OutputError.writeFailed(path: url.path, reason: message)
    }
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return nsError.localizedDescription
  }
}
