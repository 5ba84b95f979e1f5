import L10nGenCore
import L10nGenTables

/// The source files of the paths `l10ngen migrate` and `lint --sources` are given: a file as it is, a
/// folder searched below it for Swift and Objective-C files (`.swift`, `.m`, `.mm`), passing over
/// what `ProjectSearch` passes over (hidden folders, `.build`, `Pods`, `Carthage`, bundles), in path
/// order.
public enum SwiftSourceSearch {
  public static let extensions: Set<String> = ["swift", "m", "mm"]

  /// Whether a file is Objective-C, read by `ObjCLookupFinder`.
  public static func isObjectiveC(_ path: String) -> Bool { ["m", "mm"].contains(PathText.pathExtension(path)) }

  public static func files(in paths: [String]) throws -> [String] {
    var found: [String] = []
    for path in paths {
      if PathText.isFolder(path) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
          throw DiscoveryError.unreadableDirectory(path: path, reason: "not readable")
        }
        collect(in: path, names: names, into: &found)
      } else if FileManager.default.fileExists(atPath: path) {
        found.append(path)
      } else {
        throw DiscoveryError.notFound(path: path, location: nil)
      }
    }
    var seen = Set<String>()
    return found.filter { seen.insert($0).inserted }
  }

  private static func collect(in folder: String, names: [String], into found: inout [String]) {
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder == "." ? name : PathText.appending(name, to: folder)
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        guard !ProjectSearch.skippedFolders.contains(name), !ProjectSearch.skippedExtensions.contains(PathText.pathExtension(name)),
          let inside = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { continue }
        collect(in: path, names: inside, into: &found)
      } else if status.st_mode & S_IFMT == S_IFREG, extensions.contains(PathText.pathExtension(name)) {
        found.append(path)
      }
    }
  }
}
