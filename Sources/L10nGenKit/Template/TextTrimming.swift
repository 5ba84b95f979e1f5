/// How the text next to a `{% %}` tag loses whitespace, reproducing the regular expressions Stencil
/// applies (`TrimBehaviour`), so output matches byte for byte.
enum TextTrimming {
  /// Trims `text`, which follows a tag whose closing side asks for `afterTag`, and precedes a tag
  /// whose opening side asks for `beforeTag`. `nil` means there is no tag on that side (text at
  /// the template's ends, or next to `{{ }}` / `{# #}`): nothing is trimmed there.
  static func trim(
    _ text: String, afterTag: WhitespaceControl?, beforeTag: WhitespaceControl?, spacing: TemplateSpacing
  ) -> String {
    var scalars = Substring(text).unicodeScalars[...]
    switch afterTag {
    case .trim?:
      scalars = scalars.drop { $0.properties.isWhitespace }  // ^\s+
    case .unspecified? where spacing == .smart:
      scalars = droppingSpacesAndOneNewline(scalars)  // ^[ \t]*\n
    default:
      break
    }
    switch beforeTag {
    case .trim?:
      while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }  // \s+$
    case .unspecified? where spacing == .smart:
      scalars = droppingTrailingSpaces(scalars)  // [ \t]*$
    default:
      break
    }
    return String(String.UnicodeScalarView(scalars))
  }

  private static func isSpaceOrTab(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

  /// `^[ \t]*\n`: the rest of the tag's line, only when nothing but spaces is left on it.
  private static func droppingSpacesAndOneNewline(
    _ scalars: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.SubSequence {
    let rest = scalars.drop(while: isSpaceOrTab)
    guard rest.first == "\n" else { return scalars }
    return rest.dropFirst()
  }

  /// `[ \t]*$` with ICU's meaning of `$`: the end of the text, or just before a line terminator
  /// that ends the text. So `"a  \n"` before a tag loses its two spaces too.
  private static func droppingTrailingSpaces(
    _ scalars: Substring.UnicodeScalarView.SubSequence
  ) -> Substring.UnicodeScalarView.SubSequence {
    var body = scalars
    var terminator = scalars[scalars.endIndex...]
    if let last = body.last, isLineTerminator(last) {
      var start = body.index(before: body.endIndex)
      if last == "\n", start > body.startIndex, body[body.index(before: start)] == "\r" {
        start = body.index(before: start)
      }
      terminator = body[start...]
      body = body[..<start]
    }
    while let last = body.last, isSpaceOrTab(last) { body.removeLast() }
    return terminator.isEmpty ? body : Substring.UnicodeScalarView.SubSequence(body + terminator)
  }

  private static func isLineTerminator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
