import Foundation
@testable import L10nGenKit

/// What CLDR's plural rule table becomes in the product: lint's category sets (Swift) and the
/// generated run time's rule function (a template part). Both are committed; `PluralRuleSourcesTests`
/// checks they are what the table makes.
enum PluralRuleSources {
  static let generatedBy = "PluralRuleSourcesTests (L10NGEN_UPDATE_PLURAL_RULES=1 swift test --filter PluralRuleSourcesTests)"

  /// Languages with the same rules, in the order of their number of categories, then of their first language.
  static func groups(_ table: CLDRPluralRuleTable) -> [(languages: [String], rules: [CLDRPluralRuleTable.Rule])] {
    var groups = [(languages: [String], rules: [CLDRPluralRuleTable.Rule])]()
    let everyone = table.languages.map { ($0.key, $0.value) } + table.rootLanguages.map { ($0, []) }
    for (language, rules) in everyone.sorted(by: { $0.0 < $1.0 }) {
      if let index = groups.firstIndex(where: { $0.rules == rules }) {
        groups[index].languages.append(language)
      } else {
        groups.append(([language], rules))
      }
    }
    return groups.sorted { ($0.rules.count, $0.languages[0]) < ($1.rules.count, $1.languages[0]) }
  }

  // MARK: Lint's category sets

  /// The categories whole numbers fall in: those of 0 to 1,000 and of the thousands below a million
  /// (no rule looks further than the last six digits), so a category only multiples of a million
  /// take (French `many`) is not asked of every translation.
  static func wholeNumberCategories(_ rules: [CLDRPluralRuleTable.Rule], table: CLDRPluralRuleTable) -> Set<PluralCategory> {
    var categories = Set<PluralCategory>()
    for number in Array(0...1_000) + Array(stride(from: 2_000, to: 1_000_000, by: 1_000)) {
      let operands = CLDRPluralRuleTable.Operands(Double(number))
      categories.insert(rules.first { $0.condition.contains { $0.allSatisfy { $0.holds(for: operands) } } }?.category ?? .other)
    }
    return categories
  }

  static func lintSource(_ table: CLDRPluralRuleTable) -> String {
    var text = """
      // Generated from Plurals/CLDR/plurals.json (Unicode CLDR \(table.cldrVersion)) by
      // \(generatedBy). Do not edit.

      extension PluralRules {
        /// The Unicode CLDR release the rules are from.
        static let cldrVersion = "\(table.cldrVersion)"

        static let table: [String: PluralRules] = {
          var table = [String: PluralRules]()
          func add(_ languages: String, _ categories: Set<PluralCategory>, whole: Set<PluralCategory>) {
            for language in languages.split(whereSeparator: \\.isWhitespace) {
              table[String(language)] = PluralRules(categories: categories, wholeNumberCategories: whole)
            }
          }

      """
    var merged = [String: (languages: [String], categories: Set<PluralCategory>, whole: Set<PluralCategory>)]()
    var order = [String]()
    for group in groups(table) {
      let categories = Set(group.rules.map(\.category) + [.other])
      let whole = wholeNumberCategories(group.rules, table: table)
      let key = "\(categories.sorted()) \(whole.sorted())"
      if merged[key] == nil { order.append(key) }
      merged[key, default: ([], categories, whole)].languages += group.languages
    }
    func list(_ categories: Set<PluralCategory>) -> String {
      "[" + categories.sorted().map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }
    for key in order {
      let group = merged[key]!
      let languages = wrapped(group.languages.sorted(), indent: "        ", width: 100, separator: " ")
      text += "    add(\n      \"\"\"\n\(languages)\n        \"\"\",\n"
      text += "      \(list(group.categories)), whole: \(list(group.whole)))\n"
    }
    text += "    return table\n  }()\n}\n"
    return text
  }

  // MARK: The run time's rule function

