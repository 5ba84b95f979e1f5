/// How the text next to a `{% %}` tag loses whitespace, reproducing the regular expressions Stencil
/// applies (`TrimBehaviour`), so output matches byte for byte.
enum TextTrimming {
  /// Trims `text`, which follows a tag whose closing side asks for `afterTag`, and precedes a tag
  /// whose opening side asks for `beforeTag`. `nil` means there is no tag on that side (text at
  /// the template's ends, or next to `{{ }}` / `{# #}`): nothing is trimmed there.
  static func trim(
    _ text: String, afterTag: WhitespaceControl?, beforeTag: WhitespaceControl?, spacing: TemplateSpacing
  ) -> String {
    // Index arithmetic on the scalars, one string made at the end: building the result by
    // appending to a slice of the text copied the text for each scalar.
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    switch afterTag {
    case .trim?:
      while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }  // ^\s+
    case .unspecified? where spacing == .smart:
      // ^[ \t]*\n: the rest of the tag's line, only when nothing but spaces is left on it.
      var probe = start
      while probe < end, isSpaceOrTab(scalars[probe]) { probe = scalars.index(after: probe) }
      if probe < end, scalars[probe] == "\n" { start = scalars.index(after: probe) }
    default:
      break
    }
    switch beforeTag {
    case .trim?:
      while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }  // \s+$
    case .unspecified? where spacing == .smart:
      // [ \t]*$ with ICU's meaning of `$`: the end of the text, or just before a line terminator
      // that ends the text. So `"a  \n"` before a tag loses its two spaces too.
      var bodyEnd = end
      if bodyEnd > start, isLineTerminator(scalars[scalars.index(before: bodyEnd)]) {
        bodyEnd = scalars.index(before: bodyEnd)
        if scalars[bodyEnd] == "\n", bodyEnd > start, scalars[scalars.index(before: bodyEnd)] == "\r" {
          bodyEnd = scalars.index(before: bodyEnd)
        }
      }
      let terminator = bodyEnd..<end
      while bodyEnd > start, isSpaceOrTab(scalars[scalars.index(before: bodyEnd)]) { bodyEnd = scalars.index(before: bodyEnd) }
      if !terminator.isEmpty { return String(scalars[start..<bodyEnd]) + String(scalars[terminator]) }
      end = bodyEnd
    default:
      break
    }
    return String(scalars[start..<end])
  }

  private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
