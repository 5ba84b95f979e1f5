import L10nGenCore
import L10nGenTables

/// `%` sequences that do not mean what they look like (`OddPercent`), in every text of every locale.
enum SuspiciousPercentCheck {
  /// Reports the entry's odd `%` sequences; returns whether one of them is a conversion that takes
  /// an argument (`LintEntry.readsOddConversion`), whose argument mismatch is then not reported again.
  @discardableResult
  static func check(_ entry: LintEntry, into table: inout LocaleTable) -> Bool {
    guard entry.mayHaveOddPercent else { return false }
    var readsOddConversion = false
    entry.forEachText { text, location, place in
      guard PlaceholderSignature.hasPercent(text), PlaceholderSignature.of(text) == nil else { return }
      for finding in OddPercent.findings(in: text) {
        readsOddConversion = readsOddConversion || finding.readsArgument
        let place = place.description
        table.report(
          .suspiciousPercent, at: location,
          "key \(swiftQuoted(entry.key))\(place.isEmpty ? "" : ", \(place)"): \(quoted(text)) \(finding.explanation)", key: entry.key)
      }
    }
    return readsOddConversion
  }
}
