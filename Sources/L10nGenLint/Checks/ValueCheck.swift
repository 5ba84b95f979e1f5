import L10nGenCore
import L10nGenTables

/// Translations that are empty where the development value is not, and translations identical to the
/// development value (not translated yet, most of the time): the second is only information, and also
/// what the summary's translated percentage leaves out.
enum ValueCheck {
  /// Whether `entry` counts as translated. `sameLanguage`: a locale of the development language
  /// (`en-GB`, `Base`), where identical values are expected.
  @discardableResult
  static func check(
    _ entry: LintEntry, with development: LintEntry, developmentLocale: String, sameLanguage: Bool, into table: inout LocaleTable
  )
    -> Bool
  {
    let text = entry.displayText
    let developmentText = development.displayText
    if isBlank(text) && !isBlank(developmentText) {
      table.report(
        .emptyValue, at: entry.displayLocation,
        "key \(entry.key.debugDescription) is empty (\(developmentLocale): \(quoted(developmentText)))", key: entry.key)
      return false
    }
    guard !sameLanguage, text == developmentText, entry.texts.map(\.text) == development.texts.map(\.text),
      entry.texts.contains(where: { hasWords($0.text) })
    else {
      return !isBlank(text) || isBlank(developmentText)
    }
    table.report(
      .identicalToSource, at: entry.displayLocation,
      "key \(entry.key.debugDescription) is identical to the development value (\(developmentLocale): \(quoted(developmentText)))",
      key: entry.key)
    return false
  }

  private static func isBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first > 0x20 && first < 0x80 { return false }  // most texts: no scan
    return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
  }

  /// Whether the text has letters outside its placeholders: `%@`, `•` or `42` need no translation.
  static func hasWords(_ text: String) -> Bool {
    guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
    guard text.utf8.contains(UInt8(ascii: "%")) else { return true }
    let utf8 = Array(text.utf8)
    var outside = [UInt8]()
    var copied = 0
    for (_, range) in FormatParser.scannedSpecifiers(in: text) {
      outside.append(contentsOf: utf8[copied..<range.lowerBound])
      copied = range.upperBound
    }
    outside.append(contentsOf: utf8[copied...])
    return String(decoding: outside, as: UTF8.self).unicodeScalars.contains { $0.properties.isAlphabetic }
  }
}
