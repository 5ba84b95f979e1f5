import L10nGenCore

/// `basename` and `dirname`, as StencilSwiftKit computes them with PathKit (without touching the
/// file system: no `~` expansion, no symbolic links).
enum PathFilters {
  /// `some/folder/test.jpg` → `test.jpg`.
  static func basename(_ path: String) -> String {
    PathText.lastComponent(path)
  }

  /// PathKit's `parent()`, the path joined with `..`: `some/folder/test.jpg` → `some/folder`,
  /// `test.jpg` and `./y` → `.`, `/a` → `/`; a path ending in `..` gets another (`/..` → `/../..`).
  static func dirname(_ path: String) -> String {
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
