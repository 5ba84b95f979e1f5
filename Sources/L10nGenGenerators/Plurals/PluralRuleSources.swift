import Foundation
import L10nGenTables

/// What CLDR's plural rule table becomes in the product: lint's category sets (Swift) and the
/// generated run time's rule function (a template part). Both are committed; `PluralRuleSourcesTests`
/// checks they are what the table makes.
package enum PluralRuleSources {
  static let generatedBy = "`\(Generator.pluralRules.command)` (Scripts/regenerate)"

  /// The files the table makes.
  static func files() throws -> [GeneratedFile] {
    let table = try CLDRPluralRuleTable.load()
    return [
      GeneratedFile(path: "Sources/L10nGenLint/Plurals/PluralRules+CLDR.swift", content: lintSource(table)),
      GeneratedFile(path: "Templates/_swift6-plurals.stencil", content: runtimeTemplate(table)),
    ]
  }

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
      // swift-format-ignore-file
      // Generated from Plurals/CLDR/plurals.json (Unicode CLDR \(table.cldrVersion)) by
      // \(generatedBy). Do not edit.

      import L10nGenTables

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

  // MARK: The run time's rules

  /// The rules as CLDR writes them, one group of languages after another, each rule indented under
  /// its languages; the run time reads the text once. A table, not Swift conditions: the compiler
  /// checks one string literal instead of hundreds of comparisons in every module.
  static func runtimeTemplate(_ table: CLDRPluralRuleTable) -> String {
    var text = ""
    for group in groups(table) {
      text += wrapped(group.languages.map { $0.lowercased() }, indent: "      ", width: 100, separator: " ") + "\n"
      for rule in group.rules {
        text += "        \(rule.category.rawValue): \(written(rule.condition))\n"
      }
      if group.rules.isEmpty { text += "        other:\n" }
    }
    return """
      {# Generated from Sources/L10nGenLint/Plurals/CLDR/plurals.json (Unicode CLDR \(table.cldrVersion)) by
         \(generatedBy). Do not edit. #}
      extension {{ runtime }} {
        /// Unicode CLDR \(table.cldrVersion)'s cardinal plural rules, which Foundation applies through ICU.
        {{ runtimeAccess }} enum _Plurals {
          /// Groups of languages (a region's as `pt_pt`), each followed by its rules, indented. A number no
          /// rule takes is `other`, as in CLDR.
          nonisolated static let cldr = \"\"\"
      \(text)      \"\"\"

          /// Each language's rules, read from `cldr` once.
          nonisolated static let rules: [Swift.Substring: [Swift.Substring]] = {
            var rules = [Swift.Substring: [Swift.Substring]]()
            var languages = [Swift.Substring](), group = [Swift.Substring]()
            var lines: [Swift.Substring] = cldr.split(separator: "\\n")
            lines.append("end")
            for line in lines {
              if line.hasPrefix(" ") {
                group.append(line.drop(while: { _l10nEqual($0, " ") }))
                continue
              }
              if !group.isEmpty || _l10nEqual(line, "end") {
                for language in languages { rules[language] = group }
                languages = []
                group = []
              }
              languages.append(contentsOf: line.split(separator: " "))
            }
            return rules
          }()

          /// The category of `number` in `language`, a locale identifier of which the longest part before
          /// a `_` or `-` that has rules counts (`pt_AO` reads `pt`'s), as in ICU; nil for a language with
          /// no CLDR locale data.
          nonisolated static func category(_ number: Swift.Double, language: Swift.String) -> Swift.String? {
            var lowered = ""
            for character in language.prefix(while: { !_l10nEqual($0, "@") }).lowercased() {
              lowered.append(_l10nEqual(character, "-") ? "_" : character)
            }
            var name = Swift.Substring(lowered)
            while case .none = rules[name] {
              guard let cut = name.lastIndex(of: "_") else { return nil }
              name = name.prefix(upTo: cut)
            }
            guard number.isFinite else { return "other" }  // as ICU gives infinity and NaN
            let operands = self.operands(number)
            for rule in rules[name, default: []] {
              let words = rule.split(separator: " ")  // "one:", "i", "=", "1", "and", "v", "=", "0"
              if holds(words.dropFirst(), operands) { return Swift.String(words[0].dropLast()) }
            }
            return "other"
          }

          /// Whether a condition holds: relations (`i % 10 = 2..4,9`, `n != 1`) joined by `and`, and
          /// those by `or`. A modulus is a remainder (of a decimal `n` too), and `=` holds for a whole
          /// value among the values and ranges listed.
          nonisolated private static func holds(_ words: Swift.ArraySlice<Swift.Substring>, _ operands: Operands) -> Swift.Bool {
            var alternative = true
            var index = words.startIndex
            while _l10nLess(index.advanced(by: 2), words.endIndex) {
              let operand = words[index]
              var value: Swift.Double = 0  // e, c: the compact exponent
              if _l10nEqual(operand, "n") {
                value = operands.n
              } else if _l10nEqual(operand, "i") {
                value = operands.i
              } else if _l10nEqual(operand, "v") || _l10nEqual(operand, "w") {
                value = operands.v
              } else if _l10nEqual(operand, "f") {
                value = operands.f
              } else if _l10nEqual(operand, "t") {
                value = operands.t
              }
              if _l10nEqual(words[index.advanced(by: 1)], "%") {
                value = value.truncatingRemainder(dividingBy: Swift.Double(words[index.advanced(by: 2)]) ?? 1)
                index = index.advanced(by: 2)
              }
              guard _l10nLess(index.advanced(by: 2), words.endIndex) else { return false }
              var listed = false
              if _l10nEqual(value, value.rounded(.towardZero)) {
                for item in words[index.advanced(by: 2)].split(separator: ",") {
                  let bounds = item.split(separator: ".")
                  let low: Swift.Double = Swift.Double(bounds[0]) ?? .nan, high: Swift.Double = Swift.Double(bounds[bounds.count - 1]) ?? .nan
                  if low <= value && value <= high { listed = true }
                }
              }
              if !_l10nEqual(listed, _l10nEqual(words[index.advanced(by: 1)], "=")) { alternative = false }
              index = index.advanced(by: 3)
              if _l10nLess(index, words.endIndex), _l10nEqual(words[index], "or") {
                if alternative { return true }
                alternative = true
              }
              index = index.advanced(by: 1)
            }
            return alternative
          }

          /// The operands of a `double` as ICU reads one: `n` its magnitude, `i` its integer part, `v` how
          /// many fraction digits it shows (the fewest of 0 to 3 that give its value, else as many as its
          /// 16 significant digits, `%1.15e`, show without trailing zeros), `f` those digits, `t` the
          /// same without trailing zeros (`w`, which counts them, is `v` here); `e` and `c`, the compact
          /// exponent, are 0.
          typealias Operands = (n: Swift.Double, i: Swift.Double, v: Swift.Double, f: Swift.Double, t: Swift.Double)

          nonisolated private static func operands(_ number: Swift.Double) -> Operands {
            let n: Swift.Double = number.magnitude
            let integer: Swift.Double = _l10nLess(n, 0x1p63) ? n.rounded(.towardZero) : 0  // 0 beyond Int64, as in ICU
            var v = 0
            var scale: Swift.Double = 1
            while _l10nLess(v, 4), !_l10nEqual((n * scale).rounded(.down), n * scale) {
              v = v.advanced(by: 1)
              scale *= 10
            }
            if _l10nLess(3, v) {
              let text = Swift.String(format: "%1.15e", n)  // 1.234567890123457e-01
              let parts = text.split(separator: "e")
              let mantissa: [Swift.Character] = parts[0].filter { $0.isWholeNumber }
              var shown = mantissa.count - 1
              while _l10nLess(0, shown), _l10nEqual(mantissa[shown], "0") { shown = shown.advanced(by: -1) }
              v = shown - (Swift.Int(parts[1]) ?? 0)
            }
            var f: Swift.Double = 0
            if _l10nLess(0, v), !_l10nEqual(n, n.rounded(.down)) {
              f = Swift.min(((n - n.rounded(.down)) * Foundation.pow(10, Swift.Double(v)) + 0.5).rounded(.down), 9.2e18)
            }
            var t = f
            while !_l10nEqual(t, 0), _l10nEqual(t.truncatingRemainder(dividingBy: 10), 0) { t /= 10 }
            return (n, integer, Swift.Double(v), f, t)
          }
        }
      }

      """
  }

  /// `condition` as CLDR writes it: `v = 0 and i % 10 = 2..4 or f != 1,5`.
  static func written(_ condition: CLDRPluralRuleTable.Condition) -> String {
    condition.map { relations in
      relations.map { relation in
        let ranges = relation.ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)..\($0.upperBound)" }
        return "\(relation.operand)\(relation.modulus.map { " % \($0)" } ?? "") \(relation.negated ? "!=" : "=") \(ranges.joined(separator: ","))"
      }.joined(separator: " and ")
    }.joined(separator: " or ")
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