  static func runtimeTemplate(_ table: CLDRPluralRuleTable) -> String {
    let groups = groups(table)
    var cases = ""
    var used = Set<String>()
    for group in groups {
      let labels = wrapped(group.languages.map { "\"\($0.lowercased())\"" }, indent: "          ", width: 110, separator: ", ")
      cases += "        case " + labels.dropFirst(10) + ":\n"
      let rules = group.rules.compactMap { rule in condition(rule.condition, used: &used).map { (rule.category, $0) } }
      guard let last = rules.last else {
        cases += "          return \"other\"\n"
        continue
      }
      for (category, condition) in rules.dropLast() {
        cases += "          if \(condition) { return \"\(category.rawValue)\" }\n"
      }
      cases += last.1 == "true"
        ? "          return \"\(last.0.rawValue)\"\n"
        : "          return \(last.1) ? \"\(last.0.rawValue)\" : \"other\"\n"
    }
    var operands = """
            let n = number.magnitude
            let i = n < 9.2e18 ? Swift.Int64(n) : 0
            let v = fractionDigits(n)
            let f = fraction(n, digits: v)

      """
    if used.contains("t") {
      operands += "      var t = f\n      while t != 0 && t % 10 == 0 { t /= 10 }\n"
    }
    for name in used.sorted() where name.count > 1 && name != "whole" {
      let operand = name.first!, modulus = name.dropFirst()
      operands += operand == "n"
        ? "      let \(name) = n.truncatingRemainder(dividingBy: \(modulus))\n"
        : "      let \(name) = \(operand) % \(modulus)\n"
    }
    if used.contains("whole") {
      operands += "      let whole = n == n.rounded(.towardZero)\n"
    }
    return """
      {# Generated from Sources/L10nGenKit/Plurals/CLDR/plurals.json (Unicode CLDR \(table.cldrVersion)) by
         \(generatedBy). Do not edit. #}
      extension {{ enumName }} {
        /// Unicode CLDR \(table.cldrVersion)'s cardinal plural rules, which Foundation applies through ICU.
        fileprivate enum _Plurals {
          /// The category of `number` in `language`, a locale identifier of which the longest part before
          /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with
          /// no CLDR locale data. The operands are those ICU reads of a `double`: `n` its magnitude, `i`
          /// its integer part, `v` how many fraction digits it shows, `f` those digits, `t` the same
          /// without trailing zeros.
          nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {
      \(operands)      var name = Swift.Substring(language.prefix { $0 != "@" }.lowercased().replacingOccurrences(of: "-", with: "_"))
            while true {
              switch name {
      \(cases)        default:
                guard let cut = name.lastIndex(of: "_") else { return nil }
                name = name[..<cut]
              }
            }
          }

          /// The fraction digits a double shows, as ICU counts them: up to three when so many give its
          /// value exactly, else as many as its 16 significant digits (`%1.15e`) show without trailing zeros.
          nonisolated private static func fractionDigits(_ n: Swift.Double) -> Swift.Int {
            guard n.isFinite else { return 0 }
            for digits in 0...3 {
              let scaled = n * [1, 10, 100, 1000][digits]
              if scaled == scaled.rounded(.down) { return digits }
            }
            let text = Swift.String(format: "%1.15e", n)  // 1.234567890123457e-01
            let digits = text.prefix { $0 != "e" }.filter { $0 != "." }.reversed().drop { $0 == "0" }.count - 1
            return digits - (Swift.Int(text.drop { $0 != "e" }.dropFirst()) ?? 0)
          }

          /// The first `digits` fraction digits of `n`, rounded, as an integer.
          nonisolated private static func fraction(_ n: Swift.Double, digits: Swift.Int) -> Swift.Int64 {
            guard digits > 0, n.isFinite, n != n.rounded(.down) else { return 0 }
            let scaled = ((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(digits)) + 0.5).rounded(.down)
            return scaled < 9.2e18 ? Swift.Int64(scaled) : Swift.Int64.max
          }
        }
      }

      """
  }

  /// The Swift condition of `condition` (`e` and `c`, the compact exponent, are always 0 here); nil
  /// when it never holds. `used` collects the operand variables it reads.
  static func condition(_ condition: CLDRPluralRuleTable.Condition, used: inout Set<String>) -> String? {
    if condition.isEmpty { return "true" }
    var alternatives = [String]()
    alternativesLoop: for relations in condition {
      var parts = [String]()
      for relation in relations {
        switch relation.operand {
        case "e", "c":
          let isIn = relation.ranges.contains { $0.contains(0) }
          if isIn == relation.negated { continue alternativesLoop }
        default:
          parts.append(swift(relation, used: &used))
        }
      }
      if parts.isEmpty { return "true" }
      alternatives.append(parts.joined(separator: " && "))
    }
    guard !alternatives.isEmpty else { return nil }
    return alternatives.count == 1 ? unwrapped(alternatives[0]) : alternatives.joined(separator: " || ")
  }

  /// `text` without the parentheses around all of it, if it has them.
  private static func unwrapped(_ text: String) -> String {
    guard text.first == "(", text.last == ")" else { return text }
    var depth = 0
    for (offset, character) in text.enumerated() {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if depth == 0 && offset < text.count - 1 { return text }
    }
    return String(text.dropFirst().dropLast())
  }

  private static func swift(_ relation: CLDRPluralRuleTable.Relation, used: inout Set<String>) -> String {
    let operand = relation.operand == "w" ? "v" : String(relation.operand)
    let name = operand + (relation.modulus.map(String.init) ?? "")
    used.insert(operand)
    used.insert(name)
    let tests = relation.ranges.map { range in
      range.lowerBound == range.upperBound
        ? "\(name) \(relation.negated ? "!=" : "==") \(range.lowerBound)"
        : "\(relation.negated ? "!" : "")(\(range.lowerBound)...\(range.upperBound)).contains(\(name))"
    }
    // A range holds for a whole `n` only (UTS #35); a single value cannot hold for any other.
    let needsWhole = operand == "n" && relation.ranges.contains { $0.lowerBound != $0.upperBound }
    if needsWhole { used.insert("whole") }
    if relation.negated {
      let all = tests.joined(separator: " && ")
      return needsWhole ? "(!whole || \(tests.count > 1 ? "(\(all))" : all))" : all
    }
    let any = tests.count > 1 ? "(" + tests.joined(separator: " || ") + ")" : tests[0]
    return needsWhole ? "whole && \(any)" : any
  }

  /// `items` joined by `separator`, in lines of at most `width` columns starting with `indent`.
  static func wrapped(_ items: [String], indent: String, width: Int, separator: String) -> String {
    var lines = [String]()
    var line = ""
    for item in items {
      let candidate = line.isEmpty ? indent + item : line + separator + item
      if candidate.count > width, !line.isEmpty {
        lines.append(line + separator.trimmingCharacters(in: .whitespaces))
        line = indent + item
      } else {
        line = candidate
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
