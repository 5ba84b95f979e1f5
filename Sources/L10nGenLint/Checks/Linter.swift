import Foundation
import L10nGenCore
import L10nGenTables

/// `l10ngen lint`: reads each file of the given tables once, in every locale, compares every locale
/// with the development language, and reports what it found with each locale's progress.
public enum Linter {
  /// Lints `groups` (from `TableDiscovery`); `policy` says which rules' findings are kept, at which
  /// severity; `rules` are those whose checks run (every rule; a rule being written runs beside them
  /// in its test). Locales are read and checked in parallel.
  public static func lint(_ groups: [TableGroup], policy: LintPolicy = .command, rules: [LintRule] = LintRule.allCases) -> LintReport {
    let checks = rules.compactMap { rule in rule.translationCheck.map { (rule, $0) } }
    var skipped = [SkippedTable]()
    var jobs = [Job]()
    var developments = [LocaleTable?](repeating: nil, count: groups.count)
    for (index, group) in groups.enumerated() {
      switch group.kind {
      case .standalone, .catalog:
        jobs.append(Job(group: index, locale: 0))  // a catalog is read once, every language in one job
      case .lproj(let directory):
        guard let development = group.developmentLocale, let developmentFiles = group.locales.first?.files else {
          for files in group.locales where !files.files.isEmpty {
            skipped += files.files.map { SkippedTable(path: $0.path, reason: "no development-language .lproj beside it to compare with") }
          }
          continue
        }
        if developmentFiles.isEmpty, let builder = interfaceBuilderFile(named: group.name, in: directory, locale: development) {
          for files in group.locales where !files.files.isEmpty {
            skipped += files.files.map { SkippedTable(path: $0.path, reason: "the strings of \(builder), whose keys are object IDs") }
          }
          continue
        }
        var developmentTable = LocaleTableReader.read(developmentFiles, table: group.name, locale: development)
        if group.locales.count > 1 {
          developmentTable.missingKeyMessages = KeyCoverageCheck.missingKeyMessages(of: developmentTable, developmentLocale: development)
        }
        developments[index] = developmentTable
        jobs += group.locales.indices.map { Job(group: index, locale: $0) }
      }
    }

    var order = [LintRule: Int]()  // the rules' order (Lint.md's), then any other rule run
    for rule in LintRule.allCases + rules where order[rule] == nil { order[rule] = order.count }
    let ruleOrder = order
    let results = Results(count: jobs.count)
    let developmentTables = developments
    let allJobs = jobs
    DispatchQueue.concurrentPerform(iterations: allJobs.count) { jobIndex in
      let job = allJobs[jobIndex]
      let group = groups[job.group]
      var outcome: Outcome
      switch group.kind {
      case .standalone:
        outcome = checkOnItsOwn(group)
      case .catalog:
        outcome = checkCatalog(group, policy: policy, checks: checks)
      case .lproj:
        guard let development = developmentTables[job.group] else { return }
        outcome =
          job.locale == 0
          ? checkDevelopment(development, policy: policy)
          : checkTranslation(group.locales[job.locale], of: group, development: development, checks: checks)
      }
      // Each job's findings sorted here, in parallel: the report's sort then merges sorted runs,
      // comparing findings of different files, where the whole sort compared the messages of every
      // locale's missing keys, all reported at the start of its file.
      sortInReadingOrder(&outcome.findings, rules: ruleOrder)
      results.set(outcome, at: jobIndex)
    }

    // One array of exactly the findings' size, each job's released as it is copied in: a large app's
    // report has hundreds of thousands of findings, and growing or keeping copies would double them.
    var outcomes = results.takeAll()
    var findings = [LintFinding]()
    findings.reserveCapacity(outcomes.reduce(0) { $0 + ($1?.findings.count ?? 0) })
    var summaries = [String: LocaleSummary]()
    for index in outcomes.indices {
      guard let outcome = outcomes[index] else { continue }
      outcomes[index] = nil
      if policy == .command {
        findings += outcome.findings
      } else {
        findings += outcome.findings.lazy.filter { policy.isEnabled($0.rule) }.map { finding in
          var finding = finding
          finding.severity = policy.severity(of: finding.rule)
          return finding
        }
      }
      for progress in outcome.progress {
        var summary = summaries[progress.locale] ?? LocaleSummary(locale: progress.locale, isDevelopment: false, keys: 0, translated: 0)
        summary.isDevelopment = summary.isDevelopment || progress.isDevelopment
        summary.keys += progress.keys
        summary.translated += progress.translated
        summaries[progress.locale] = summary
      }
    }
    // Read in place, field by field: iterating the findings would copy each one.
    findings.withUnsafeBufferPointer { all in
      for index in all.indices {
        let locale = all[index].locale ?? "-"
        var summary = summaries[locale] ?? LocaleSummary(locale: locale, isDevelopment: false, keys: 0, translated: 0)
        switch all[index].severity {
        case .error: summary.errors += 1
        case .warning: summary.warnings += 1
        case .info: summary.infos += 1
        }
        summaries[locale] = summary
      }
    }
    sortInReadingOrder(&findings, rules: order)
    return LintReport(findings: findings, locales: summaries.values.sorted { $0.locale < $1.locale }, skipped: skipped)
  }

