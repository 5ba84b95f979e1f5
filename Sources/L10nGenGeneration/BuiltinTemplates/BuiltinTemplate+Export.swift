/// A built-in template as files of one's own: to start a custom template from a recommended one.
extension BuiltinTemplate {
  /// The template's file and every partial it includes, directly or not, by file name: written into one
  /// folder, `--template-path FOLDER/NAME.stencil` renders exactly what the built-in one does.
  public var files: [(name: String, source: String)] {
    var result = [(name: name + ".stencil", source: source)]
    var pending = [source]
    var seen = Set<String>()
    while let text = pending.popLast() {
      for include in Self.includes(in: text) where seen.insert(include.name).inserted {
        guard let partial = Self.partials[include.name] else { continue }
        result.append((include.name, partial))
        pending.append(partial)
      }
    }
    return result
  }

  /// One file with every `{% include %}` replaced by the partial's text, to read the whole template
  /// in one place (or use it as one file).
  public var resolvedSource: String {
    Self.resolve(source, seen: [])
  }

  private static func resolve(_ text: String, seen: Set<String>) -> String {
    var result = ""
    var rest = text[...]
    for include in includes(in: text) {
      guard let range = rest.firstRange(ofText: String(include.tag)), let partial = partials[include.name], !seen.contains(include.name) else {
        continue
      }
      var before = rest[..<range.lowerBound]
      var after = rest[range.upperBound...]
      var inlined = resolve(partial, seen: seen.union([include.name]))
      let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
      if before[lineStart...].allSatisfy({ $0 == " " }), after.hasPrefix("\n") || after.isEmpty {
        // A tag alone on its line renders as no line at all: the partial takes the whole line.
        before = before[..<lineStart]
        if !after.isEmpty { after = after.dropFirst() }
        if !inlined.isEmpty, !inlined.hasSuffix("\n") { inlined += "\n" }
      } else if inlined.hasSuffix("\n"), after.hasPrefix("\n") {
        // The partial's last newline stands in for the one after the tag.
        inlined.removeLast()
      }
      result += before + inlined
      rest = after
    }
    return result + rest
  }

  /// The `{% include "NAME" %}` tags of a text, in order, with the file each names.
  private static func includes(in text: String) -> [(tag: Substring, name: String)] {
    var found: [(Substring, String)] = []
    var rest = text[...]
    while let start = rest.firstRange(ofText: "{%"), let end = rest.firstRange(ofText: "%}", from: start.upperBound) {
      let words = rest[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace)
      if words.count == 2, words[0] == "include", words[1].count > 2, words[1].first == "\"", words[1].last == "\"" {
        found.append((rest[start.lowerBound..<end.upperBound], String(words[1].dropFirst().dropLast())))
      }
      rest = rest[end.upperBound...]
    }
    return found
  }
}
