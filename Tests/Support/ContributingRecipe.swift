import Foundation

/// A recipe of CONTRIBUTING.md and the code a test compiles for it, compared line by line (leading
/// spaces aside, so that the test may nest it): the recipe's code is then code that builds and works.
public enum ContributingRecipe {
  /// The first ```swift block after the heading `### title` of CONTRIBUTING.md.
  public static func code(_ title: String) throws -> String {
    let page = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    guard let heading = page.range(of: "\n### \(title)\n"), let start = page.range(of: "```swift\n", range: heading.upperBound..<page.endIndex),
      let end = page.range(of: "\n```", range: start.upperBound..<page.endIndex)
    else { throw RecipeNotFound(description: "CONTRIBUTING.md has no ```swift block under '### \(title)'") }
    return normalized(page[start.upperBound..<end.lowerBound])
  }

  /// The lines of the test file `path` between `// recipe:begin` and `// recipe:end`.
  public static func marked(in path: String) throws -> String {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    guard let begin = text.range(of: "// recipe:begin\n"), let end = text.range(of: "// recipe:end", range: begin.upperBound..<text.endIndex),
      let lineEnd = text[begin.upperBound..<end.lowerBound].lastIndex(of: "\n")
    else { throw RecipeNotFound(description: "\(path) marks no recipe") }
    return normalized(text[begin.upperBound..<lineEnd])
  }

  private static func normalized(_ text: Substring) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.drop { $0 == " " } }.joined(separator: "\n")
  }

  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  struct RecipeNotFound: Error, CustomStringConvertible {
    var description: String
  }
}