  /// Sorts `findings` by `inReadingOrder`. Each finding's place is read once into a key of numbers
  /// (its file's rank among the files' paths, line, column, its rule's rank), and their indices sorted
  /// by those keys, the messages compared only where two keys are equal (the same sort, so equal
  /// findings keep their order too); then the findings are moved along the permutation's cycles.
  /// Comparing the findings themselves compared their paths as text and copied each finding compared,
  /// retaining every text it holds, and sorting them held half of them again in the merge's buffer.
  static func sortInReadingOrder(_ findings: inout [LintFinding], rules: [LintRule: Int]) {
    let order = findings.withUnsafeBufferPointer { all -> [Int] in
      let keys = readingOrderKeys(all, rules: rules)
      return keys.withUnsafeBufferPointer { keys in
        all.indices.sorted { left, right in
          let (lhs, rhs) = (keys[left], keys[right])
          if lhs != rhs { return lhs < rhs }
          // Two rules of one rank (neither in `rules`) are equal, messages unread, as there.
          return all[left].rule == all[right].rule && all[left].message < all[right].message
        }
      }
    }
    var placed = [Bool](repeating: false, count: findings.count)
    for start in findings.indices where !placed[start] {
      // The cycle through `start`: the finding for place `i` is at `order[i]`.
      var place = start
      while true {
        placed[place] = true
        let source = order[place]
        if source == start { break }
        findings.swapAt(place, source)
        place = source
      }
    }
  }

