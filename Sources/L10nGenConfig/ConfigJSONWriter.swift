import L10nGenTables

/// Writes a JSON tree as l10ngen's own config files are written (`config.example.json`): members
/// in the tree's order, two spaces a level, one member or element a line, `"key": value`, and a
/// newline at the end, so a converted config reads like one written by hand.
package enum ConfigJSONWriter {
  package static func text(of value: LocatedJSON.Value) -> String {
    var text = ""
    write(value, level: 0, into: &text)
    return text + "\n"
  }

  /// Numbers are written as the tree holds them: the caller gives JSON's number syntax.
  private static func write(_ value: LocatedJSON.Value, level: Int, into text: inout String) {
    switch value {
    case .object(let members):
      writeLines(open: "{", close: "}", members.map { ($0.key, $0.value.value) }, level: level, into: &text)
    case .array(let elements):
      writeLines(open: "[", close: "]", elements.map { (nil, $0.value) }, level: level, into: &text)
    case .string(let string): text += LocatedJSON.stringLiteral(string)
    case .number(let number): text += number
    case .bool(let flag): text += flag ? "true" : "false"
    case .null: text += "null"
    }
  }

  private static func writeLines(
    open: String, close: String, _ lines: [(key: String?, value: LocatedJSON.Value)], level: Int, into text: inout String
  ) {
    guard !lines.isEmpty else {
      text += open + close
      return
    }
    let indentation = String(repeating: "  ", count: level + 1)
    text += open + "\n"
    for (offset, line) in lines.enumerated() {
      text += indentation
      if let key = line.key { text += LocatedJSON.stringLiteral(key) + ": " }
      write(line.value, level: level + 1, into: &text)
      text += offset == lines.count - 1 ? "\n" : ",\n"
    }
    text += String(repeating: "  ", count: level) + close
  }
}
