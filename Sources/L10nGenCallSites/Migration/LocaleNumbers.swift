import Foundation
import L10nGenTables

/// How a format's numbers depend on the locale it is formatted with: what tells `String(format:)`,
/// which formats with no locale (`3.5`, `1234`), from an accessor, which formats with the user's
/// (`3,5` in German; `١٢٣٤` in Arabic).
enum LocaleNumbers {
  /// The conversions Foundation writes with the locale's decimal separator.
  static let decimalConversions: Set<FormatSpecifier.Conversion> = [
    .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat,
  ]
  /// The conversions Foundation writes with the locale's digits.
  static let integerConversions: Set<FormatSpecifier.Conversion> = [.decimal, .upperDecimal, .integer, .unsigned, .upperUnsigned]

  /// The conversions of `text`'s specifiers.
  static func conversions(in text: String) -> [FormatSpecifier.Conversion] {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    return FormatParser.specifiers(in: text).compactMap {
      if case .argument(let conversion) = $0.kind { return conversion }
      return nil
    }
  }

  /// Whether Foundation writes `%d` in `locale` (a folder or catalog language: `fa`, `ar-SA`) with
  /// digits of its own. Each digit is formatted alone, as the generated runtime reads them: Apple's
  /// Foundation writes `%d` without grouping, while Linux's groups a longer number.
  static func writesOwnDigits(_ locale: String) -> Bool {
    let locale = Locale(identifier: locale)
    return (0...9).contains { String(format: "%d", locale: locale, Int32($0)) != String($0) }
  }
}
