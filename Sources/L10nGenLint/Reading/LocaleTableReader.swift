import L10nGenCore
import L10nGenTables

/// Reads one locale's `.strings` and `.stringsdict` files of a table with the generator's parsers,
/// in their lint modes: duplicate keys and broken entries become findings, and reading goes on.
enum LocaleTableReader {
  /// `development`: for a translation, the development language's table, whose positions its entries
  /// record (`LintEntry.developmentIndex`).
  static func read(_ files: [TableFile], table: String, locale: String?, development: LocaleTable? = nil) -> LocaleTable {
    var result = LocaleTable(table: table, locale: locale, files: files, developmentKeys: development?.keyCount ?? 0)
    var signatures = SignatureCache()
    for file in files {
      // Lint's reading of each format of a language folder; a catalog holds every language: `CatalogReader`.
      if file.format == .strings {
        readStrings(file.path, signatures: &signatures, development: development, into: &result)
      } else if file.format == .stringsdict {
        readStringsDict(file.path, development: development, into: &result)
      }
    }
    return result
  }

  /// The arguments of each placeholder signature met in one locale, read once.
  struct SignatureCache {
    private var arguments: [String: [FormatArgument]] = [:]

    /// The arguments of `value`, and whether each of its `%` is a plain specifier (`PlaceholderSignature`);
    /// throws what `FormatParser` throws for it.
    mutating func arguments(of value: String) throws -> (arguments: [FormatArgument], isPlain: Bool) {
      guard PlaceholderSignature.hasPercent(value) else { return ([], true) }
      guard let signature = PlaceholderSignature.of(value) else { return (try FormatParser.arguments(in: value), false) }
      if let known = arguments[signature] { return (known, true) }
      do {
        let read = try FormatParser.arguments(in: signature)
        arguments[signature] = read
        return (read, true)
      } catch {
        return (try FormatParser.arguments(in: value), true)  // the error with the value's own offsets
      }
    }
  }

  private static func readStrings(
    _ path: String, signatures: inout SignatureCache, development: LocaleTable?, into table: inout LocaleTable
  ) {
    var parsed: [ParsedEntry]
    do {
      parsed = try StringsFileParser.parse(contentsOf: path, keepingDuplicateKeys: true)
    } catch {
      reportUnreadable(path, error, into: &table)
      return
    }
    table.reserveCapacity(table.keyCount + parsed.count)
    // Last entry first, each moved out of the array rather than copied. Going backwards, the first
    // entry met of a key is the one Foundation keeps (the later in the file); earlier ones are duplicates.
    while let entry = parsed.popLast() {
      let developmentIndex = development?.index(of: entry.key)
      if let later = table.entry(forKey: entry.key, developmentIndex: developmentIndex), case .text(let kept) = later.content {
        table.report(.duplicateKey, at: kept.location, DuplicateKey(kept: kept, earlier: entry).message, key: entry.key)
        continue
      }
      var arguments: [FormatArgument]?
      var isPlain = false
      var argumentError: String?
      do {
        (arguments, isPlain) = try signatures.arguments(of: entry.value)
      } catch let error as LocatedError {
        argumentError = error.message
      } catch {
        argumentError = "\(error)"
      }
      let lintEntry = LintEntry(
        key: entry.key, content: .text(entry), file: path, arguments: arguments, developmentIndex: developmentIndex,
        mayHaveOddPercent: !isPlain)
      if let argumentError, !lintEntry.readsOddConversion {
        table.report(.placeholderMismatch, at: entry.valueLocation, "value of key \(swiftQuoted(entry.key)): \(argumentError)", key: entry.key)
      }
      table.add(lintEntry)
    }
  }

  private static func readStringsDict(_ path: String, development: LocaleTable?, into table: inout LocaleTable) {
    let parsed: ParsedVariantTable
    let errors: [StringsDictParseError]
    do {
      (parsed, errors) = try StringsDictParser.parseRecovering(contentsOf: path)
    } catch {
      reportUnreadable(path, error, into: &table)
      return
    }
    for error in errors {
      let location = error.location ?? SourceLocation(file: path, line: 1, column: 1)
      switch error {
      case .duplicateKey(_, let key, _): table.report(.duplicateKey, at: location, error.message, key: key)
      case .missingOtherForm(_, let key, _): table.report(.pluralMissingOther, at: location, error.message, key: key)
      default:
        table.report(.syntax, at: location, error.message, key: error.key)
        if let key = error.key { table.brokenKeys.insert(ExactKey(key)) }
      }
    }
    report(parsed.warnings, into: &table)
    var known = [String: [FormatArgument]]()
    for entry in parsed.entries {
      let developmentIndex = development?.index(of: entry.key)
      // Entries of one shape (`%#@COUNT@` with `%1$d` forms…) have the same arguments: read them once.
      let shape = Self.shape(of: entry)
      if let shape, let arguments = known[shape] {
        table.add(
          LintEntry(
            key: entry.key, content: .variants(entry), file: path, arguments: arguments, developmentIndex: developmentIndex))
        continue
      }
      let read = variantEntry(entry, source: .stringsdict, file: path, developmentIndex: developmentIndex, into: &table)
      if let shape, let arguments = read.arguments, read.argumentWarnings.isEmpty { known[shape] = arguments }
      table.add(read)
    }
  }

