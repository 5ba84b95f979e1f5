import Foundation
import L10nGenTables

/// How keys whose Swift names coincide in one scope are told apart: "Share" and "Share…", "Mark as
/// Read" and "Mark As Read", "café" composed and decomposed. Decided by the keys' text alone, never by
/// their order in the table.
///
/// The plainest key of a group keeps the name (`share`); each other one is named `share_` and what
/// distinguishes its text from the plainest one's (`share_ellipsis`). Names made from keys never hold
/// an underscore after their first character (the pretty identifier drops them, Xcode's symbol names
/// join words in camel case), so a name made here can be no other key's natural name: adding a key
/// renames nothing outside the group its name falls in.
enum CoincidingKeys {
  /// Whether `first` comes before `second` among keys whose names coincide: the plainer first. Plainer
  /// is fewer characters that are neither letters nor digits (punctuation, spaces; format specifiers
  /// do not count), then fewer capitals, then fewer Unicode scalars (a composed `é` before a decomposed
  /// one), then the order of the scalars' values.
  static func isPlainer(_ first: String, than second: String) -> Bool {
    let (a, b) = (Measure(first), Measure(second))
    if a.decoration != b.decoration { return a.decoration < b.decoration }
    if a.capitals != b.capitals { return a.capitals < b.capitals }
    let (scalarsA, scalarsB) = (Array(first.unicodeScalars), Array(second.unicodeScalars))
    if scalarsA.count != scalarsB.count { return scalarsA.count < scalarsB.count }
    return scalarsA.lexicographicallyPrecedes(scalarsB) { $0.value < $1.value }
  }

  /// What tells `key` from `keeper` (the plainest key of its group), as words in lower camel case of
  /// ASCII letters and digits: `ellipsis` ("Share…" beside "Share"), `colonSpace` ("Search: "),
  /// `capitalized` ("Mark As Read" beside "Mark as Read"), `lowercasedFolder` ("Move to Applications
  /// folder" beside "… Folder"), `decomposed` (a decomposed "café" beside
  /// the composed one). Empty when nothing tells them apart but the order of their characters.
  static func descriptor(of key: String, beside keeper: String) -> String {
    if key == keeper {  // canonically equivalent: only normalization differs
      return key.unicodeScalars.count > key.precomposedStringWithCanonicalMapping.unicodeScalars.count ? "decomposed" : "composed"
    }
    let letterCase = caseDescriptor(of: key, beside: keeper)
    let marks = addedMarks(of: key, beside: keeper)
    return lowerCamelCase(letterCase + marks)
  }

  // MARK: Letter case

  /// How the key's letters are written, when they are the keeper's but for their case.
  private static func caseDescriptor(of key: String, beside keeper: String) -> [String] {
    let (keyWords, keeperWords) = (words(of: key), words(of: keeper))
    let (keyLetters, keeperLetters) = (keyWords.joined(), keeperWords.joined())
    guard keyLetters != keeperLetters, keyLetters.lowercased() == keeperLetters.lowercased() else { return [] }
    if let form = caseForm(of: keyWords) { return [form] }
    // Otherwise the words written otherwise than the keeper's, and how, when they all are so:
    // "lowercased", "Folder" ("Move to Applications folder" beside "… Folder"); else "case".
    guard keyWords.count == keeperWords.count else { return ["mixedCase"] }
    let differing = zip(keyWords, keeperWords).filter { $0 != $1 }.map(\.0)
    return [caseForm(of: differing) ?? "case"] + differing.map { asciiWords(of: $0) }.joined()
  }

