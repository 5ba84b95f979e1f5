/// A regular expression as users write them for `NSRegularExpression` (a config's `filter`, a
/// template's `replace:…,"regex"`): ICU's syntax, read by the standard library's `Regex`, which
/// needs no Foundation. Matched on Unicode scalars, as ICU matches (not on whole characters, the
/// standard library's default), so `.` and classes see a combining accent as one.
package struct RegularExpression: @unchecked Sendable {
  package let pattern: String
  /// The compiled `Regex<AnyRegexOutput>` (a stored property cannot name a type newer than the
  /// oldest system the package builds for; every system a 5.9 toolchain runs on has it).
  private let compiled: Any

  /// Throws the reason when `pattern` is not a regular expression.
  package init(_ pattern: String) throws(RegularExpressionError) {
    self.pattern = pattern
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { throw RegularExpressionError(reason: "needs macOS 13 or later") }
    do {
      let regex = try Regex(pattern).matchingSemantics(.unicodeScalar)
      compiled = regex
    } catch {
      throw RegularExpressionError(reason: "\(error)")
    }
  }

  /// Whether the expression matches somewhere in `text` (it is not anchored unless it says so).
  package func matches(in text: String) -> Bool {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let regex = compiled as? Regex<AnyRegexOutput> else { return false }
    return (try? regex.firstMatch(in: text)) != nil
  }

  /// Every match replaced by `template`, as `NSRegularExpression.stringByReplacingMatches` reads
  /// one: `$1` is a group's text (digits are read while they name a group: `$12` is `$1` and a
  /// `2` when there are fewer than 12 groups), `\` makes the next character literal.
  package func replacingMatches(in text: String, template: String) -> String {
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *), let regex = compiled as? Regex<AnyRegexOutput> else { return text }
    var result = ""
    var rest = text.startIndex
    for match in text.matches(of: regex) {
      result += text[rest..<match.range.lowerBound]
      // Every match holds each group of the expression (nil when it took no part): its count is theirs.
      let groupCount = match.output.count - 1
      result += expand(template, groupCount: groupCount) { group in
        match.output[group].range.map { text[$0] } ?? ""
      }
      rest = match.range.upperBound
    }
    result += text[rest...]
    return result
  }

  private func expand(_ template: String, groupCount: Int, group: (Int) -> Substring) -> String {
    var result = ""
    var scalars = template.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      switch scalar {
      case "\\":
        if let next = scalars.popFirst() { result.unicodeScalars.append(next) }
      case "$" where scalars.first.map { $0.properties.numericType == .decimal } == true:
        var number = 0
        var digits = 0
        while let digit = scalars.first?.properties.numericValue.map(Int.init), scalars.first?.properties.numericType == .decimal {
          guard number * 10 + digit <= groupCount || digits == 0 else { break }
          number = number * 10 + digit
          digits += 1
          scalars.removeFirst()
        }
        if number <= groupCount { result += group(number) }
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Why a pattern is not a regular expression.
package struct RegularExpressionError: Error, Equatable, Sendable {
  package let reason: String
}