  /// What `inReadingOrder` compares before the messages, as numbers: the rank of the finding's file
  /// among the paths of all (ordered as `String`s are), its line and column, and its rule's rank.
  /// 32 bits each: a large app's report has hundreds of thousands of keys, held beside the findings.
  private struct ReadingOrderKey: Comparable {
    var file: Int32
    var line: Int32
    var column: Int32
    var rule: Int32

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
    }
  }

  private static func readingOrderKeys(_ all: UnsafeBufferPointer<LintFinding>, rules: [LintRule: Int]) -> [ReadingOrderKey] {
    // A job's findings come together, mostly of one file and one rule: each is looked up only when
    // it differs from the previous finding's.
    var fileNumbers = [String: Int]()  // in the order first seen
    var keys = [ReadingOrderKey]()
    keys.reserveCapacity(all.count)
    var (lastFile, fileNumber): (String?, Int) = (nil, 0)
    var (lastRule, ruleRank): (LintRule?, Int) = (nil, 0)
    for index in all.indices {
      let file = all[index].location.file
      if file != lastFile {
        fileNumber = fileNumbers[file] ?? fileNumbers.count
        fileNumbers[file] = fileNumber
        lastFile = file
      }
      let rule = all[index].rule
      if rule != lastRule {
        ruleRank = rules[rule, default: 0]
        lastRule = rule
      }
      keys.append(
        ReadingOrderKey(
          file: Int32(clamping: fileNumber), line: Int32(clamping: all[index].location.line),
          column: Int32(clamping: all[index].location.column), rule: Int32(clamping: ruleRank)))
    }
    var rankOfNumber = [Int32](repeating: 0, count: fileNumbers.count)
    for (rank, file) in fileNumbers.keys.sorted().enumerated() { rankOfNumber[fileNumbers[file]!] = Int32(clamping: rank) }
    for index in keys.indices { keys[index].file = rankOfNumber[Int(keys[index].file)] }
    return keys
  }

  /// Findings by file, then line, column and rule.
  /// `rules`: each rule's place in the order of rules.
  static func inReadingOrder(_ lhs: LintFinding, _ rhs: LintFinding, rules: [LintRule: Int]) -> Bool {
    if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
    if lhs.location.line != rhs.location.line { return lhs.location.line < rhs.location.line }
    if lhs.location.column != rhs.location.column { return lhs.location.column < rhs.location.column }
    if lhs.rule != rhs.rule { return rules[lhs.rule, default: 0] < rules[rhs.rule, default: 0] }
    return lhs.message < rhs.message
  }

  // MARK: - Checks of one locale

  /// The development language's table on its own; what `policy` leaves out there is dropped here.
  private static func checkDevelopment(_ development: LocaleTable, policy: LintPolicy) -> Outcome {
    var table = development
    let language = table.locale == "Base" ? nil : table.locale.flatMap(PluralRules.forLocale)
    for entry in table.entries {
      SuspiciousPercentCheck.check(entry, into: &table)
      PluralCheck.check(entry, development: nil, language: language.map { ($0.language, $0.rules) }, into: &table)
      LocaleTableReader.report(entry.argumentWarnings, into: &table)
    }
    let keys = table.keyCount
    let progress = table.locale.map { [Progress(locale: $0, isDevelopment: true, keys: keys, translated: keys)] } ?? []
    return Outcome(findings: table.findings.filter { policy.reports($0.rule, inDevelopmentLanguage: true) }, progress: progress)
  }

  private static func checkTranslation(
    _ files: LocaleFiles, of group: TableGroup, development: LocaleTable, checks: [(LintRule, any TranslationCheck)]
  ) -> Outcome {
    guard let locale = files.locale, let developmentLocale = group.developmentLocale else { return Outcome(findings: [], progress: []) }
    var table = LocaleTableReader.read(files.files, table: group.name, locale: locale, development: development)
    // A table no other locale has is not meant to be translated (element-x's Untranslated.strings).
    let isTranslated = group.locales.dropFirst().contains { !$0.files.isEmpty }
    let fallsBack = !isTranslated || fallsBack(locale, in: group)
    let comparesKeys = KeyCoverageCheck.checkFiles(&table, development: development, developmentLocale: developmentLocale)
    let (present, translated) = checkEntries(
      of: &table, against: development, developmentLocale: developmentLocale, checks: checks,
      unmatched: {
        entry, table in
        if comparesKeys { KeyCoverageCheck.reportExtra(entry, developmentLocale: developmentLocale, into: &table) }
      })
    if comparesKeys {
      KeyCoverageCheck.reportMissing(
        in: &table, development: development, translated: present, developmentLocale: developmentLocale, fallsBack: fallsBack)
    }
    let progress = Progress(
      locale: locale, isDevelopment: false, keys: keysToTranslate(in: files, of: development, fallsBack: fallsBack), translated: translated)
    return Outcome(findings: table.findings, progress: [progress])
  }

  /// Every language of a String Catalog against its source language.
  private static func checkCatalog(_ group: TableGroup, policy: LintPolicy, checks: [(LintRule, any TranslationCheck)]) -> Outcome {
    guard let file = group.locales.first?.files.first else { return Outcome(findings: [], progress: []) }
    let read = CatalogReader.read(file, table: group.name)
    guard let catalog = read.catalog, var development = read.tables.first else {
      // A catalog that cannot be read is its source language's problem as much as any other's.
      return Outcome(findings: read.tables.flatMap(\.findings).filter { policy.reports($0.rule, inDevelopmentLanguage: true) }, progress: [])
    }
    CatalogCheck.reportMissingSourceValues(in: &development, catalog: catalog)
    var outcome = checkDevelopment(development, policy: policy)
    let translatable = Set(catalog.entries.lazy.filter(\.shouldTranslate).map { ExactKey($0.key) })
    for var table in read.tables.dropFirst() {
      let locale = table.locale ?? ""
      let (present, translated) = checkEntries(
        of: &table, against: development, developmentLocale: catalog.sourceLanguage, checks: checks,
        matched: {
          entry, table in
          if translatable.contains(ExactKey(entry.key)) { CatalogCheck.checkState(entry, into: &table) }
        })
      CatalogCheck.reportMissing(in: &table, catalog: catalog, development: development, translated: present)
      outcome.findings += table.findings
      outcome.progress.append(Progress(locale: locale, isDevelopment: false, keys: translatable.count, translated: translated))
    }
    return outcome
  }

  /// The checks of each entry of a translation, against its development entry when there is one;
  /// `matched` and `unmatched` add the checks of one kind of table. Returns which development entries
  /// the translation has, and how many keys count as translated.
  private static func checkEntries(
    of table: inout LocaleTable, against development: LocaleTable, developmentLocale: String, checks: [(LintRule, any TranslationCheck)],
    matched: (LintEntry, inout LocaleTable) -> Void = { _, _ in }, unmatched: (LintEntry, inout LocaleTable) -> Void = { _, _ in }
  ) -> (present: [Bool], translated: Int) {
    // Lists of this job's own, the checks apart from their rules: the lists `lint` made are every
    // thread's, and so are the rules; a reference copied for each entry would be counted by every
    // thread at once. A check is copied without counting (`TranslationCheck`); a rule is read when
    // its check finds something.
    let checkRules = checks.map(\.0)
    let checks = checks.map(\.1)
    let locale = table.locale ?? ""
    let sameLanguage = locale == "Base" || language(of: locale) == language(of: developmentLocale)
    let plurals = locale == "Base" ? nil : PluralRules.forLocale(locale).map { ($0.language, $0.rules) }
    var present = [Bool](repeating: false, count: development.keyCount)
    var translated = 0
    for entry in table.entries {
      let readsOddConversion = SuspiciousPercentCheck.check(entry, into: &table)
      guard let index = entry.developmentIndex else {
        PluralCheck.check(entry, development: nil, language: plurals, into: &table)
        LocaleTableReader.report(entry.argumentWarnings, into: &table)
        unmatched(entry, &table)
        continue
      }
      let source = development.entries[index]
      present[index] = true
      matched(entry, &table)
      PluralCheck.check(entry, development: source, language: plurals, into: &table)
      if !readsOddConversion {  // else suspicious-percent has named the conversion that skews the arguments
        PlaceholderCheck.compare(entry, with: source, developmentLocale: developmentLocale, into: &table)
      }
      if source.argumentWarnings.isEmpty { LocaleTableReader.report(entry.argumentWarnings, into: &table) }
      // The rules that compare a translation with its development value alone carry their checks.
      let pair = TranslatedEntry(entry: entry, development: source, developmentLocale: developmentLocale, sameLanguage: sameLanguage)
      for index in checks.indices {
        if let found = checks[index].check(entry, against: source, pair) {
          table.report(checkRules[index], at: found.location, found.message, key: entry.key)
        }
      }
      if pair.isTranslated && entry.state != StringCatalog.StringUnit.State.new.rawValue { translated += 1 }
    }
    return (present, translated)
  }

  /// A table outside any `.lproj`: only the checks that need no other locale.
  private static func checkOnItsOwn(_ group: TableGroup) -> Outcome {
    guard let files = group.locales.first?.files else { return Outcome(findings: [], progress: []) }
    var table = LocaleTableReader.read(files, table: group.name, locale: nil)
    for entry in table.entries {
      SuspiciousPercentCheck.check(entry, into: &table)
      PluralCheck.check(entry, development: nil, language: nil, into: &table)
      LocaleTableReader.report(entry.argumentWarnings, into: &table)
    }
    return Outcome(findings: table.findings, progress: [])
  }

  /// The development keys a locale must translate: all of them, except those of files it lacks and
  /// takes from another language (`fallsBack`), which count neither as translated nor as missing.
  private static func keysToTranslate(in files: LocaleFiles, of development: LocaleTable, fallsBack: Bool) -> Int {
    guard fallsBack else { return development.keyCount }
    let formats = Set(files.files.map(\.format))
    let paths = Set(development.files.filter { formats.contains($0.format) }.map(\.path))
    return development.entries.lazy.filter { paths.contains($0.file) }.count
  }

  // MARK: - Locales

  /// `de` for `de-AT`, `zh` for `zh-Hant-TW`.
  static func language(of locale: String) -> String {
    String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// Whether Foundation takes a table this locale lacks from a language that is as good: the
  /// development language's own regional variants (`en-GB`), `Base`, and a locale whose parent
  /// (`pt` for `pt-BR`, `zh-Hant` for `zh-Hant-TW`) has the table.
  static func fallsBack(_ locale: String, in group: TableGroup) -> Bool {
    guard let development = group.developmentLocale else { return false }
    if locale == "Base" || language(of: locale) == language(of: development) { return true }
    let withTable = Set(group.locales.filter { !$0.files.isEmpty }.compactMap(\.locale))
    var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
    while parts.count > 1 {
      parts.removeLast()
      if withTable.contains(parts.joined(separator: "-")) { return true }
    }
    return false
  }

  /// `Main.storyboard` for the table `Main` when the development `.lproj` has that Interface Builder file.
  private static func interfaceBuilderFile(named name: String, in directory: String, locale: String) -> String? {
    let folder = (directory as NSString).appendingPathComponent(locale + ".lproj")
    for ext in ["storyboard", "xib", "intentdefinition"] {
      let file = name + "." + ext
      if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(file)) { return file }
    }
    return nil
  }

  // MARK: - Parallel work

  private struct Job {
    var group: Int
    /// Index into the group's locales; 0 is the development locale.
    var locale: Int
  }

  private struct Progress {
    var locale: String
    var isDevelopment: Bool
    var keys: Int
    var translated: Int
  }

  private struct Outcome {
    var findings: [LintFinding]
    var progress: [Progress]
  }

  /// Each job's outcome in its own slot, so the report's order does not depend on scheduling.
  private final class Results: @unchecked Sendable {
    private let lock = Lock()
    private(set) var outcomes: [Outcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ outcome: Outcome, at index: Int) {
      lock.lock()
      outcomes[index] = outcome
      lock.unlock()
    }

    /// Every outcome, which this no longer keeps.
    func takeAll() -> [Outcome?] {
      lock.lock()
      defer { lock.unlock() }
      let taken = outcomes
      outcomes = []
      return taken
    }
  }
}
