import L10nGenCore

/// `basename` and `dirname`, as StencilSwiftKit computes them with PathKit (without touching the
/// file system: no `~` expansion, no symbolic links).
enum PathFilters {
  /// `some/folder/test.jpg` → `test.jpg`.
  static func basename(_ path: String) -> String {
    PathText.lastComponent(path)
  }

  /// StencilSwiftKit's `Path(path).parent().normalize()` on macOS: PathKit's `parent()`, then
  /// `NSString.standardizingPath`, which for an absolute path resolves `..` against the components
  /// before it (`/..` → `/`, `/a/b/../c` → `/a`), and leaves a relative path's `..` in place (Apple's
  /// documentation of `standardizingPath`). Neither the file system (symbolic links, `/private`) nor
  /// `~` is consulted: a template's paths are the config's, not this machine's.
  static func dirname(_ path: String) -> String {
    let parent = pathKitParent(path)
    guard parent.hasPrefix("/") else { return parent }
    var resolved: [String] = []
    for component in parent.split(separator: "/") where component != "." {
      if component == ".." {
        _ = resolved.popLast()
      } else {
        resolved.append(String(component))
      }
    }
    return "/" + resolved.joined(separator: "/")
  }

  /// PathKit's `parent()`, the path joined with `..`: `some/folder/test.jpg` → `some/folder`,
  /// `test.jpg` and `./y` → `.`, `/a` → `/`; a path ending in `..` gets another (`/..` → `/../..`).
  static func pathKitParent(_ path: String) -> String {
    var components = ArraySlice(PathText.components(path))
    if components.count > 1 && components.last == "/" { components.removeLast() }
    components = components.filter { $0 != "." }[...]
    var parent: ArraySlice<String> = [".."]
    // PathKit's `+`: the last component and the leading `..` cancel, unless it is `..`; the root stays.
    if components.last != "..", !components.isEmpty {
      if components.count > 1 || components.first != "/" { components.removeLast() }
      parent.removeFirst()
    }
    let joined = Array(components + parent)
    if joined.isEmpty { return "." }
    let text = joined.joined(separator: "/")
    return joined.first == "/" && joined.count > 1 ? String(text.dropFirst()) : text
  }
}
