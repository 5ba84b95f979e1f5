import Foundation
import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenLookups

/// Rewrites the lookups of one Objective-C file (`.m`, `.mm`) into the Objective-C accessors of the
/// config's `objc-h` output (`AccessorIndex.ObjectiveCAccessors`):
/// `NSLocalizedString(@"inbox.title", nil)` becomes `[Localizable inboxTitle]`,
/// `[NSString localizedStringWithFormat:NSLocalizedString(@"inbox.unread", @""), n, name]` becomes
/// `[Localizable inboxUnreadWithValues:n :name]`, and the file imports the accessors' header. As in
/// Swift (`LookupRewriter`), a lookup whose rewrite could change what users see stays, with a note:
/// the accessors format every text in the user's locale, from their own bundle.
public struct ObjCLookupRewriter: Sendable {
  public let index: AccessorIndex
  /// The names the project's Objective-C declares as `NSString *`.
  public let stringNames: ObjCStringNames

  public init(index: AccessorIndex, stringNames: ObjCStringNames = ObjCStringNames()) {
    self.index = index
    self.stringNames = stringNames
  }

  /// The bundle an Objective-C expression names: `[NSBundle mainBundle]` is the main bundle, and
  /// `SWIFTPM_MODULE_BUNDLE` a package target's own, as `Bundle.main` and `Bundle.module` are.
  public static func bundle(_ bundle: LookupBundle) -> LookupBundle {
    switch bundle {
    case .expression("[NSBundlemainBundle]"): return .main
    case .expression("SWIFTPM_MODULE_BUNDLE"): return .module
    default: return bundle
    }
  }

  public func rewrite(_ utf8: [UInt8], path: String) -> LookupRewriter.FileRewrite {
    let lines = LineTable(utf8)
    var changes: [UnifiedDiff.Replacement] = []
    var skipped: [SkippedLookup] = []
    var headers = Set<String>()
    var symbolKeys: [String: Set<String>] = [:]
    for lookup in ObjCLookupFinder(bytes: utf8).lookups() {
      let location = lines.location(of: lookup.offset, in: path)
      switch decide(lookup) {
      case .success(let (range, text, header)):
        // A lookup among the arguments of one rewritten already stays as it is, in them.
        guard !changes.contains(where: { $0.range.overlaps(range) }) else { continue }
        changes.append(UnifiedDiff.Replacement(range: range, bytes: Array(text.utf8)))
        headers.insert(header)
        if let key = lookup.key { symbolKeys[lookup.table ?? "Localizable", default: []].insert(key) }
      case .failure(let skip):
        skipped.append(SkippedLookup(location: location, reason: skip.reason, message: skip.message))
      }
    }
    let rewrites = changes.count
    let prologue = prologue(of: utf8)
    for header in headers.sorted() where !imports(header, in: prologue) {
      let point = prologue.importPoint
      changes.append(UnifiedDiff.Replacement(range: point..<point, bytes: Array("#import \"\(header)\"\n".utf8)))
    }
    changes.sort { $0.range.lowerBound < $1.range.lowerBound }
    var result = LookupRewriter.FileRewrite(
      path: path, original: utf8, rewritten: UnifiedDiff.Replacement.apply(changes, to: utf8[...]), replacements: changes, rewrites: rewrites,
      skipped: skipped, isComplete: true)
    result.symbolKeys = symbolKeys
    return result
  }

