extension CompiledLocalization {
  /// The `.strings` table as UTF-8 text, one `"key" = "value";` line per entry after a comment that
  /// names the catalog (so that a table without entries is still a valid, empty one).
  public func stringsFileContents(catalogFile: String) -> String {
    var text = "/* Compiled by l10ngen from \(catalogFile) (\(language)); edit the catalog, not this file. */\n"
    for entry in strings {
      text += "\"\(Self.stringsEscaped(entry.key))\" = \"\(Self.stringsEscaped(entry.value))\";\n"
    }
    return text
  }

  /// The `.stringsdict` table as an XML property list, keys in the order Foundation's tools write them.
  public func stringsDictFileContents() -> String {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    guard !plurals.isEmpty else { return text + "<dict/>\n</plist>\n" }
    func line(_ depth: Int, _ content: String) {
      text += String(repeating: "\t", count: depth) + content + "\n"
    }
    func pair(_ depth: Int, _ key: String, _ value: String) {
      line(depth, "<key>\(Self.xmlEscaped(key))</key>")
      line(depth, "<string>\(Self.xmlEscaped(value))</string>")
    }
    line(0, "<dict>")
    for entry in plurals {
      line(1, "<key>\(Self.xmlEscaped(entry.key))</key>")
      line(1, "<dict>")
      pair(2, "NSStringLocalizedFormatKey", entry.format)
      for variable in entry.variables {
        line(2, "<key>\(Self.xmlEscaped(variable.name))</key>")
        line(2, "<dict>")
        pair(3, "NSStringFormatSpecTypeKey", "NSStringPluralRuleType")
        pair(3, "NSStringFormatValueTypeKey", variable.valueType)
        for form in variable.forms { pair(3, form.category.rawValue, form.text) }
        line(2, "</dict>")
      }
      line(1, "</dict>")
    }
    line(0, "</dict>")
    return text + "</plist>\n"
  }

  /// A quoted `.strings` string's escapes, as CoreFoundation's old-style parser reads them: `\"`, `\\`,
  /// `\n`, `\r`, `\t`, and `\UXXXX` for other control characters.
  private static func stringsEscaped(_ text: String) -> String {
    var escaped = ""
    escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// `&`, `<`, `>` as entities, and a carriage return as `&#13;` (XML readers turn a literal one into `\n`).
  private static func xmlEscaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == 0x0D }) else {
      return text
    }
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\r": escaped += "&#13;"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