  /// What a `.stringsdict` entry's arguments depend on, as text: the specifiers of its format and
  /// of each form (`PlaceholderSignature`), each variable's name and value type, and whether its
  /// forms differ (which decides a warning). Nil when a text has a `%` only the parser can read.
  static func shape(of entry: ParsedVariantEntry) -> String? {
    guard entry.devices.isEmpty, let format = entry.format, let formatShape = PlaceholderSignature.of(format) else { return nil }
    var shape = formatShape
    for plural in entry.plurals {
      guard plural.kind == .variable, let name = plural.name else { return nil }
      shape += "\u{1}\(name)\u{2}\(plural.valueType ?? "")\u{2}\(Set(plural.forms.map(\.text)).count > 1)"
      for form in plural.forms {
        guard let formShape = PlaceholderSignature.of(form.text) else { return nil }
        shape += "\u{3}\(form.category.rawValue)\u{4}\(formShape)"
      }
    }
    return shape
  }

  /// An entry that varies, with its arguments read the way generation reads them.
  static func variantEntry(
    _ parsed: ParsedVariantEntry, source: TableFormat, file: String, state: String? = nil, developmentIndex: Int? = nil,
    into table: inout LocaleTable
  ) -> LintEntry {
    var warnings = [LocatedWarning]()
    var arguments: [FormatArgument]?
    var failure: (rule: LintRule, location: SourceLocation, message: String)?
    do {
      arguments = try TableLoader.arguments(of: parsed, source: source, warnings: &warnings)
    } catch let error as EntryError {
      if case .invalidPlaceholders = error {
        failure = (.placeholderMismatch, error.location ?? parsed.location, error.message)
      } else {
        failure = (.syntax, error.location ?? parsed.location, error.message)
      }
    } catch {
      failure = (.syntax, parsed.location, "\(error)")
    }
    let entry = LintEntry(
      key: parsed.key, content: .variants(parsed), file: file, arguments: arguments, argumentWarnings: warnings, state: state,
      developmentIndex: developmentIndex)
    if let failure, !(failure.rule == .placeholderMismatch && entry.readsOddConversion) {
      table.report(failure.rule, at: failure.location, failure.message, key: parsed.key)
    }
    return entry
  }

  /// Parser warnings as findings, under the rule their kind names.
  static func report(_ warnings: [LocatedWarning], into table: inout LocaleTable) {
    for warning in warnings {
      let rule: LintRule
      switch warning.kind {
      case .valueTypeWithPercent?: rule = .valueTypePercent
      case .pluralArgumentType?: rule = .pluralArgumentType
      case .suspiciousPercent?: rule = .suspiciousPercent
      case .duplicateKey?: rule = .duplicateKey
      case .ignoredMember?, .unnamedKey?, .renamedKey?, nil: rule = .ignoredMember  // generation names keys, lint does not
      }
      let location = warning.location ?? SourceLocation(file: table.files.first?.path ?? "", line: 1, column: 1)
      table.report(rule, at: location, warning.message)
    }
  }

  private static func reportUnreadable(_ path: String, _ error: Error, into table: inout LocaleTable) {
    table.unreadableFiles.insert(path)
    let located = error as? LocatedError
    table.report(.syntax, at: located?.location ?? SourceLocation(file: path, line: 1, column: 1), located?.message ?? "\(error)")
  }
}

extension StringsDictParseError {
  /// The key of the entry the error is in; nil for errors of the whole file.
  var key: String? {
    switch self {
    case .unreadableFile, .invalidPropertyList, .notADictionary:
      return nil
    case .duplicateKey(_, let key, _), .entryNotADictionary(_, let key, _), .missingFormatKey(_, let key),
      .formatKeyNotAString(_, let key, _), .variableNotADictionary(_, let key, _, _), .missingSpecType(_, let key, _),
      .unknownSpecType(_, let key, _, _), .missingValueType(_, let key, _), .invalidValueType(_, let key, _, _),
      .missingOtherForm(_, let key, _), .formNotAString(_, let key, _, _, _), .deviceRulesNotADictionary(_, let key, _),
      .deviceTextNotAString(_, let key, _, _):
      return key
    }
  }
}
