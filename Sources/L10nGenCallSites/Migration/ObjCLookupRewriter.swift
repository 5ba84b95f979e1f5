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
  /// What the project declares, to tell the arguments that are strings.
  public let declarations: ObjCDeclarations

  public init(index: AccessorIndex, declarations: ObjCDeclarations = ObjCDeclarations()) {
    self.index = index
    self.declarations = declarations
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
    var skipped: [SkippedLookup] = []
    var headers = Set<String>()
    var symbolKeys: [String: Set<String>] = [:]
    var decisions: [(decision: Decision, lookup: ObjCLookupFinder.Lookup)] = []
    let evidence = ObjCStringEvidence(declarations: declarations, scopes: ObjCLocalScopes(bytes: utf8))
    for lookup in ObjCLookupFinder(bytes: utf8).lookups() {
      switch decide(lookup, in: utf8, evidence: evidence) {
      case .success(let decision):
        decisions.append((decision, lookup))
      case .failure(let skip):
        skipped.append(SkippedLookup(location: lines.location(of: lookup.offset, in: path), reason: skip.reason, message: skip.message))
      }
    }
    // Lookups nest (one among a format's arguments): each rewritten one's text is its message with
    // its arguments' text, where the lookups inside are rewritten in turn. In file order, and of two
    // that start together the enclosing one first.
    decisions.sort {
      ($0.decision.range.lowerBound, -$0.decision.range.upperBound) < ($1.decision.range.lowerBound, -$1.decision.range.upperBound)
    }
    var placed = Set<Int>()
    // The rewritten lookups within `range` (an argument's, or the whole file's), each with those in
    // its arguments; no deeper than `levels` (a lookup nested deeper stays, with a note).
    func replacements(in range: Range<Int>, levels: Int) -> [UnifiedDiff.Replacement] {
      guard levels > 0 else { return [] }
      // The first decision that starts in `range`.
      var (low, high) = (0, decisions.count)
      while low < high {
        let middle = (low + high) / 2
        if decisions[middle].decision.range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
      }
      var found: [UnifiedDiff.Replacement] = []
      var cursor = range.lowerBound
      for number in low..<decisions.count {
        let decision = decisions[number].decision
        guard decision.range.lowerBound < range.upperBound else { break }
        guard decision.range.lowerBound >= cursor, decision.range.upperBound <= range.upperBound else { continue }
        let arguments = decision.argumentRanges.map {
          String(decoding: UnifiedDiff.Replacement.apply(replacements(in: $0, levels: levels - 1), to: utf8[$0]), as: UTF8.self)
        }
        found.append(UnifiedDiff.Replacement(range: decision.range, bytes: Array(decision.text(arguments).utf8)))
        placed.insert(number)
        cursor = decision.range.upperBound
      }
      return found
    }
    var changes = replacements(in: 0..<utf8.count, levels: 32)
    for (number, (decision, lookup)) in decisions.enumerated() {
      guard placed.contains(number) else {
        // Within a rewritten lookup, but not among its arguments: what replaces it holds it no more.
        skipped.append(
          SkippedLookup(
            location: lines.location(of: lookup.offset, in: path), reason: .objectiveC,
            message: "\(lookup.name) left as it is: it is within another lookup rewritten here, not among its arguments, or 32 deep in them"))
        continue
      }
      headers.insert(decision.header)
      if let key = lookup.key { symbolKeys[lookup.table ?? "Localizable", default: []].insert(key) }
    }
    let prologue = prologue(of: utf8)
    for header in headers.sorted() where !imports(header, in: prologue) {
      let point = prologue.importPoint
      changes.append(UnifiedDiff.Replacement(range: point..<point, bytes: Array("#import \"\(header)\"\n".utf8)))
    }
    changes.sort { $0.range.lowerBound < $1.range.lowerBound }
    var result = LookupRewriter.FileRewrite(
      path: path, original: utf8, rewritten: UnifiedDiff.Replacement.apply(changes, to: utf8[...]), replacements: changes,
      rewrites: placed.count, skipped: skipped, isComplete: true)
    result.symbolKeys = symbolKeys
    return result
  }

  /// A lookup's rewrite: the bytes it replaces, the header it needs, and its text made of its
  /// arguments' (in which the lookups are rewritten too).
  private struct Decision {
    var range: Range<Int>
    var header: String
    var argumentRanges: [Range<Int>]
    var text: ([String]) -> String
  }

  /// A lookup's rewrite, or why it stays.
  private func decide(_ lookup: ObjCLookupFinder.Lookup, in utf8: [UInt8], evidence: ObjCStringEvidence) -> Result<Decision, LookupRewriter.Skip> {
    let name = lookup.wrapper?.name ?? lookup.name
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
    let argumentRanges = lookup.wrapper?.argumentRanges ?? []
    // An argument's text, and as a note shows it: its start, when long.
    func argument(_ number: Int) -> String { String(decoding: utf8[argumentRanges[number]], as: UTF8.self) }
    func shown(_ number: Int) -> String {
      let range = argumentRanges[number]
      guard range.count > 120 else { return argument(number) }
      return String(decoding: utf8[range.lowerBound..<(range.lowerBound + 100)], as: UTF8.self) + "…"
    }
    guard argumentRanges.count == parameters else {
      let given =
        lookup.wrapper == nil ? "is used without formatting" : "gives \(argumentRanges.count) argument\(argumentRanges.count == 1 ? "" : "s")"
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
    if let wrapper = lookup.wrapper, wrapper.formatsWithoutLocale, let (text, conversion) = index.localeDependentNumber(table: table, key: key) {
      return .failure(
        .init(
          reason: .numberFormatting,
          message:
            "\(name) of \(key.debugDescription) left as it is: \(wrapper.selector) writes %\(conversion.rawValue) with no locale, \(call) with the user's, "
            + "in \(text.text.debugDescription)\(text.locale.map { " (\($0))" } ?? ""); localizedStringWithFormat: would be rewritten"))
    }
    // A comment would be dropped, or carried into the message with its end; a preprocessor line
    // would land in the middle of one.
    if lookup.holdsCommentOrDirective {
      return .failure(
        .init(
          reason: .argumentType,
          message: "\(name) of \(key.debugDescription) left as it is: a comment or a preprocessor line is within it, which its rewrite would lose"))
    }
    // `appendString:` is `NSMutableString`'s, `stringByAppendingString:` `NSString`'s: the receiver
    // must evidently be one (another class's `appendFormat:` may do anything).
    if let wrapper = lookup.wrapper, wrapper.appends {
      let isOne =
        wrapper.selector == "appendFormat:"
        ? evidence.isMutableString(wrapper.receiver, at: lookup.offset) : evidence.isString(wrapper.receiver, at: lookup.offset)
      guard isOne else {
        return .failure(
          .init(
            reason: .argumentType,
            message:
              "\(name) of \(key.debugDescription) left as it is: its receiver, \(wrapper.receiver), is not evidently an "
              + (wrapper.selector == "appendFormat:" ? "NSMutableString" : "NSString") + ", whose \(wrapper.selector) it would become"))
      }
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
    if let wrapper = lookup.wrapper, wrapper.formatsWithoutLocale,
      let object = accessor.parameterTypes.indices.first(where: {
        accessor.parameterTypes[$0] == "id" && (argumentRanges[$0].count > 4096 || !evidence.isString(argument($0), at: lookup.offset))
      })
    {
      return .failure(
        .init(
          reason: .numberFormatting,
          message:
            "\(name) of \(key.debugDescription) left as it is: \(wrapper.selector) writes its argument \(object + 1), \(shown(object)), "
            + "with no locale, \(call) with the user's (an NSNumber or an NSDate prints otherwise); localizedStringWithFormat: would be rewritten"))
    }
    guard accessor.message(with: Array(repeating: "", count: argumentRanges.count)) != nil else {
      return .failure(.init(reason: .argumentCount, message: "\(name) of \(key.debugDescription) left as it is: \(call) takes other arguments"))
    }
    let message = { (arguments: [String]) in accessor.message(with: arguments) ?? "" }
    // `[NSException raise:NAME format:FORMAT, …]`: the reason is the accessor's text, as a format's only argument.
    if let wrapper = lookup.wrapper, wrapper.raises {
      return .success(
        Decision(
          range: range.lowerBound..<(wrapper.range.upperBound - 1), header: accessors.header, argumentRanges: argumentRanges,
          text: { "@\"%@\", " + message($0) }))
    }
    // `[text appendFormat:FORMAT, …]` appends what `stringWithFormat:` makes: the receiver stays.
    if let wrapper = lookup.wrapper, wrapper.appends {
      let appending = wrapper.selector == "appendFormat:" ? "appendString:" : "stringByAppendingString:"
      return .success(
        Decision(
          range: wrapper.selectorStart..<(wrapper.range.upperBound - 1), header: accessors.header, argumentRanges: argumentRanges,
          text: { appending + message($0) }))
    }
    return .success(Decision(range: lookup.wrapper?.range ?? range, header: accessors.header, argumentRanges: argumentRanges, text: message))
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
