import L10nGenTables
import L10nGenTemplate

/// The member name Xcode 26 gives a String Catalog key's generated symbol
/// (`STRING_CATALOG_GENERATE_SYMBOLS`), so that code written against Xcode's symbols compiles against
/// l10ngen's. Xcode documents no rule; this one reproduces the names of Xcode's own generated files
/// (see Documentation/Templates.md's comparison with Xcode):
///
/// - format specifiers are dropped (`%lld active` is `active`), apostrophes too (`Snap’s` is `Snaps`);
/// - every other character that is no letter, digit or `$` separates words (spaces, `.`, `_`, `-`, `…`);
/// - a word that starts with two capitals keeps the first and lowers the rest of them (`JSON` is
///   `Json`, `CKAsset` `Ckasset`; `InvalidMACAddress` is kept);
/// - the words are joined in lower camel case: the first word's first letter lowered
///   (`CFBundleDisplayName` is `cfbundleDisplayName`), every other word's raised (`iCloud` is `ICloud`).
///
/// Where Xcode fails the build, l10ngen still names the key: a name that would start with a digit or `$`
/// gets a leading `_`, and a keyword is written in backticks. A key with nothing left to name it by
/// (`%@`, `""`) gets no name here (the naming stage says so).
enum XcodeSymbolName {
  static func name(for key: String) -> String {
    var words: [String] = []
    var word = ""
    for character in SpecifierFreeText.of(key) {
      if character == "'" || character == "\u{2019}" { continue }
      if isWordCharacter(character) {
        word.append(character)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    var name = ""
    for (index, word) in words.enumerated() {
      let normalized = lowerLeadingCapitals(word)
      let first = normalized.first.map(String.init) ?? ""
      name += (index == 0 ? first.lowercased() : first.uppercased()) + normalized.dropFirst()
    }
    guard let first = name.unicodeScalars.first else { return "" }
    if first.properties.numericType != nil || first == "$" { name = "_" + name }
    return SwiftIdentifier.escapeReservedKeywords(name)
  }

  /// `JSON` → `Json`, `CKAsset` → `Ckasset`: a word that starts with two capitals keeps the first.
  private static func lowerLeadingCapitals(_ word: String) -> String {
    var characters = Array(word)
    guard characters.count > 1, characters[0].isUppercase, characters[1].isUppercase else { return word }
    var index = 1
    while index < characters.count, characters[index].isUppercase {
      characters[index] = Character(characters[index].lowercased())
      index += 1
    }
    return String(characters)
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    if character == "$" { return true }
    guard let scalar = character.unicodeScalars.first else { return false }
    return scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
  }
}
