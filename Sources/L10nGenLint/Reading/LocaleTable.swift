import L10nGenCore
import L10nGenTables

/// One locale's part of a table as lint reads it: the entries Foundation would use, by key, and
/// what reading them found (syntax errors, duplicate keys, plural structure).
struct LocaleTable: Sendable {
  var table: String
  var locale: String?
  var files: [TableFile]
  /// In file order; a `.stringsdict` entry takes the place of the `.strings` entry of its key, as
  /// Foundation looks in the `.stringsdict` first, and a duplicate's later value replaces the first.
  private(set) var entries: [LintEntry] = []
  /// Where each key is in `entries`: by key for the development table and for keys the development
  /// language lacks, by `LintEntry.developmentIndex` for the others (no second hash of the key).
  /// Keys are told apart as Foundation tells them (`ExactKey`): "café" composed and decomposed are
  /// two entries.
  private var indexByKey: [ExactKey: Int] = [:]
  private var indexByDevelopmentIndex: [Int] = []
  /// Files that could not be read at all (a syntax error, not a file of its format): their keys are unknown.
  var unreadableFiles: Set<String> = []
  /// Keys whose entries could not be read (a syntax error reported for them): present, not missing.
  var brokenKeys: Set<ExactKey> = []
  var findings: [LintFinding] = []
  /// In a development table: each entry's `missing-key` message (`KeyCoverageCheck.missingKeyMessage`),
  /// made once for all the locales that lack it; empty until made.
  var missingKeyMessages: [String] = []

  /// `developmentKeys`: for a translation, the number of keys of the development table its entries'
  /// `developmentIndex` point into.
  init(table: String, locale: String?, files: [TableFile], developmentKeys: Int = 0) {
    self.table = table
    self.locale = locale
    self.files = files
    indexByDevelopmentIndex = Array(repeating: -1, count: developmentKeys)
  }

  /// The entry of `key` in a development table (or a key the development table lacks).
  subscript(key: String) -> LintEntry? { indexByKey[ExactKey(key)].map { entries[$0] } }

  /// The position of `key`'s entry in `entries`, in a development table.
  func index(of key: String) -> Int? { indexByKey[ExactKey(key)] }

  /// The entry of `key`, found by its development position when it has one (no hashing).
  func entry(forKey key: String, developmentIndex: Int?) -> LintEntry? {
    guard let developmentIndex else { return self[key] }
    let index = indexByDevelopmentIndex[developmentIndex]
    return index < 0 ? nil : entries[index]
  }

  var keyCount: Int { entries.count }

  mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
  }

  /// Adds `entry`, or replaces the entry of its key (returned).
  @discardableResult
  mutating func add(_ entry: LintEntry) -> LintEntry? {
    let next = entries.count
    var index = next
    if let developmentIndex = entry.developmentIndex {
      index = indexByDevelopmentIndex[developmentIndex]
      if index < 0 {
        indexByDevelopmentIndex[developmentIndex] = next
        index = next
      }
    } else {
      Self.claim(&indexByKey[ExactKey(entry.key), default: next], into: &index)  // one hash whether it is new or not
    }
    guard index != next else {
      entries.append(entry)
      return nil
    }
    defer { entries[index] = entry }
    return entries[index]
  }

  private static func claim(_ slot: inout Int, into index: inout Int) { index = slot }

  mutating func report(_ rule: LintRule, at location: SourceLocation, _ message: String, key: String? = nil) {
    findings.append(LintFinding(rule: rule, location: location, message: message, locale: locale, table: table, key: key))
  }
}

/// One key of a locale's table: its text as written, and the arguments Foundation reads for it.
/// A class, not a struct: lint copies entries into tables, lookups and loops hundreds of thousands of
/// times per run, and a reference costs one retain where this struct's fields cost ten.
final class LintEntry: Sendable {
  enum Content: Sendable {
    /// A `.strings` entry.
    case text(ParsedEntry)
    /// A `.stringsdict` entry, or a String Catalog entry in one language.
    case variants(ParsedVariantEntry)
  }

  let key: String
  let content: Content
  let file: String
  /// The arguments, each with its position, as `TableLoader` reads them for generation; nil when the
  /// entry's own placeholders conflict (a finding says so).
  let arguments: [FormatArgument]?
  /// What reading the arguments noticed (a form chosen by an argument printed as text).
  let argumentWarnings: [LocatedWarning]
  /// A String Catalog string unit's `state` (`translated`, `new`, `needs_review`…), when it has one.
  let state: String?
  /// In a translation, the position of the development language's entry of the same key.
  let developmentIndex: Int?
  /// False when the reader already knows every `%` of the text is a plain specifier.
  let mayHaveOddPercent: Bool