  /// The bytes a lookup's rewrite replaces, the message that replaces them and the header it needs;
  /// or why it stays.
  private func decide(_ lookup: ObjCLookupFinder.Lookup) -> Result<(Range<Int>, String, String), LookupRewriter.Skip> {
    let name = lookup.wrapper.map { "[NSString \($0.selector)…]" } ?? lookup.name
    if lookup.isInactive { return .failure(.init(reason: .inactiveCode, message: "\(name) left as it is: the code is never compiled (#if 0)")) }
    guard let range = lookup.range else {
      return .failure(.init(reason: .objectiveC, message: "\(lookup.name) left as it is: its message's receiver was not read"))
    }
    guard let key = lookup.key else {
      return .failure(
        .init(
          reason: .keyNotLiteral,
          message: "\(name) left as it is: its key is not a string literal, so which string it reads is known only at run time"))
    }
    guard lookup.tableIsLiteral else {
      return .failure(.init(reason: .tableNotLiteral, message: "\(name) of \(key.debugDescription) left as it is: its table is not a string literal"))
    }
    let table = lookup.table ?? "Localizable"
    guard let accessors = index.objectiveC(of: table) else {
      if index.keys(of: table)[key] == nil, !index.tables.contains(table) {
        return .failure(
          .init(
            reason: .tableNotGenerated, message: "\(name) of \(key.debugDescription) left as it is: no output of the config generates table \(table)")
        )
      }
      return .failure(
        .init(
          reason: .objectiveC,
          message:
            "\(name) of \(key.debugDescription) left as it is: no objc-h output of the config declares Objective-C accessors for table \(table)"))
    }
    guard let accessor = accessors.members[key] else {
      if index.keys(of: table)[key] == nil {
        return .failure(.unknownKey(key, table: table, shown: lookup.value.map { "users see its value \($0.debugDescription), untranslated" }))
      }
      return .failure(.noAccessor(key, table: table))
    }
    let call = "[\(accessor.path.joined(separator: " "))…]"
    let bundle = Self.bundle(LookupBundle(lookup.bundle))
    guard bundle == accessors.bundle else {
      return .failure(
        .init(
          reason: .otherBundle,
          message:
            "\(name) of \(key.debugDescription) left as it is: it reads \(lookup.bundle ?? "[NSBundle mainBundle]"), \(call) reads \(accessors.bundle); "
            + "an objc-m output whose \"bundle\" param is that expression would give it an accessor"))
    }
    let parameters = accessor.labels?.count ?? 0
    let arguments = lookup.wrapper?.arguments ?? []
    guard arguments.count == parameters else {
      let given = lookup.wrapper == nil ? "is used without formatting" : "gives \(arguments.count) argument\(arguments.count == 1 ? "" : "s")"
      return .failure(
        .init(
          reason: .argumentCount,
          message: "\(name) of \(key.debugDescription) left as it is: it \(given), to a format that reads \(parameters)"))
    }
    // The accessor formats every text: a `%` shown as it is would read an argument.
    if lookup.wrapper == nil, let percent = index.textWithPercent(table: table, key: key, accessorText: accessor.text) {
      return .failure(
        .init(
          reason: .unformattedPercent,
          message:
            "\(name) of \(key.debugDescription) left as it is: its text\(percent.locale.map { " in \($0)" } ?? ""), \(percent.text.debugDescription), "
            + "has % and is used unformatted; \(call) formats it (%% prints %)"))
    }
    // `stringWithFormat:` writes numbers with no locale; the accessor, the user's.
    if lookup.wrapper?.selector == "stringWithFormat:", let (text, conversion) = index.localeDependentNumber(table: table, key: key) {
      return .failure(
        .init(
          reason: .numberFormatting,
          message:
            "\(name) of \(key.debugDescription) left as it is: stringWithFormat: writes %\(conversion.rawValue) with no locale, \(call) with the user's, "
            + "in \(text.text.debugDescription)\(text.locale.map { " (\($0))" } ?? ""); localizedStringWithFormat: would be rewritten"))
    }
    // An argument holding a comment would carry it into the message, its end and all.
    if arguments.contains(where: { $0.contains("//") || $0.contains("/*") }) {
      return .failure(
        .init(reason: .argumentType, message: "\(name) of \(key.debugDescription) left as it is: a comment is among its arguments"))
    }
    // A C pointer or an object passed for `%p`, `%s`: ARC takes no object for a `const void *`
    // parameter without a bridging cast.
    if accessor.parameterTypes.contains(where: { $0.hasSuffix("*") }) {
      return .failure(
        .init(
          reason: .argumentType,
          message:
            "\(name) of \(key.debugDescription) left as it is: its format reads a pointer, which \(call) takes as a C pointer, not as an object"))
    }
    // `stringWithFormat:` writes an object with `description`; the accessor, in the user's locale, with
    // `descriptionWithLocale:` (an NSNumber, an NSDate): only a literal string is known to print alike.
    if lookup.wrapper?.selector == "stringWithFormat:",
      let object = accessor.parameterTypes.indices.first(where: { accessor.parameterTypes[$0] == "id" && !isEvidentlyAString(arguments[$0]) })
    {
      return .failure(
        .init(
          reason: .numberFormatting,
          message:
            "\(name) of \(key.debugDescription) left as it is: stringWithFormat: writes its argument \(object + 1), \(arguments[object]), "
            + "with no locale, \(call) with the user's (an NSNumber or an NSDate prints otherwise); localizedStringWithFormat: would be rewritten"))
    }
    guard let message = accessor.message(with: arguments) else {
      return .failure(.init(reason: .argumentCount, message: "\(name) of \(key.debugDescription) left as it is: \(call) takes other arguments"))
    }
    return .success((lookup.wrapper?.range ?? range, message, accessors.header))
  }