  /// How all of `words` are written, when they all are so: "uppercased", "lowercased", or
  /// "capitalized" (Foundation's: every word starts with a capital, the rest in lower case).
  private static func caseForm(of words: [String]) -> String? {
    let cased = words.joined().filter { $0.isUppercase || $0.isLowercase }
    if cased.allSatisfy(\.isUppercase) { return "uppercased" }
    if cased.allSatisfy(\.isLowercase) { return "lowercased" }
    let capitalized = words.allSatisfy { word in
      guard let first = word.first(where: { $0.isUppercase || $0.isLowercase }) else { return true }
      return first.isUppercase && word.drop { $0 != first }.dropFirst().allSatisfy { !$0.isUppercase }
    }
    return capitalized ? "capitalized" : nil
  }

  /// The runs of letters and digits of the key's text, its format specifiers left out.
  private static func words(of key: String) -> [String] {
    SpecifierFreeText.of(key).split { !isLetterOrDigit($0) }.map(String.init)
  }

  // MARK: Punctuation and spaces

  /// The characters other than letters and digits that the key has more of than the keeper, named in
  /// the order they first appear in the key.
  private static func addedMarks(of key: String, beside keeper: String) -> [String] {
    var keeperCounts: [Character: Int] = [:]
    for character in SpecifierFreeText.of(keeper) where !isLetterOrDigit(character) { keeperCounts[character, default: 0] += 1 }
    var names: [String] = []
    for character in SpecifierFreeText.of(key) where !isLetterOrDigit(character) {
      if let count = keeperCounts[character], count > 0 {
        keeperCounts[character] = count - 1
        continue
      }
      let name = markName(character)
      if names.last != name { names.append(name) }
    }
    return names
  }

  /// The short names people use for the marks keys end in; Unicode's name for any other character
  /// (`HORIZONTAL ELLIPSIS` would be `horizontalEllipsis`), in words of ASCII letters and digits.
  private static func markName(_ character: Character) -> String {
    if let short = shortMarkNames[character] { return short }
    let scalars = character.unicodeScalars
    return scalars.map { scalar in
      guard let name = scalar.properties.name else { return "u" + String(scalar.value, radix: 16, uppercase: true) }
      return lowerCamelCase(asciiWords(of: name.lowercased()))
    }.joined(separator: " ")
  }

  private static let shortMarkNames: [Character: String] = [
    " ": "space", "\u{A0}": "noBreakSpace", "\n": "lineBreak", "\r\n": "lineBreak", "\t": "tab", "…": "ellipsis", ".": "period",
    ",": "comma", ":": "colon", ";": "semicolon", "!": "exclamationMark", "?": "questionMark", "'": "apostrophe", "\"": "quotationMark",
    "‘": "leftQuote", "’": "rightQuote", "“": "leftDoubleQuote", "”": "rightDoubleQuote", "«": "leftGuillemet", "»": "rightGuillemet",
    "-": "hyphen", "–": "enDash", "—": "emDash", "/": "slash", "(": "leftParenthesis", ")": "rightParenthesis", "&": "ampersand",
    "+": "plus", "*": "asterisk", "#": "numberSign", "@": "at", "%": "percent", "_": "underscore",
  ]

  // MARK: Words

  private static func isLetterOrDigit(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
        || (scalar.properties.generalCategory == .nonspacingMark && scalar != character.unicodeScalars.first)
    }
  }

  /// The runs of ASCII letters and digits of `text` (a Unicode name, a word of a key): what a
  /// descriptor may be made of. A word of no ASCII letter gives none.
  private static func asciiWords(of text: String) -> [String] {
    text.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }.map {
      String(String.UnicodeScalarView($0))
    }
  }

  /// Words (and names of words) joined in lower camel case: `["colon", "space"]` is `colonSpace`.
  private static func lowerCamelCase(_ words: [String]) -> String {
    let parts = words.flatMap { $0.split(separator: " ").map(String.init) }
    return parts.enumerated().map { index, word in
      index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }

  /// What plainness is measured in.
  private struct Measure {
    var decoration = 0
    var capitals = 0

    init(_ key: String) {
      for character in SpecifierFreeText.of(key) {
        if !isLetterOrDigit(character) { decoration += 1 } else if character.isUppercase { capitals += 1 }
      }
    }
  }
}
