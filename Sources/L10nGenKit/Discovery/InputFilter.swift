import Foundation

/// A config entry's `filter`, as SwiftGen reads it: a regular expression searched for (not anchored
/// unless it says so) in the path of each file found in an input folder, the path as written from the
/// config's folder (`Resources/en.lproj/Localizable.strings`). A file named as an input is read
/// whatever the filter says.
public struct InputFilter: Equatable, Sendable {
  public let pattern: String
  /// The config's folder: paths under it are matched relative to it.
  public let base: String

  /// Throws when `pattern` is not a regular expression.
  public init(pattern: String, relativeTo base: String) throws {
    _ = try NSRegularExpression(pattern: pattern)
    self.pattern = pattern
    self.base = base
  }

  /// The filter ready to match many paths.
  func compiled() -> (String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return { _ in true } }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return { path in
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      let range = NSRange(relative.startIndex..<relative.endIndex, in: relative)
      return expression.firstMatch(in: relative, range: range) != nil
    }
  }
}
