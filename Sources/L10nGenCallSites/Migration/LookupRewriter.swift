import L10nGenCore
import L10nGenGeneration

/// Rewrites the lookups of one Swift file into calls of the accessors that generated code declares
/// (`AccessorIndex`): `String(format: NSLocalizedString("inbox.unread", comment: ""), count)` becomes
/// `L10n.Inbox.unread(count)`. Only the lookups' bytes change; a lookup that cannot be rewritten
/// without changing what the code prints, or at all, is left with a note that says why.
public struct LookupRewriter: Sendable {
  public let index: AccessorIndex
  public let functions: LookupFunctions

  public init(index: AccessorIndex, functions: LookupFunctions = LookupFunctions()) {
    self.index = index
    self.functions = functions
  }

  /// What rewriting one file gives.
  public struct FileRewrite: Equatable, Sendable {
    public var path: String
    /// The file's text before and after, as UTF-8 (`SourceText` writes it back in its encoding).
    public var original: [UInt8]
    public var rewritten: [UInt8]
    /// The bytes of `original` that were replaced, and what replaced each: how `rewritten` was made.
    public var replacements: [UnifiedDiff.Replacement]
    /// How many lookups were rewritten.
    public var rewrites: Int
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
    var calls: [(site: LookupSite, accessor: Accessor)] = []
    var skipped: [SkippedLookup] = []
    for site in SwiftLookupFinder(scanner, functions: functions).sites() {
      switch decide(site) {
      case .success(let accessor): calls.append((site, accessor))
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
        found.append(UnifiedDiff.Replacement(range: site, bytes: replacement(rewritten[number].site, rewritten[number].accessor)))
        cursor = site.upperBound
      }
      return found
    }
    func text(_ range: Range<Int>) -> [UInt8] {
      UnifiedDiff.Replacement.apply(replacements(in: range), to: utf8[range])
    }
    func replacement(_ site: LookupSite, _ accessor: Accessor) -> [UInt8] {
      let arguments = site.argumentRanges.map { String(decoding: text($0), as: UTF8.self) }
      return Array((accessor.call(with: arguments) ?? "").utf8)
    }
    let changes = replacements(in: 0..<utf8.count)
    return FileRewrite(
      path: path, original: utf8, rewritten: UnifiedDiff.Replacement.apply(changes, to: utf8[...]), replacements: changes,
      rewrites: calls.count, skipped: skipped, isComplete: true)
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
  }

  /// The accessor a site becomes, or why it stays.
  private func decide(_ site: LookupSite) -> Result<Accessor, Skip> {
    let name = site.formatWrapper ?? site.name ?? site.form.rawValue
    if site.isInactive { return .failure(Skip(reason: .inactiveCode, message: "\(name) left as it is: the code is never compiled (#if false)")) }
    let key: String
    switch site.key {
    case .literal(let literal): key = literal
    case .interpolated:
      return .failure(Skip(reason: .interpolatedKey, message: "\(name) left as it is: its key is made from an interpolation, known only at run time"))
    case .expression:
      return .failure(
        Skip(
          reason: .keyNotLiteral,
          message: "\(name) left as it is: its key is not a string literal, so which string it reads is known only at run time"))
    }
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
      let shown = site.value.map { "users see its value \($0.debugDescription), untranslated" } ?? "users see the key itself"
      return .failure(
        Skip(reason: .unknownKey, message: "key \(key.debugDescription) is not in table \(table): \(shown); add it to the table or fix the key"))
    case .leftOut:
      return .failure(
        Skip(
          reason: .noAccessor,
          message: "key \(key.debugDescription) of table \(table) left as it is: generation gives it no accessor (see its warning)"))
    case .unnamedTable(let reason):
      return .failure(
        Skip(reason: .unnamedTemplate, message: "\(name) of \(key.debugDescription) left as it is: table \(table) is generated by \(reason)"))
    case .ungeneratedTable:
      return .failure(
        Skip(
          reason: .tableNotGenerated, message: "\(name) of \(key.debugDescription) left as it is: no output of the config generates table \(table)"))
    }
    let path = accessor.path.joined(separator: ".")
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
    if site.formatWrapper == nil, site.form != .function, parameters == 0, accessor.text.contains("%") {
      return .failure(
        Skip(
          reason: .unformattedPercent,
          message: "\(name) of \(key.debugDescription) left as it is: its text has % and is used unformatted; \(path) formats it (%% prints %)"))
    }
    return .success(accessor)
  }
}
