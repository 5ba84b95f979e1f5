import L10nGenCore

/// The localization tables of a project folder, for the commands that look for them on their own
/// (`l10ngen init`, and `l10ngen lint` with no config): every `.strings` and `.stringsdict` file of an
/// `.lproj` folder and every `.xcstrings` String Catalog below the folder, in path order. Passed over:
/// hidden folders (`.build`, `.git`, `.swiftpm`), build products and dependencies, and asset
/// catalogs and bundles (`Settings.bundle`), whose tables are not the app's.
public enum ProjectSearch {
  /// Folders never searched, by name.
  public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build"]
  /// Folders never searched, by extension.
  public static let skippedExtensions: Set<String> = ["xcassets", "bundle"]

  /// What the search passes over, for messages: "hidden folders, Pods, …".
  public static var skippedDescription: String {
    "hidden folders (.build, .git), " + skippedFolders.sorted().joined(separator: ", ") + ", *."
      + skippedExtensions.sorted().joined(separator: " and *.")
  }

  /// The table files under `root`: paths that start with `root` as given.
  public static func tables(under root: String) throws -> [String] {
    try files(under: root) { path in
      switch TableFormat(path: path)?.placement {
      case .languageFolder?: return PathText.pathExtension(PathText.deletingLastComponent(path)).lowercased() == "lproj"
      case .everyLanguage?: return true
      case nil: return false
      }
    }
  }

  /// The files under `root` that `keep` keeps, passing over what the search passes over, in path
  /// order: paths that start with `root` as given. `l10ngen migrate` finds source files with it.
  public static func files(under root: String, keep: (String) -> Bool) throws -> [String] {
    guard PathText.isFolder(root), let names = try? FileManager.default.contentsOfDirectory(atPath: root) else {
      throw DiscoveryError.unreadableDirectory(path: root, reason: "not readable")
    }
    var found: [String] = []
    collect(in: root, names: names, keep: keep, into: &found)
    return found.sorted()
  }

  private static func collect(in folder: String, names: [String], keep: (String) -> Bool, into found: inout [String]) {
    for name in names where !name.hasPrefix(".") {
      let path = folder == "." ? name : PathText.appending(name, to: folder)
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      if status.st_mode & S_IFMT == S_IFDIR {
        guard !skippedFolders.contains(name), !skippedExtensions.contains(PathText.pathExtension(name)),
          let inside = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { continue }
        collect(in: path, names: inside, keep: keep, into: &found)
      } else if keep(path) {
        found.append(path)
      }
    }
  }
}
