import Foundation

/// `basename` and `dirname`, as StencilSwiftKit computes them with PathKit (without touching the
/// file system: no `~` expansion, no symbolic links).
enum PathFilters {
  /// `some/folder/test.jpg` → `test.jpg`.
  static func basename(_ path: String) -> String {
    (path as NSString).lastPathComponent
  }

  /// `some/folder/test.jpg` → `some/folder`; `test.jpg` → "" (PathKit's `parent()` of a bare name).
  static func dirname(_ path: String) -> String {
    var components = (path as NSString).pathComponents
    if components.count > 1 && components.last == "/" { components.removeLast() }
    components.removeAll { $0 == "." }
    // PathKit's `path + ".."`: the last component goes, unless it is ".." or the root.
    if let last = components.last, last != ".." {
      if components.count > 1 || last != "/" { components.removeLast() }
    } else if components.last == ".." || components.isEmpty {
      components.append("..")
    }
    return components.isEmpty ? "" : NSString.path(withComponents: components)
  }
}
