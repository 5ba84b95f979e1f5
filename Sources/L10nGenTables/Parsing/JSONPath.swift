/// Where a value sits in a catalog, rendered only for messages: `strings["k"].localizations.en`.
package struct JSONPath: CustomStringConvertible {
  private var components: [(name: String, bracketed: Bool)]

  package init(_ names: [String] = []) {
    components = names.map { ($0, false) }
  }

  package func appending(_ name: String, bracketed: Bool = false) -> JSONPath {
    var path = self
    path.components.append((name, bracketed))
    return path
  }

  /// `name` after a dot when it is an identifier (language codes like `zh-Hans` too), else `["name"]`.
  package var description: String {
    var text = ""
    for (name, bracketed) in components {
      let isIdentifier =
        !bracketed && name.utf8.first.map { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || $0 == 0x5F } == true
        && name.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || (0x30...0x39).contains($0) || $0 == 0x5F || $0 == 0x2D }
      if isIdentifier {
        text += text.isEmpty ? name : ".\(name)"
      } else {
        text += "[\(name.debugDescription)]"
      }
    }
    return text.isEmpty ? "the catalog" : text
  }
}
