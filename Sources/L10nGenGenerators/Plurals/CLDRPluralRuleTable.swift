import Foundation
import L10nGenTables

/// Unicode CLDR's cardinal plural rules as `Sources/L10nGenLint/Plurals/CLDR/plurals.json` holds them
/// (cldr-json's shape), read by the letter of UTS #35's plural rule syntax. The generated sources are
/// made from it, and the tests evaluate it to check them.
struct CLDRPluralRuleTable {
  /// `i % 10 = 2..4`, `n != 0,1`: an operand, perhaps a modulus, and the values and ranges it is in (or not).
  struct Relation: Equatable {
    var operand: Character
    var modulus: Int?
    var negated: Bool
    var ranges: [ClosedRange<Int>]
  }

  /// Alternatives (`or`) of relations that all hold (`and`); no alternative is `other`'s empty rule.
  typealias Condition = [[Relation]]

  struct Rule: Equatable {
    var category: PluralCategory
    var condition: Condition
  }

  var cldrVersion: String
  /// Each language's rules (`pt_PT` for a region's), in CLDR's order of categories, `other` left out.
  var languages: [String: [Rule]]
  /// Languages with CLDR locale data but no rules of their own, which take root's: `other` only.
  var rootLanguages: [String]

  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/L10nGenLint/Plurals/CLDR/plurals.json")

  static func load() throws -> CLDRPluralRuleTable {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    let supplemental = json["supplemental"] as! [String: Any]
    let version = (supplemental["version"] as! [String: Any])["_cldrVersion"] as! String
    var languages = [String: [Rule]]()
    for (language, entry) in supplemental["plurals-type-cardinal"] as! [String: [String: String]] {
      languages[language] = try PluralCategory.allCases.dropLast().compactMap { category in
        guard let text = entry["pluralRule-count-\(category.rawValue)"] else { return nil }
        return Rule(category: category, condition: try parse(text))
      }
    }
    return CLDRPluralRuleTable(cldrVersion: version, languages: languages, rootLanguages: json["languagesWithRootRules"] as! [String])
  }

  struct SyntaxError: Error, CustomStringConvertible {
    var description: String
  }

  /// `condition` of UTS #35 (`and` binds tighter than `or`); samples after `@` are ignored.
  static func parse(_ text: String) throws -> Condition {
    let rule = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
    let words = rule.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return [] }
    var condition: Condition = [[]]
    var index = 0
    while index < words.count {
      switch words[index] {
      case "or":
        condition.append([])
        index += 1
      case "and": index += 1
      default:
        guard let operand = words[index].first, words[index].count == 1, "nivwftce".contains(operand) else {
          throw SyntaxError(description: "\(text): operand expected at '\(words[index])'")
        }
        index += 1
        var modulus: Int?
        if index + 1 < words.count, words[index] == "%" || words[index] == "mod" {
          modulus = Int(words[index + 1])
          index += 2
        }
        guard index + 1 < words.count, words[index] == "=" || words[index] == "!=" else {
          throw SyntaxError(description: "\(text): = or != expected after '\(operand)'")
        }
        let ranges = try words[index + 1].split(separator: ",").map { item -> ClosedRange<Int> in
          let bounds = item.components(separatedBy: "..").map { Int($0) }
          guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, bounds.count <= 2, low <= high else {
            throw SyntaxError(description: "\(text): value or range expected at '\(item)'")
          }
          return low...high
        }
        condition[condition.count - 1].append(Relation(operand: operand, modulus: modulus, negated: words[index] == "!=", ranges: ranges))
        index += 2
      }
    }
    return condition
  }

  /// The category of `number` in `language` (or, as ICU looks rules up, the longest part of it before
  /// a `_` or `-` that has rules); nil when CLDR has no rules for it.
  func category(of number: Double, language: String) -> PluralCategory? {
    guard let rules = rules(of: language) else { return nil }
    guard number.isFinite else { return .other }  // ICU's RuleChain::select: no rule applies to them
    let operands = Operands(number)
    return rules.first { $0.condition.contains { $0.allSatisfy { $0.holds(for: operands) } } }?.category ?? .other
  }

  func rules(of language: String) -> [Rule]? {
    var name = language.replacingOccurrences(of: "-", with: "_")
    while true {
      if let rules = languages[name] { return rules }
      if rootLanguages.contains(name) { return [] }
      guard let cut = name.lastIndex(of: "_") else { return nil }
      name = String(name[..<cut])
    }
  }

  /// A number's operands in UTS #35, of a `double` as ICU's `FixedDecimal` reads one: its visible
  /// fraction digits are the fewest of 0 to 3 that give its value exactly, else those `%1.15e` shows
  /// (16 significant digits), trailing zeros left out.
  struct Operands {
    var values: [Character: Double]

    init(_ number: Double) {
      let n = abs(number)
      let scientific = String(format: "%1.15e", n)  // "1.234500000000000e-01"
      let parts = scientific.split(separator: "e")
      let significant = parts[0].replacingOccurrences(of: ".", with: "").reversed().drop { $0 == "0" }
      let exponent = Int(parts[1])!
      let exact = (0...3).first { (n * pow(10, Double($0))).rounded(.down) == n * pow(10, Double($0)) }
      let v = exact ?? max(0, significant.count - 1 - exponent)
      let integer = n <= Double(Int64.max) ? n.rounded(.towardZero) : 0  // FixedDecimal: 0 beyond Int64
      let f = v == 0 ? 0 : ((n - integer) * pow(10, Double(v))).rounded()
      var t = f
      while t != 0 && t.truncatingRemainder(dividingBy: 10) == 0 { t /= 10 }
      values = ["n": n, "i": integer, "v": Double(v), "w": Double(v), "f": f, "t": t, "c": 0, "e": 0]
    }
  }
}

extension CLDRPluralRuleTable.Relation {
  /// UTS #35: a modulus is a remainder (of a decimal `n` too); `=` holds when the value is one of the
  /// listed integers or within a range of integers, so never for a value with a fraction.
  func holds(for operands: CLDRPluralRuleTable.Operands) -> Bool {
    var value = operands.values[operand]!
    if let modulus { value = value.truncatingRemainder(dividingBy: Double(modulus)) }
    let isIn = value == value.rounded(.towardZero) && ranges.contains { Double($0.lowerBound) <= value && value <= Double($0.upperBound) }
    return isIn != negated
  }
}
