import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups

/// Rewrites the lookups of one Swift file into calls of the accessors that generated code declares
/// (`AccessorIndex`): `String(format: NSLocalizedString("inbox.unread", comment: ""), count)` becomes
/// `L10n.Inbox.unread(count)`. Only the lookups' bytes change; a lookup that cannot be rewritten
/// without changing what the code prints, or at all, is left with a note that says why.
public struct LookupRewriter: Sendable {
  public let index: AccessorIndex
  public let functions: LookupFunctions

  /// The names the project's files declare with a known type (`DeclaredTypes.addProject`).
  public let projectTypes: DeclaredTypes
  /// Whether SwiftUI's literal keys become `LocalizedStringResource` members too
  /// (`KeyLiteralRewrite`), reading the values' types `valueTypes` tells.
  public let rewritesKeyLiterals: Bool
  public let valueTypes: ValueTypes
  /// The types and functions the project declares, whose names may be SwiftUI's too.
  public var declaredNames = DeclaredTypeNames()

  public init(
    index: AccessorIndex, functions: LookupFunctions = LookupFunctions(), projectTypes: DeclaredTypes = DeclaredTypes(),
    rewritesKeyLiterals: Bool = false, valueTypes: ValueTypes = ValueTypes()
  ) {
    self.index = index
    self.functions = functions
    self.projectTypes = projectTypes
    self.rewritesKeyLiterals = rewritesKeyLiterals
    self.valueTypes = valueTypes
  }

  /// This rewriter, reading the types `projectTypes` declares.
  public func with(projectTypes: DeclaredTypes) -> LookupRewriter {
    LookupRewriter(index: index, functions: functions, projectTypes: projectTypes, rewritesKeyLiterals: rewritesKeyLiterals, valueTypes: valueTypes)
  }

  /// What rewriting one file gives.
  public struct FileRewrite: Equatable, Sendable {
    public var path: String
    /// The file's text before and after, as UTF-8 (`SourceText` writes it back in its encoding).
    public var original: [UInt8]
    public var rewritten: [UInt8]
    /// The bytes of `original` that were replaced, and what replaced each: how `rewritten` was made.
    public var replacements: [UnifiedDiff.Replacement]
    /// How many lookups were rewritten, SwiftUI's literal keys among them.
    public var rewrites: Int
    /// How many of them were literal keys (`KeyLiteralRewrite`).
    public var keyRewrites = 0
    /// The keys whose literal lookups became generated code, by table: a catalog marks them managed by
    /// hand.
    public var symbolKeys: [String: Set<String>] = [:]
    public var skipped: [SkippedLookup]
    /// False when the file could not be read whole (an unterminated literal or comment): nothing in
    /// it is rewritten.
    public var isComplete: Bool

    public var changed: Bool { !replacements.isEmpty && rewritten != original }

    /// The unified diff of the change, what `l10ngen migrate --dry-run` prints.
    public func diff(oldName: String, newName: String) -> String {
      UnifiedDiff.diff(original, replacing: replacements, oldName: oldName, newName: newName)
    }
  }