  init(
    key: String, content: Content, file: String, arguments: [FormatArgument]?, argumentWarnings: [LocatedWarning] = [],
    state: String? = nil, developmentIndex: Int? = nil, mayHaveOddPercent: Bool = true
  ) {
    self.key = key
    self.content = content
    self.file = file
    self.arguments = arguments
    self.argumentWarnings = argumentWarnings
    self.state = state
    self.developmentIndex = developmentIndex
    self.mayHaveOddPercent = mayHaveOddPercent
  }

  var location: SourceLocation {
    switch content {
    case .text(let parsed): return parsed.location
    case .variants(let parsed): return parsed.location
    }
  }

  /// The text to quote in messages: the value, the format, or the first varying text.
  var displayText: String {
    switch content {
    case .text(let parsed): return parsed.value
    case .variants(let parsed): return parsed.format ?? texts.first?.text ?? parsed.key
    }
  }

  /// Where `displayText` is written.
  var displayLocation: SourceLocation {
    switch content {
    case .text(let parsed): return parsed.valueLocation
    case .variants(let parsed): return parsed.format == nil ? (texts.first?.location ?? parsed.location) : parsed.formatLocation
    }
  }

  /// Every text Foundation may format for this key: the value; or the format, every plural form and
  /// every device variant, each with where it is written and which it is (for messages).
  var texts: [(text: String, location: SourceLocation, place: TextPlace)] {
    var texts = [(text: String, location: SourceLocation, place: TextPlace)]()
    forEachText { texts.append(($0, $1, $2)) }
    return texts
  }

  /// `texts` without building an array (lint calls this for every entry).
  func forEachText(_ body: (String, SourceLocation, TextPlace) -> Void) {
    switch content {
    case .text(let parsed):
      body(parsed.value, parsed.valueLocation, TextPlace())
    case .variants(let parsed):
      if let format = parsed.format { body(format, parsed.formatLocation, TextPlace()) }
      func forms(_ plural: PluralVariable?, device: String?) {
        guard let plural else { return }
        for form in plural.forms {
          body(form.text, form.location, TextPlace(category: form.category, variable: plural.name, kind: plural.kind, device: device))
        }
      }
      for plural in parsed.plurals { forms(plural, device: nil) }
      for device in parsed.devices {
        if let text = device.text { body(text, device.location, TextPlace(device: device.device)) }
        forms(device.plural, device: device.device)
      }
    }
  }

  /// Whether one of its texts has a conversion written with the space flag (`50% off` is `% o`),
  /// which takes an argument the development value does not pass. `suspicious-percent` reports it,
  /// and the argument mismatch it causes is that same mistake: lint does not report it twice.
  /// For the readers, which meet the mismatch before the checks run; the checks learn it from
  /// `SuspiciousPercentCheck.check` instead of reading the texts again.
  var readsOddConversion: Bool {
    guard mayHaveOddPercent else { return false }
    var found = false
    forEachText { text, _, _ in
      if !found, PlaceholderSignature.hasPercent(text) {
        found = FormatParser.specifiers(in: text).contains { $0.isSuspicious }
      }
    }
    return found
  }

  var plurals: [PluralVariable] {
    switch content {
    case .text: return []
    case .variants(let parsed): return parsed.plurals + parsed.devices.compactMap(\.plural)
    }
  }
}

/// Which text of an entry a finding is about: its value or format (all nil), or a plural form, or a
/// device variant. Described only when a message needs it.
struct TextPlace {
  var category: PluralCategory?
  var variable: String?
  var kind: PluralVariable.Kind = .variable
  var device: String?

  /// `form "one" of variable "COUNT"`, `device "mac"`; empty for the value or format itself.
  var description: String {
    var parts = [String]()
    if let category {
      let of = variable.map { " of \(kind == .substitution ? "substitution" : "variable") \(swiftQuoted($0))" } ?? ""
      parts.append("form \(swiftQuoted(category.rawValue))\(of)")
    }
    if let device { parts.append("\(parts.isEmpty ? "" : "of ")device \(swiftQuoted(device))") }
    return parts.joined(separator: " ")
  }
}
