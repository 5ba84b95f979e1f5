/// Paths as text, split and joined as `NSString`'s path methods do (which the whole of Foundation
/// has, and its essentials lack), without touching the file system.
package enum PathText {
  /// `a/b/c.txt` → `c.txt`; `a/b/` → `b`; `/` → `/`.
  package static func lastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `a/b/c.txt` → `a/b`; `/a` → `/`; `c.txt` → `` (empty).
  package static func deletingLastComponent(_ path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
  }

  /// `a/b` + `c` → `a/b/c`; `a/` + `c` → `a/c`; `` + `c` → `c`.
  package static func appending(_ component: String, to path: String) -> String {
    guard !path.isEmpty else { return component }
    let base = trimmingTrailingSlashes(path)
    let rest = component.drop { $0 == "/" }
    return base == "/" ? "/" + rest : base + "/" + rest
  }

  /// The text after the last component's last `.` (not a leading one): `a/b.lproj` → `lproj`,
  /// `.strings` → `` (empty).
  package static func pathExtension(_ path: String) -> String {
    let last = lastComponent(path)
    guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
    return String(last[last.index(after: dot)...])
  }

  /// `/a//b/` → `["/", "a", "b", "/"]`: the root first, a trailing slash last, empty parts dropped.
  package static func components(_ path: String) -> [String] {
    guard !path.isEmpty else { return [] }
    var components = path.hasPrefix("/") ? ["/"] : []
    components += path.split(separator: "/").map(String.init)
    if path.count > 1, path.hasSuffix("/") { components.append("/") }
    return components
  }

  /// Whether `path` is a folder (following symbolic links); false when there is nothing there.
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The absolute path without `.`, `..` or repeated slashes: paths as named and as found compared alike.
  package static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  /// A path as messages show it: relative to the current folder when it is below it.
  package static func shown(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
  }

  private static func trimmingTrailingSlashes(_ path: String) -> Substring {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return path
  }
}
