/// Finds the lookups of localized strings in Objective-C source (`.m`, `.mm`): the
/// `NSLocalizedString` macros (`NSLocalizedString(@"key", …)`, `NSLocalizedStringFromTable(@"key",
/// @"Table", …)`, `…FromTableInBundle`, `…WithDefaultValue`) and
/// `[bundle localizedStringForKey:@"key" value:… table:@"Table"]`, with their keys and tables.
/// Comments, string and character literals are never taken for code; code under `#if 0` is marked.
/// Read for `lint --sources`, `sync`, and `migrate`, which rewrites them (`ObjCLookupRewriter`).
public struct ObjCLookupFinder {
  private let bytes: [UInt8]
  /// The file's tokens: where code is, and which brackets pair, so that no reading goes past the
  /// bracket that closes it.
  private let code: ObjCTokens

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    code = ObjCTokens(bytes: bytes)
  }

  /// One lookup: its key (nil when not a literal), its table (nil: `Localizable`; `tableIsLiteral`
  /// false when named by an expression), where its name starts, and whether it is never compiled.
  public struct Lookup: Equatable, Sendable {
    public var name: String
    public var key: String?
    public var table: String?
    public var tableIsLiteral: Bool
    public var offset: Int
    public var isInactive: Bool
    /// The default value (`NSLocalizedStringWithDefaultValue`'s, `value:`), when it is a literal that shows something.
    public var value: String?
    /// The comment for translators, when it is a literal that says something.
    public var comment: String?
    /// Whether a default value is given that is known only at run time (neither a literal nor `nil`).
    public var valueIsUnknown = false
    /// The macro call's bytes, from its name to its `)`; nil for a message to a bundle.
    public var range: Range<Int>?
    /// The bundle argument as written (`NSLocalizedStringFromTableInBundle`'s,
    /// `NSLocalizedStringWithDefaultValue`'s); nil where the macro reads the main bundle.
    public var bundle: String?
    /// The `[NSString stringWithFormat:…]` or `localizedStringWithFormat:` message whose format the
    /// lookup is, when it is one.
    public var wrapper: FormatWrapper?
    /// Whether it is a message to a bundle (`[bundle localizedStringForKey:…]`), whose receiver is
    /// `bundle`.
    public var isMessage = false
    /// Whether a comment or a preprocessor line is within it, or within the message that formats it:
    /// what a rewrite of the whole would drop or break.
    public var holdsCommentOrDirective = false
  }

  /// A message that formats the lookup: `[NSString stringWithFormat:NSLocalizedString(…), a, b]`,
  /// `[text appendFormat:NSLocalizedString(…), a]`, `[text stringByAppendingFormat:NSLocalizedString(…), a]`,
  /// `[NSException raise:name format:NSLocalizedString(…), a]`.
  public struct FormatWrapper: Equatable, Sendable {
    /// `stringWithFormat:`, `appendFormat:`, `stringByAppendingFormat:` or `format:` (no locale:
    /// Foundation's `initWithFormat:arguments:`), or `localizedStringWithFormat:` (the current one).
    public var selector: String
    /// Its bytes, from `[` to `]`.
    public var range: Range<Int>
    /// Where its selector starts: after the receiver, which an appending message keeps.
    public var selectorStart: Int
    /// The receiver, as written (`NSString`, `log`, `[self log]`).
    public var receiver = ""
    /// Where each argument after the format is.
    public var argumentRanges: [Range<Int>] = []

    /// The arguments after the format, as written in `bytes`, the file's.
    public func arguments(in bytes: [UInt8]) -> [String] { argumentRanges.map { String(decoding: bytes[$0], as: UTF8.self) } }

    /// Whether it appends the formatted text to its receiver, rather than making a string of it.
    public var appends: Bool { selector == "appendFormat:" || selector == "stringByAppendingFormat:" }
    /// Whether it is `[NSException raise:… format:…]`, whose format stays a format.
    public var raises: Bool { selector == "format:" }
    /// Whether it formats numbers and objects with no locale.
    public var formatsWithoutLocale: Bool { selector != "localizedStringWithFormat:" }
    /// The message as a note names it: `[NSString stringWithFormat:…]`, `[… appendFormat:…]`.
    public var name: String { raises ? "[NSException raise:… format:…]" : appends ? "[… \(selector)…]" : "[NSString \(selector)…]" }
  }

  private static let macros: [String: Int?] = [
    // The macro, and which argument names the table (nil: none does).
    "NSLocalizedString": nil, "NSLocalizedStringFromTable": 1, "NSLocalizedStringFromTableInBundle": 1,
    "NSLocalizedStringWithDefaultValue": 1,
  ]

  /// Which argument of each macro is its comment (Foundation's NSBundle.h), and which its default value.
  private static let commentArguments: [String: Int] = [
    "NSLocalizedString": 1, "NSLocalizedStringFromTable": 2, "NSLocalizedStringFromTableInBundle": 3, "NSLocalizedStringWithDefaultValue": 4,
  ]
  private static let valueArguments: [String: Int] = ["NSLocalizedStringWithDefaultValue": 3]
  /// Which argument of each macro is its bundle.
  private static let bundleArguments: [String: Int] = ["NSLocalizedStringFromTableInBundle": 2, "NSLocalizedStringWithDefaultValue": 2]

  public func lookups() -> [Lookup] {
    var found: [Lookup] = []
    for (number, token) in code.tokens.enumerated() {
      guard token.kind == .name else { continue }
      let start = token.range.lowerBound
      let name = code.text(number)
      // Code under `#if 0` (`ObjCTokens.Presence`) is never compiled.
      let inactive = code.presence[number] == .inactive
      if let tableArgument = Self.macros[name], let (arguments, close) = argumentsAndEnd(of: number) {
        let table = tableArgument.flatMap { $0 < arguments.count ? arguments[$0] : nil }
        func shown(_ position: Int?) -> String? {
          position.flatMap { $0 < arguments.count ? literal(arguments[$0]) : nil }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var lookup = Lookup(
          name: name, key: arguments.first.flatMap(literal), table: table.flatMap(literal),
          tableIsLiteral: table.map { literal($0) != nil || $0 == "nil" } ?? true,
          offset: start, isInactive: inactive, value: shown(Self.valueArguments[name]), comment: shown(Self.commentArguments[name]),
          valueIsUnknown: Self.valueArguments[name].map { $0 < arguments.count && literal(arguments[$0]) == nil && arguments[$0] != "nil" }
            ?? false)
        lookup.range = start..<(close + 1)
        lookup.bundle = Self.bundleArguments[name].flatMap { $0 < arguments.count ? arguments[$0] : nil }
        lookup.wrapper = wrapper(around: start..<(close + 1))
        lookup.holdsCommentOrDirective = holdsCommentOrDirective(lookup.wrapper?.range ?? start..<(close + 1))
        found.append(lookup)
      } else if name == "localizedStringForKey", code.isPunctuation(number + 1, ":") {
        // `localizedStringForKey:KEY value:VALUE table:TABLE`, up to the `]` of the message.
        let close = code.enclosing(number).flatMap(code.closing) ?? number
        let arguments = labeledArguments(after: number + 1, before: close, labels: ["value", "table"])
        let (key, value, table) = (arguments["localizedStringForKey"], arguments["value"], arguments["table"])
        var lookup = Lookup(
          name: "localizedStringForKey:value:table:", key: key.flatMap(literal), table: table.flatMap(literal),
          tableIsLiteral: table.map { literal($0) != nil || $0 == "nil" } ?? true, offset: start, isInactive: inactive,
          value: value.flatMap(literal).flatMap { $0.isEmpty ? nil : $0 }, valueIsUnknown: value.map { literal($0) == nil && $0 != "nil" } ?? false)
        // The whole message, `[receiver localizedStringForKey:… value:… table:…]`, and its receiver.
        if let (open, receiver) = messageStart(before: start), code.isPunctuation(close, "]") {
          let end = code.tokens[close].range.upperBound
          lookup.range = open..<end
          lookup.bundle = receiver
          lookup.isMessage = true
          lookup.wrapper = wrapper(around: open..<end)
          lookup.holdsCommentOrDirective = holdsCommentOrDirective(lookup.wrapper?.range ?? open..<end)
        }
        found.append(lookup)
      }
    }
    return found
  }

  /// The texts of the file's `@"…"` literals, outside comments: every name the code gives a table
  /// (in preprocessor lines too: `#define SHOP_TABLE @"Shop"`).
  public func stringLiterals() -> [String] {
    func literals(in code: ObjCTokens) -> [String] {
      code.tokens.indices.flatMap { number -> [String] in
        let token = code.tokens[number]
        if token.kind == .directive { return literals(in: ObjCTokens(bytes: Array(code.bytes[token.range].dropFirst()))) }
        guard token.kind == .literal, code.isPunctuation(number - 1, "@"), code.tokens[number - 1].range.upperBound == token.range.lowerBound,
          code.bytes[token.range.lowerBound] == UInt8(ascii: "\""), let text = literal("@" + code.text(number))
        else { return [] }
        return [text]
      }
    }
    return literals(in: ObjCTokens(bytes: bytes))
  }

  // MARK: - Reading

  /// The arguments, as written, of the call whose name is the token `name`, its `(` next on the
  /// line, and where its `)` is.
  private func argumentsAndEnd(of name: Int) -> ([String], Int)? {
    guard code.isPunctuation(name + 1, "("), let close = code.closing(name + 1) else { return nil }
    guard !bytes[code.tokens[name].range.upperBound..<code.tokens[name + 1].range.lowerBound].contains(0x0A) else { return nil }
    return (code.arguments(from: name + 2, to: close).map { String(decoding: bytes[$0], as: UTF8.self) }, code.tokens[close].range.lowerBound)
  }

  /// The arguments of a message's selector parts, from the `:` at `colon` to the `]` at `close`:
  /// the first under the name before `colon`, the others under their labels, read only while the
  /// labels are `labels`, in order.
  private func labeledArguments(after colon: Int, before close: Int, labels: [String]) -> [String: String] {
    var found: [String: String] = [:]
    var label = code.text(colon - 1)
    var remaining = labels[...]
    var start = colon + 1
    var index = start
    while index <= close {
      let isLabel = index < close && index > start && code.isName(index) && code.isPunctuation(index + 1, ":")
      if index == close || isLabel {
        if index > start {
          found[label] = String(decoding: bytes[code.tokens[start].range.lowerBound..<code.tokens[index - 1].range.upperBound], as: UTF8.self)
        }
        guard isLabel, remaining.first == code.text(index) else { break }
        label = code.text(index)
        remaining = remaining.dropFirst()
        start = index + 2
        index = start
      } else if let end = code.closing(index), end < close {
        index = end + 1
      } else {
        index += 1
      }
    }
    return found
  }

  /// The `[` of the message whose selector starts at byte `selector`, and its receiver as written:
  /// one expression (`self.bundle`, `[NSBundle mainBundle]`, `self->_log`, `@"» "`) read back from
  /// the selector to the `[`; nil when the selector is not the message's first.
  private func messageStart(before selector: Int) -> (Int, String)? {
    guard let name = code.index(startingAt: selector), let open = code.enclosing(name), code.isPunctuation(open, "[") else { return nil }
    var cursor = name - 1
    while cursor > open {
      if code.isPunctuation(cursor, "]") || code.isPunctuation(cursor, ")"), let opening = code.opening(cursor) {
        cursor = opening - 1
      } else if code.isName(cursor) {
        cursor -= 1
      } else if code.tokens[cursor].kind == .literal {
        cursor -= code.isPunctuation(cursor - 1, "@") ? 2 : 1
      } else {
        return nil
      }
      // On along a chain: `.name`, `->name`.
      if code.isPunctuation(cursor, ".") {
        cursor -= 1
      } else if code.isPunctuation(cursor, ">"), code.isPunctuation(cursor - 1, "-") {
        cursor -= 2
      } else {
        break
      }
    }
    guard cursor == open, name - 1 > open else { return nil }
    let receiver = code.tokens[open + 1].range.lowerBound..<code.tokens[name - 1].range.upperBound
    return (code.tokens[open].range.lowerBound, String(decoding: bytes[receiver], as: UTF8.self))
  }

  /// Whether no selector part (`name:` outside brackets) is between the tokens `start` and `label`.
  private func isOnlyLabel(between start: Int, and label: Int) -> Bool {
    var index = start
    while index < label {
      if code.isName(index), code.isPunctuation(index + 1, ":") { return false }
      if let close = code.closing(index), close < label { index = close + 1 } else { index += 1 }
    }
    return true
  }

  /// Whether the bytes `range`, from a token's start to a token's end, hold a comment or a
  /// preprocessor line between their tokens.
  private func holdsCommentOrDirective(_ range: Range<Int>) -> Bool {
    guard let first = code.index(startingAt: range.lowerBound) else { return false }
    // The last token: the one that ends at the range's end.
    var (low, high) = (first, code.tokens.count)
    while low < high {
      let middle = (low + high) / 2
      if code.tokens[middle].range.upperBound <= range.upperBound { low = middle + 1 } else { high = middle }
    }
    return code.holdsCommentOrDirective(from: first, through: low - 1)
  }

  /// The `[NSString stringWithFormat:LOOKUP, …]` (or `localizedStringWithFormat:`) around the
  /// lookup at `lookup`, its format: read back from the lookup to the `[`, and on to the `]`.
  private func wrapper(around lookup: Range<Int>) -> FormatWrapper? {
    // `selector:` right before the lookup.
    guard let first = code.index(startingAt: lookup.lowerBound), code.isPunctuation(first - 1, ":"), code.isName(first - 2) else { return nil }
    let selectorStart = code.tokens[first - 2].range.lowerBound
    let selector = code.text(first - 2)
    let open: Int
    var receiverText = "NSString"
    switch selector {
    case "stringWithFormat", "localizedStringWithFormat":
      guard code.isName(first - 3), code.text(first - 3) == "NSString", code.isPunctuation(first - 4, "[") else { return nil }
      open = code.tokens[first - 4].range.lowerBound
    case "appendFormat", "stringByAppendingFormat":
      // Any receiver: read back over its brackets to the message's `[`.
      guard let (start, receiver) = messageStart(before: selectorStart), !receiver.isEmpty else { return nil }
      open = start
      receiverText = receiver
    case "format":
      // `[NSException raise:NAME format:FORMAT, …]`: the reason is what `stringWithFormat:` makes.
      guard let label = code.index(startingAt: selectorStart), let bracket = code.enclosing(label), code.isPunctuation(bracket, "["),
        code.isName(bracket + 1), code.text(bracket + 1) == "NSException", code.isName(bracket + 2), code.text(bracket + 2) == "raise",
        code.isPunctuation(bracket + 3, ":"), code.isPunctuation(label + 1, ":"), label > bracket + 4, isOnlyLabel(between: bracket + 4, and: label)
      else { return nil }
      open = code.tokens[bracket].range.lowerBound
      receiverText = "NSException"
    default:
      return nil
    }
    // After the lookup, `]` or `, ARGUMENTS]`, up to the `]` that closes the message's `[`.
    guard let bracket = code.index(startingAt: open), let close = code.closing(bracket), let last = code.index(startingAt: lookup.upperBound - 1)
    else { return nil }
    let arguments: [Range<Int>]
    if last + 1 == close {
      arguments = []
    } else if code.isPunctuation(last + 1, ",") {
      arguments = code.arguments(from: last + 2, to: close)
    } else {
      return nil
    }
    var wrapper = FormatWrapper(selector: selector + ":", range: open..<code.tokens[close].range.upperBound, selectorStart: selectorStart)
    wrapper.argumentRanges = arguments
    wrapper.receiver = receiverText
    return wrapper
  }

  /// The text of an `@"…"` literal with simple escapes, nil for anything else.
  private func literal(_ text: String) -> String? {
    guard text.hasPrefix("@\""), text.hasSuffix("\""), text.count >= 3 else { return nil }
    let content = Array(text.utf8.dropFirst(2).dropLast())
    guard !content.contains(UInt8(ascii: "\"")) || content.contains(UInt8(ascii: "\\")) else { return nil }
    return SwiftScanner.decode(content[...], hashes: 0)
  }
}