  public func rewrite(_ utf8: [UInt8], path: String) -> FileRewrite {
    let scanner = SwiftScanner(bytes: utf8)
    let lines = LineTable(utf8)
    guard scanner.isComplete else {
      return FileRewrite(path: path, original: utf8, rewritten: utf8, replacements: [], rewrites: 0, skipped: [], isComplete: false)
    }
    var calls: [(site: LookupSite, rewrite: Rewrite)] = []
    var skipped: [SkippedLookup] = []
    let declared = DeclaredTypes(scanner).with(project: projectTypes)
    for site in SwiftLookupFinder(scanner, functions: functions).sites() {
      switch decide(site, declared: declared) {
      case .success(let rewrite): calls.append((site, rewrite))
      case .failure(let skip):
        skipped.append(SkippedLookup(location: lines.location(of: site.offset, in: path), reason: skip.reason, message: skip.message))
      }
    }
    // Sites nest (a lookup among a format's arguments): each rewritten site's text is its accessor
    // called with its arguments' text, where the lookups inside are rewritten in turn. In file
    // order, and of two that start together the enclosing one first.
    let rewritten = calls.sorted {
      ($0.site.range.lowerBound, -$0.site.range.upperBound) < ($1.site.range.lowerBound, -$1.site.range.upperBound)
    }
    let ranges = rewritten.map { $0.site.range }
    let comments = KeptComments(bytes: utf8, comments: scanner.comments)
    // The outermost rewritten sites within `range` (an argument's, or the whole file's), and their text.
    func replacements(in range: Range<Int>) -> [UnifiedDiff.Replacement] {
      // The first site that starts in `range`.
      var low = 0
      var high = rewritten.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
      }
      var found: [UnifiedDiff.Replacement] = []
      var cursor = range.lowerBound
      for number in low..<ranges.count {
        let site = ranges[number]
        guard site.lowerBound < range.upperBound else { break }
        // A site that starts before the end of the last one taken is inside it.
        guard site.lowerBound >= cursor, site.upperBound <= range.upperBound else { continue }
        let call = replacement(rewritten[number].site, rewritten[number].rewrite)
        let dropped = comments.dropped(in: site, keeping: rewritten[number].site.argumentRanges)
        // Only at the top level may a replacement reach past its lookup, over what ends its line.
        let (bytes, end) = comments.text(call, at: site, dropped: dropped, extendsLine: range.upperBound == utf8.count)
        found.append(UnifiedDiff.Replacement(range: site.lowerBound..<end, bytes: bytes))
        cursor = end
      }
      return found
    }
    func text(_ range: Range<Int>) -> [UInt8] {
      UnifiedDiff.Replacement.apply(replacements(in: range), to: utf8[range])
    }
    func replacement(_ site: LookupSite, _ rewrite: Rewrite) -> [UInt8] {
      let arguments = zip(site.argumentRanges, rewrite.conversions).map { range, conversion in
        conversion.prefix + String(decoding: text(range), as: UTF8.self) + conversion.suffix
      }
      if rewrite.throughResource {
        let members = rewrite.accessors.map { $0.call(with: rewrite.values) ?? "" }
        guard case .conditional(let condition, _, _) = site.key, members.count == 2 else { return Array("String(localized: \(members[0]))".utf8) }
        return Array("String(localized: \(condition) ? \(members[0]) : \(members[1]))".utf8)
      }
      let calls = rewrite.accessors.map { $0.call(with: arguments) ?? "" }
      guard case .conditional(let condition, _, _) = site.key, calls.count == 2 else { return Array(calls[0].utf8) }
      let conditional = "\(condition) ? \(calls[0]) : \(calls[1])"
      return Array((site.standsAlone ? conditional : "(\(conditional))").utf8)
    }
    var changes = replacements(in: 0..<utf8.count)
    // SwiftUI's literal keys, where no lookup's rewrite holds them.
    var keyRewrites = 0
    var symbolKeys: [String: Set<String>] = [:]
    // A key the code now reads through generated code is no literal Xcode extracts any more.
    for (_, rewrite) in calls {
      for member in rewrite.accessors { symbolKeys[member.table, default: []].insert(member.key) }
    }
    if rewritesKeyLiterals {
      let found = keyLiteralRewrites(SwiftLookupFinder(scanner, functions: functions), comments: scanner.comments, lines: lines, path: path)
      skipped += found.skipped
      let taken = found.decisions.filter { decision in
        !ranges.contains { $0.overlaps(decision.replacement.range) || decision.removals.contains(where: $0.overlaps) }
      }
      for decision in taken {
        changes.append(decision.replacement)
        changes += decision.removals.map { UnifiedDiff.Replacement(range: $0, bytes: []) }
        symbolKeys[decision.table, default: []].insert(decision.key)
      }
      keyRewrites = Set(taken.map(\.replacement.range.lowerBound)).count
      changes.sort { $0.range.lowerBound < $1.range.lowerBound }
      // A call's arguments go once, however many of its branches were rewritten.
      changes = changes.enumerated().filter { $0.offset == 0 || changes[$0.offset - 1] != $0.element }.map(\.element)
    }
    // The `let` of a lookup kept in a constant goes with it, where nothing else is replaced.
    let removals = rewritten.compactMap(\.site.declaration).filter { lines in !changes.contains { $0.range.overlaps(lines) } }
    if !removals.isEmpty {
      changes = (changes + removals.map { UnifiedDiff.Replacement(range: $0, bytes: []) }).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
    var result = FileRewrite(
      path: path, original: utf8, rewritten: UnifiedDiff.Replacement.apply(changes, to: utf8[...]), replacements: changes,
      rewrites: calls.count + keyRewrites,
      skipped: skipped.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }, isComplete: true)
    result.keyRewrites = keyRewrites
    result.symbolKeys = symbolKeys
    return result
  }

  /// SwiftUI's literal keys of a file rewritten into `LocalizedStringResource` members, and those
  /// left with the reason. The literals of one call (a conditional's branches) are rewritten
  /// together, or all stay.
  private func keyLiteralRewrites(
    _ finder: SwiftLookupFinder, comments: [Range<Int>], lines: LineTable, path: String
  ) -> (decisions: [KeyLiteralRewrite.Decision], skipped: [SkippedLookup]) {
    var rewrite = KeyLiteralRewrite(index: index, valueTypes: valueTypes)
    rewrite.declaredNames = declaredNames
    var byCall: [Int: [(LocalizedStringKeySite, Result<KeyLiteralRewrite.Decision, Skip>)]] = [:]
    var order: [Int] = []
    for site in finder.localizedStringKeys() {
      let call = site.context?.call.lowerBound ?? site.offset
      if byCall[call] == nil { order.append(call) }
      byCall[call, default: []].append((site, rewrite.decide(site, comments: comments)))
    }
    var decisions: [KeyLiteralRewrite.Decision] = []
    var skipped: [SkippedLookup] = []
    for call in order {
      let sites = byCall[call] ?? []
      let failures = sites.compactMap { site, result -> (LocalizedStringKeySite, Skip)? in
        if case .failure(let skip) = result { return (site, skip) } else { return nil }
      }
      if failures.isEmpty {
        decisions += sites.compactMap { try? $0.1.get() }
        continue
      }
      for (site, result) in sites {
        let skip: Skip
        switch result {
        case .failure(let own): skip = own
        case .success:
          skip = Skip(
            reason: failures[0].1.reason,
            message: "\(KeyLiteralRewrite.name(site.context)) of \(site.key.debugDescription) left as it is: "
              + "the other branch of its conditional stays (\(failures[0].1.message))")
        }
        skipped.append(SkippedLookup(location: lines.location(of: site.offset, in: path), reason: skip.reason, message: skip.message))
      }
    }
    return (decisions, skipped)
  }

  /// The Objective-C lookups of a file, left as they are: the generated accessors are Swift, not
  /// visible to Objective-C. A key its table lacks is an error, as in Swift.
  public func report(objectiveC utf8: [UInt8], path: String) -> FileRewrite {
    let lines = LineTable(utf8)
    var skipped: [SkippedLookup] = []
    for lookup in ObjCLookupFinder(bytes: utf8).lookups() where !lookup.isInactive {
      let location = lines.location(of: lookup.offset, in: path)
      if let key = lookup.key, lookup.tableIsLiteral, index.find(table: lookup.table ?? "Localizable", key: key) == .missingKey {
        skipped.append(
          SkippedLookup(
            location: location, reason: .unknownKey,
            message:
              "key \(key.debugDescription) is not in table \(lookup.table ?? "Localizable"): users see the key itself; add it to the table or fix the key"
          ))
        continue
      }
      skipped.append(
        SkippedLookup(
          location: location, reason: .objectiveC,
          message: "\(lookup.name) left as it is: the generated accessors are Swift, which Objective-C cannot call"))
    }
    return FileRewrite(path: path, original: utf8, rewritten: utf8, replacements: [], rewrites: 0, skipped: skipped, isComplete: true)
  }

  struct Skip: Error {
    var reason: SkippedLookup.Reason
    var message: String

    /// A key its table lacks: the lookup shows `shown` (its value or default value), else the key.
    static func unknownKey(_ key: String, table: String, shown: String?) -> Skip {
      Skip(
        reason: .unknownKey,
        message: "key \(key.debugDescription) is not in table \(table): \(shown ?? "users see the key itself"); add it to the table or fix the key")
    }

    /// A key generation gave no `member` (an accessor, a `LocalizedStringResource` member): its
    /// warning of the run says why.
    static func noAccessor(_ key: String, table: String, member: String = "accessor") -> Skip {
      Skip(
        reason: .noAccessor,
        message: "key \(key.debugDescription) of table \(table) left as it is: generation gives it no \(member) (see its warning)")
    }
  }

  /// What a site becomes: its accessor (a conditional's two: when true, when false), called with its
  /// arguments, each converted to the parameter's type where the code shows another.
  struct Rewrite {
    var accessors: [Accessor]
    var conversions: [(prefix: String, suffix: String)]
    /// A `String(localized:)` whose table only `resource-symbols` generates: the lookup becomes
    /// `String(localized: .member)`, with the values of its interpolated key (`values`).
    var throughResource = false
    var values: [String] = []
  }

  /// What a site becomes, or why it stays.
  private func decide(_ site: LookupSite, declared: DeclaredTypes) -> Result<Rewrite, Skip> {
    let name = site.formatWrapper ?? site.name ?? site.form.rawValue
    if site.isInactive { return .failure(Skip(reason: .inactiveCode, message: "\(name) left as it is: the code is never compiled (#if false)")) }
    if rewritesKeyLiterals, site.form == .stringLocalized, site.formatWrapper == nil, site.tableIsLiteral,
      index.accessors(of: site.table ?? "Localizable").isEmpty, index.resources(of: site.table ?? "Localizable") != nil
    {
      return throughResource(site, name: name)
    }
    let accessors: Result<[Accessor], Skip>
    switch site.key {
    case .literal(let key):
      accessors = decide(site, key: key, name: name).map { [$0] }
    case .conditional(_, let whenTrue, let whenFalse):
      // Each branch is a lookup of its own: both are rewritten, or the conditional stays.
      accessors = decide(site, key: whenTrue, name: name).flatMap { first in decide(site, key: whenFalse, name: name).map { [first, $0] } }
    case .interpolated:
      return .failure(Skip(reason: .interpolatedKey, message: "\(name) left as it is: its key is made from an interpolation, known only at run time"))
    case .expression:
      return .failure(
        Skip(
          reason: .keyNotLiteral,
          message: "\(name) left as it is: its key is not a string literal, so which string it reads is known only at run time"))
    }
    return accessors.flatMap { accessors in
      conversions(site, accessors, name: name, declared: declared).map { Rewrite(accessors: accessors, conversions: $0) }
    }
  }

  /// `String(localized: "Inbox")` becoming `String(localized: .inbox)`, where the lookup's table has
  /// `LocalizedStringResource` members and no `String` accessors: as Xcode's refactoring to String
  /// Catalog symbols rewrites it, for the same key, table, bundle and values (`KeyLiteralRewrite.member`).
  private func throughResource(_ site: LookupSite, name: String) -> Result<Rewrite, Skip> {
    let table = site.table ?? "Localizable"
    var keys: [String]
    var values: [String] = []
    switch site.key {
    case .literal(let key): keys = [key]
    case .conditional(_, let whenTrue, let whenFalse): keys = [whenTrue, whenFalse]
    case .interpolated(let literal):
      guard let literal, let key = literal.key(specifier: valueTypes.specifier) else {
        return .failure(
          Skip(
            reason: .interpolatedKey,
            message: "\(name) left as it is: its key is made from an interpolation whose values' types the code does not tell"))
      }
      keys = [key]
      values = literal.values
    case .expression:
      return .failure(
        Skip(
          reason: .keyNotLiteral,
          message: "\(name) left as it is: its key is not a string literal, so which string it reads is known only at run time"))
    }
    if let locale = site.locale {
      return .failure(Skip(reason: .otherLocale, message: "\(name) of \(keys[0].debugDescription) left as it is: it looks up in \(locale)"))
    }
    let rewrite = KeyLiteralRewrite(index: index, valueTypes: valueTypes)
    var members: [Accessor] = []
    for key in keys {
      switch rewrite.member(
        key: key, table: table, bundle: site.bundle, values: values.count, defaultValue: site.defaultValue,
        required: ResourceSiblings.resourceAvailability, name: name)
      {
      case .success(let member):
        members.append(
          Accessor(table: table, key: key, path: ["." + member.path.dropFirst().joined(separator: ".")], labels: member.labels, text: member.text))
      case .failure(let skip): return .failure(skip)
      }
    }
    return .success(Rewrite(accessors: members, conversions: [], throughResource: true, values: values))
  }

  /// How each argument of `site` is passed to `accessors`' parameters (`ArgumentConversion`), or why
  /// the site stays: a type the code shows that no conversion passes exactly, or a conditional's
  /// accessors taking different types.
  private func conversions(
    _ site: LookupSite, _ accessors: [Accessor], name: String, declared: DeclaredTypes
  ) -> Result<[(prefix: String, suffix: String)], Skip> {
    let types = accessors[0].parameterTypes
    let path = accessors.map { $0.path.joined(separator: ".") }.joined(separator: " and ")
    guard accessors.allSatisfy({ $0.parameterTypes == types }) else {
      return .failure(Skip(reason: .argumentType, message: "\(name) left as it is: \(path) take arguments of different types"))
    }
    guard types.count == site.arguments.count else { return .success(site.arguments.map { _ in ("", "") }) }
    var conversions: [(prefix: String, suffix: String)] = []
    for (number, (argument, type)) in zip(site.arguments, types).enumerated() {
      guard let conversion = ArgumentConversion.wrapping(argument, as: type, declared: declared) else {
        let shown = ArgumentConversion.evidentType(of: argument, declared: declared)?.type ?? "another type"
        return .failure(
          Skip(
            reason: .argumentType,
            message:
              "\(name) left as it is: its argument \(number + 1), \(argument), is \(shown.first.map { "AEIOU".contains($0) } == true ? "an" : "a") \(shown), "
              + "and \(path) takes \(type), to which no conversion keeps what the format prints"))
      }
      conversions.append(conversion)
    }
    return .success(conversions)
  }

  /// The accessor the lookup of `key` at `site` becomes, or why it stays.
  private func decide(_ site: LookupSite, key: String, name: String) -> Result<Accessor, Skip> {
    guard site.tableIsLiteral else {
      return .failure(
        Skip(
          reason: .tableNotLiteral,
          message: "\(name) of \(key.debugDescription) left as it is: its table (\(site.table ?? "")) is not a string literal"))
    }
    let table = site.table ?? "Localizable"
    let accessor: Accessor
    switch index.find(table: table, key: key) {
    case .accessor(let found): accessor = found
    case .missingKey:
      return .failure(.unknownKey(key, table: table, shown: site.value.map { "users see its value \($0.debugDescription), untranslated" }))
    case .leftOut:
      return .failure(.noAccessor(key, table: table))
    case .unnamedTable(let reason):
      return .failure(
        Skip(reason: .unnamedTemplate, message: "\(name) of \(key.debugDescription) left as it is: table \(table) is generated by \(reason)"))
    case .ungeneratedTable:
      return .failure(
        Skip(
          reason: .tableNotGenerated, message: "\(name) of \(key.debugDescription) left as it is: no output of the config generates table \(table)"))
    }
    let path = accessor.path.joined(separator: ".")
    // The project's own lookup functions read what they read; Foundation's read the bundle given.
    let bundle = LookupBundle(site.bundle)
    if site.form != .function, site.form != .property, !index.readsAccessorsBundle(table: table, bundle) {
      let accessorBundle = index.bundle(of: table).flatMap { $0.map(\.description) } ?? "what the project's lookup function reads"
      return .failure(
        Skip(
          reason: .otherBundle,
          message:
            "\(name) of \(key.debugDescription) left as it is: it reads \(bundle), \(path) reads \(accessorBundle); "
            + "an output whose \"bundle\" param is \(bundle) would give it an accessor"))
    }
    if site.argumentsAreOpaque {
      return .failure(
        Skip(
          reason: .opaqueArguments, message: "\(name) of \(key.debugDescription) left as it is: its arguments are one list, which \(path) cannot take"
        ))
    }
    if let locale = site.locale,
      !["nil", ".current", "Locale.current", "Foundation.Locale.current", ".autoupdatingCurrent", "Locale.autoupdatingCurrent"].contains(locale)
    {
      return .failure(
        Skip(
          reason: .otherLocale,
          message: "\(name) of \(key.debugDescription) left as it is: it formats with \(locale), \(path) with the current locale"))
    }
    let parameters = accessor.labels?.count ?? 0
    if site.formatWrapper == nil, site.form != .function, parameters > 0 {
      return .failure(
        Skip(
          reason: .argumentCount,
          message:
            "\(name) of \(key.debugDescription) left as it is: its text is a format of \(parameters) argument\(parameters == 1 ? "" : "s"), used here without them"
        ))
    }
    if site.arguments.count != parameters {
      return .failure(
        Skip(
          reason: .argumentCount,
          message:
            "\(name) of \(key.debugDescription) left as it is: it gives \(site.arguments.count) argument\(site.arguments.count == 1 ? "" : "s") to a format that reads \(parameters)"
        ))
    }
    // Every language's text is what the lookup may show: the accessor formats each.
    if site.formatWrapper == nil, site.form != .function, parameters == 0 {
      if let percent = index.textWithPercent(table: table, key: key, accessorText: accessor.text) {
        let place = percent.locale.map { " in \($0)" } ?? ""
        return .failure(
          Skip(
            reason: .unformattedPercent,
            message:
              "\(name) of \(key.debugDescription) left as it is: its text\(place), \(percent.text.debugDescription), has % and is used unformatted; "
              + "\(path) formats it (%% prints %, % followed by a letter reads an argument)"))
      }
    }
    if let skip = numberFormatting(site, table: table, key: key, name: name, path: path) { return .failure(skip) }
    return .success(accessor)
  }

  /// Why a format of `String(format:)`, which writes numbers with no locale, cannot become its
  /// accessor, which writes them with the user's: a text of some language writes a decimal number
  /// (`3.5` would become `3,5` for a user whose region writes `3,5`), or an integer in a language whose
  /// digits are its own (`1234` would become `١٢٣٤`). Nil when every text writes the same either way.
  private func numberFormatting(_ site: LookupSite, table: String, key: String, name: String, path: String) -> Skip? {
    guard site.formatWrapper == "String(format:)" || (site.formatWrapper == "String(format:locale:)" && site.locale == "nil"),
      let (text, conversion) = index.localeDependentNumber(table: table, key: key)
    else { return nil }
    if LocaleNumbers.decimalConversions.contains(conversion) {
      return Skip(
        reason: .numberFormatting,
        message:
          "\(name) of \(key.debugDescription) left as it is: it writes %\(conversion.rawValue) with no locale (3.5), \(path) with the user's (3,5 in a region that writes so), "
          + "in \(text.text.debugDescription)\(text.locale.map { " (\($0))" } ?? ""); String.localizedStringWithFormat or String(format:locale: .current) would be rewritten"
      )
    }
    return Skip(
      reason: .numberFormatting,
      message:
        "\(name) of \(key.debugDescription) left as it is: it writes %\(conversion.rawValue) with no locale (123), \(path) with the user's, whose digits are \(text.locale ?? "")'s, "
        + "in \(text.text.debugDescription); String.localizedStringWithFormat or String(format:locale: .current) would be rewritten")
  }
}
