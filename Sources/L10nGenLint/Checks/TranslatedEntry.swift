import L10nGenCore
import L10nGenTables

/// A rule's check of a translation's `entry` against its `development` entry: what it finds, if
/// anything, which lint reports under the rule. A type of its own per rule (usually with no stored
/// property): lint calls it for every translated entry on every thread, and a value of such a type is
/// copied without counting any reference, where a closure's context would be counted by every thread.
protocol TranslationCheck: Sendable {
  func check(_ entry: LintEntry, against development: LintEntry, _ facts: TranslatedEntry) -> TranslatedEntry.Found?
}

/// What lint knows of a translation's entry beside its development entry: what the rules that compare
/// one translation with its development value check (`LintRule.translationCheck`), and whether it
/// counts as translated. It holds no entry: every translated entry of every locale comes through, on
/// every thread, and each reference held would be counted on entries the threads share.
struct TranslatedEntry {

  /// What a check found: where, and a message that names the text.
  struct Found {
    let location: SourceLocation
    let message: String

    init(at location: SourceLocation, _ message: String) {
      self.location = location
      self.message = message
    }
  }

  let developmentLocale: String
  /// Empty where the development value is not.
  let isEmptied: Bool
  /// Identical to the development value in a locale of another language, in a text with words (never
  /// when emptied). Both are decided once here, as every translated entry of every locale comes through.
  let isUntranslatedCopy: Bool

  /// `sameLanguage`: a locale of the development language (`en-GB`, `Base`), where identical values are expected.
  init(entry: LintEntry, development: LintEntry, developmentLocale: String, sameLanguage: Bool) {
    self.developmentLocale = developmentLocale
    let text = entry.displayText
    let developmentText = development.displayText
    isEmptied = Self.isBlank(text) && !Self.isBlank(developmentText)
    isUntranslatedCopy = !isEmptied && !sameLanguage && text == developmentText && Self.sameTextsWithWords(entry, development)
  }

  /// Whether the two entries have the same texts (every form and variant), some with words.
  private static func sameTextsWithWords(_ entry: LintEntry, _ development: LintEntry) -> Bool {
    let texts = entry.texts
    let developmentTexts = development.texts
    return texts.count == developmentTexts.count && zip(texts, developmentTexts).allSatisfy { $0.text == $1.text }
      && texts.contains { hasWords($0.text) }
  }

  /// Whether it counts as translated in the summary (its state aside): neither emptied nor a copy.
  var isTranslated: Bool { !isEmptied && !isUntranslatedCopy }

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
