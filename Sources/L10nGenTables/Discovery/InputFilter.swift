import Foundation

/// A config entry's `filter`, as SwiftGen applies it: a regular expression searched for (so not
/// anchored unless it says so, and case-sensitive) in the absolute path of each file found in an
/// input folder. A file named as an input is read whatever the filter says.
public struct InputFilter: Equatable, Sendable {
  public let pattern: String

  /// Throws when `pattern` is not a regular expression.
  public init(pattern: String) throws {
    _ = try NSRegularExpression(pattern: pattern)
    self.pattern = pattern
  }

  /// The filter ready to match many paths.
  func compiled() -> (String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return { _ in true } }
    return { path in
      let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
      return expression.firstMatch(in: absolute, range: NSRange(absolute.startIndex..<absolute.endIndex, in: absolute)) != nil
    }
  }
}
