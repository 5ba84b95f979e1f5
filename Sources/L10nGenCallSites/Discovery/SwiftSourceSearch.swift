import L10nGenCore
import L10nGenLookups
import L10nGenTables

/// The source files of the paths `l10ngen migrate` and `lint --sources` are given: a file as it is, a
/// folder searched below it for Swift and Objective-C files (`.swift`, `.m`, `.mm`), passing over
/// what `ProjectSearch` passes over (hidden folders, `.build`, `Pods`, `Carthage`, bundles), in path
/// order.
public enum SwiftSourceSearch {
  public static let extensions: Set<String> = ["swift", "m", "mm"]

  /// Whether a file is Objective-C, read by `ObjCLookupFinder`.
  public static func isObjectiveC(_ path: String) -> Bool { ["m", "mm"].contains(PathText.pathExtension(path)) }

  /// The source files of `paths`, but those of `excluded` (the config's outputs), each shown from
  /// the current folder when it is below it (as users type paths).
  public static func files(in paths: [String], excluding excluded: [String] = []) throws -> [String] {
    var found: [String] = []
    for path in paths {
      if PathText.isFolder(path) {
        found += try ProjectSearch.files(under: path) { extensions.contains(PathText.pathExtension($0)) }
      } else if FileManager.default.fileExists(atPath: path) {
        found.append(path)
      } else {
        throw DiscoveryError.notFound(path: path, location: nil)
      }
    }
    let left = Set(excluded.map(PathText.standardized))
    var seen = Set<String>()
    return found.filter { !left.contains(PathText.standardized($0)) && seen.insert(PathText.standardized($0)).inserted }
      .map(PathText.shown)
  }

  /// The Objective-C headers (`.h`) of the folders among `paths`: the declarations the code's
  /// messages are sent to.
  public static func headers(in paths: [String], excluding excluded: [String] = []) throws -> [String] {
    let left = Set(excluded.map(PathText.standardized))
    return try paths.filter(PathText.isFolder).flatMap { try ProjectSearch.files(under: $0) { PathText.pathExtension($0) == "h" } }
      .filter { !left.contains(PathText.standardized($0)) }
  }

}
