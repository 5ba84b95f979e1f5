import L10nGenCore

/// StencilSwiftKit's string filters, with its argument rules.
enum StringFilters {
  static let all: [String: TemplateFilter] = {
    var filters: [String: TemplateFilter] = [
      "swiftIdentifier": .withArguments { try swiftIdentifier($0, $1) },
      "lowerFirstWord": .simple { .string(SwiftIdentifier.lowerFirstWord(try FilterArguments.text($0))) },
      "lowerFirstLetter": .simple { .string(SwiftIdentifier.lowerFirstLetter(try FilterArguments.text($0))) },
      "upperFirstLetter": .simple { .string(SwiftIdentifier.upperFirstLetter(try FilterArguments.text($0))) },
      "titlecase": .simple { .string(SwiftIdentifier.upperFirstLetter(try FilterArguments.text($0))) },
      "escapeReservedKeywords": .simple { .string(SwiftIdentifier.escapeReservedKeywords(try FilterArguments.text($0))) },
      "snakeToCamelCase": .withArguments { try snakeToCamelCase($0, $1) },
      "camelToSnakeCase": .withArguments { try camelToSnakeCase($0, $1) },
      "replace": .withArguments { try replace($0, $1) },
      "removeNewlines": .withArguments { try removeNewlines($0, $1) },
      "basename": .simple { .string(PathFilters.basename(try FilterArguments.text($0))) },
      "dirname": .simple { .string(PathFilters.dirname(try FilterArguments.text($0))) },
    ]
    let tests: [String: @Sendable (String, String) -> Bool] = [
      "contains": { $0.contains($1) }, "hasPrefix": { $0.hasPrefix($1) }, "hasSuffix": { $0.hasSuffix($1) },
    ]
    for (name, test) in tests {
      filters[name] = .withArguments { value, arguments in
        .bool(test(try FilterArguments.text(value), try FilterArguments.text(arguments, at: 0)))
      }
      filters["!" + name] = .withArguments { value, arguments in
        .bool(!test(try FilterArguments.text(value), try FilterArguments.text(arguments, at: 0)))
      }
    }
    return filters
  }()

  private static func swiftIdentifier(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let string = try FilterArguments.text(value)
    let mode = try FilterArguments.option(arguments, among: ["normal", "pretty"])
    return .string(SwiftIdentifier.identifier(from: string, pretty: mode == "pretty"))
  }

  private static func snakeToCamelCase(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let strip = try FilterArguments.flag(arguments) ?? false
    return .string(SwiftIdentifier.snakeToCamelCase(try FilterArguments.text(value), stripLeadingUnderscores: strip))
  }

  private static func camelToSnakeCase(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let toLower = try FilterArguments.flag(arguments) ?? true
    return .string(SwiftIdentifier.camelToSnakeCase(try FilterArguments.text(value), toLower: toLower))
  }

  /// `replace:"old","new"` (literal), or `replace:"regex","template","regex"` (`$1` in the template).
  private static func replace(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let source = try FilterArguments.text(value)
    let target = try FilterArguments.text(arguments, at: 0)
    let replacement = try FilterArguments.text(arguments, at: 1)
    switch try FilterArguments.option(arguments, at: 2, among: ["normal", "regex"]) {
    case "regex":
      guard let expression = try? RegularExpression(target) else {
        throw FilterFailure("invalid regular expression '\(target)'")
      }
      return .string(expression.replacingMatches(in: source, template: replacement))
    default:
      guard !target.isEmpty else { return .string(source) }
      return .string(LiteralSearch.replacing(target, with: replacement, in: source))
    }
  }

  /// `removeNewlines` ("all", the default: every whitespace and newline goes) or
  /// `removeNewlines:"leading"` (newlines and each line's leading whitespace go).
  private static func removeNewlines(_ value: TemplateValue, _ arguments: [TemplateValue]) throws -> TemplateValue {
    let string = try FilterArguments.text(value)
    switch try FilterArguments.option(arguments, among: ["all", "leading"]) {
    case "leading":
      let lines = string.unicodeScalars.split(omittingEmptySubsequences: false, whereSeparator: isNewline).map { line in
        line.drop(while: isWhitespace)
      }
      let joined = lines.joined()
      return .string(String(String.UnicodeScalarView(joined.drop(while: isWhitespace).reversed().drop(while: isWhitespace).reversed())))
    default:
      let kept = string.unicodeScalars.filter { !isWhitespace($0) && !isNewline($0) }
      return .string(String(String.UnicodeScalarView(kept)))
    }
  }

  /// Foundation's `CharacterSet.whitespaces`: tab, the space separators (Unicode's Zs), and U+200B
  /// ZERO WIDTH SPACE, which Foundation's table still counts (it was a Zs before Unicode 4.0.1).
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
  }

  /// Foundation's `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
  private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
  }
}