  /// The messages and properties Foundation declares returning an `NSString` (Apple's NSString,
  /// NSObject, NSError, NSURL and NSNumber references), which `%@` prints alike with or without a locale.
  static let stringSelectors: Set<String> = [
    "description", "debugDescription", "stringValue", "localizedDescription", "localizedFailureReason", "localizedRecoverySuggestion",
    "lastPathComponent", "pathExtension", "stringByDeletingPathExtension", "stringByDeletingLastPathComponent", "stringByAppendingString",
    "stringByAppendingPathComponent", "stringByAppendingPathExtension", "stringByReplacingOccurrencesOfString", "stringByTrimmingCharactersInSet",
    "absoluteString", "lowercaseString", "uppercaseString", "capitalizedString", "localizedLowercaseString", "localizedUppercaseString",
    "localizedCapitalizedString", "stringWithFormat", "localizedStringWithFormat", "stringWithString", "componentsJoinedByString",
    "substringFromIndex", "substringToIndex", "substringWithRange",
  ]

  /// Whether an argument, as written, is evidently an `NSString`: a literal, a lookup, or a message,
  /// property or variable whose name Foundation (`[error localizedDescription]`) or the project
  /// (`ObjCStringNames`: `[connection lastErrorMessage]`, `tableName`) declares only as one.
  func isEvidentlyAString(_ argument: String) -> Bool {
    let text = argument.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("@\"") || text.hasPrefix("NSLocalizedString") { return true }
    func isString(_ name: Substring) -> Bool { Self.stringSelectors.contains(String(name)) || stringNames.isString(String(name)) }
    if text.hasPrefix("["), text.hasSuffix("]") {
      // A message `[receiver selector]` or `[receiver selector:…]`: its first selector part.
      let body = text.dropFirst().dropLast()
      guard let close = body.lastIndex(of: "]") ?? body.firstIndex(where: { $0 == " " }) else { return false }
      let rest = body[body.index(after: close)...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
      let selector = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return !selector.isEmpty && isString(selector)
    }
    // `name`, `object.property`, `self.name`.
    let last = text.split(separator: ".").last ?? ""
    return !last.isEmpty && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && isString(last)
  }

  /// Whether the file imports `header` already, in every configuration (`#import "Localizable.h"`,
  /// also in a folder, outside comments and `#if` blocks).
  private func imports(_ header: String, in prologue: (directives: [String], importPoint: Int)) -> Bool {
    prologue.directives.contains { text in
      (text.hasPrefix("#import") || text.hasPrefix("#include"))
        && (text.contains("\"\(header)\"") || text.contains("/\(header)\"") || text.contains("<\(header)>"))
    }
  }

  /// The file's lines before its first line of code: the preprocessor lines outside comments and
  /// `#if` blocks, trimmed, and the end of the last `#import` or `#include` among them, where a new
  /// `#import` goes (else the top).
  private func prologue(of utf8: [UInt8]) -> (directives: [String], importPoint: Int) {
    var directives: [String] = []
    var point = 0
    var offset = 0
    var inComment = false
    var conditions = 0
    for line in utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
      let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
      let lineEnd = offset + line.count + 1
      defer { offset = lineEnd }
      if inComment {
        if text.contains("*/") { inComment = false }
        continue
      }
      if text.hasPrefix("/*") {
        inComment = !text.contains("*/")
        continue
      }
      let directive = text.hasPrefix("#") ? text.dropFirst().drop { $0 == " " || $0 == "\t" } : ""
      if directive.hasPrefix("if") {
        conditions += 1
      } else if directive.hasPrefix("endif") {
        conditions = max(0, conditions - 1)
      } else if !directive.isEmpty {
        guard conditions == 0 else { continue }
        directives.append(text)
        if directive.hasPrefix("import") || directive.hasPrefix("include") { point = min(lineEnd, utf8.count) }
      } else if !(text.isEmpty || text.hasPrefix("//") || text.hasPrefix("@import")) {
        break
      }
    }
    return (directives, point)
  }
}
