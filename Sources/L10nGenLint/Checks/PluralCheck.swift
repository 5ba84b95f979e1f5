import L10nGenCore
import L10nGenTables

/// Plural variables: defined but never referenced, and forms against the categories the locale's
/// language has (`PluralRules`): a form the language never chooses is dead text; a category it
/// chooses for whole numbers without a form shows the `other` form (`2 файлов` for `2 файла`).
///
/// A variable whose forms are the development language's, unchanged, is not translated yet: its
/// categories are the development language's business (reported there), not this locale's.
enum PluralCheck {
  static func check(
    _ entry: LintEntry, development: LintEntry?, language: (code: String, rules: PluralRules)?, into table: inout LocaleTable
  ) {
    let plurals = entry.plurals
    guard !plurals.isEmpty else { return }
    reportUnreferencedVariables(of: entry, into: &table)
    guard let (code, rules) = language else { return }
    let developmentPlurals = development?.plurals ?? []
    for plural in plurals where !developmentPlurals.contains(where: { sameForms($0, plural) }) {
      func subject() -> String {
        plural.name.map { "plural variable \(swiftQuoted($0)) of key \(swiftQuoted(entry.key))" }
          ?? "the plural variation of key \(swiftQuoted(entry.key))"
      }
      var present = Set<PluralCategory>()
      var unused = [PluralForm]()
      for form in plural.forms {
        present.insert(form.category)
        if form.category != .zero && !rules.categories.contains(form.category) { unused.append(form) }
      }
      if let first = unused.first {
        table.report(
          .pluralUnusedCategory, at: first.location,
          "\(subject()) has \(list(unused.map(\.category))) \(unused.count == 1 ? "form" : "forms"), which \(code) never chooses "
            + "(its categories: \(rules.categories.sorted().map(\.rawValue).joined(separator: ", ")); zero for 0)",
          key: entry.key)
      }
      // Only `other` (and `zero`) says the text does not change with the number (Hungarian "%d válasz"):
      // nothing to add. Forms for some categories say it does, so the rest are missing.
      let inflects = present.count - (present.contains(.zero) ? 1 : 0) > 1
      guard inflects, rules.wholeNumberCategories.contains(where: { $0 != .other && !present.contains($0) }) else { continue }
      let isInteger = plural.valueType.map { ArgumentType.pluralValue($0)?.swiftGenType == "Int" } ?? true
      let missing = rules.wholeNumberCategories.subtracting(present).subtracting([.other]).sorted()
      if isInteger && !missing.isEmpty {
        table.report(
          .pluralMissingCategory, at: plural.location,
          "\(subject()) has no \(list(missing)) \(missing.count == 1 ? "form" : "forms"): \(code) chooses "
            + "\(missing.count == 1 ? "it" : "them") for some whole numbers, which then show the \"other\" form",
          key: entry.key)
      }
    }
  }

  /// `.stringsdict` variables and catalog substitutions that no text of the entry refers to: no text
  /// has `#@name@` (with `%` and any position or flags before it).
  private static func reportUnreferencedVariables(of entry: LintEntry, into table: inout LocaleTable) {
    for plural in entry.plurals where plural.kind != .wholeText {
      guard let name = plural.name else { continue }
      let reference = Array("#@\(name)@".utf8)
      var isReferenced = false
      entry.forEachText { text, _, _ in
        if !isReferenced && contains(text, reference) { isReferenced = true }
      }
      guard !isReferenced else { continue }
      let kind = plural.kind == .substitution ? "substitution" : "plural variable"
      let format: String
      if case .variants(let parsed) = entry.content, let text = parsed.format {
        format = "; the format is \(quoted(text))"
      } else {
        format = ""
      }
      table.report(
        .pluralUnusedVariable, at: plural.location,
        "\(kind) \(swiftQuoted(name)) of key \(swiftQuoted(entry.key)) is never referenced as %#@\(name)@\(format)",
        key: entry.key)
    }
  }

  private static func contains(_ text: String, _ pattern: [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= pattern.count else { return false }
      return (0...(bytes.count - pattern.count)).contains { start in
        bytes[start] == pattern[0] && pattern.indices.allSatisfy { bytes[start + $0] == pattern[$0] }
      }
    }
  }

  private static func sameForms(_ lhs: PluralVariable, _ rhs: PluralVariable) -> Bool {
    lhs.forms.count == rhs.forms.count && zip(lhs.forms, rhs.forms).allSatisfy { $0.category == $1.category && $0.text == $1.text }
  }

  private static func list(_ categories: [PluralCategory]) -> String {
    categories.map { swiftQuoted($0.rawValue) }.joined(separator: ", ")
  }
}
