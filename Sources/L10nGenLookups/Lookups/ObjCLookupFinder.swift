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
    /// The arguments after the format, as written.
    public var arguments: [String]
    /// Where each argument is.
    public var argumentRanges: [Range<Int>] = []

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
    // Each open `#if`: whether the code around it is never compiled, and whether its branch is.
    var conditions: [(outer: Bool, branch: Bool)] = []
    for (number, token) in code.tokens.enumerated() {
      if token.kind == .directive {
        let words = code.text(number).dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" })
        let outer = conditions.last.map { $0.outer || $0.branch } ?? false
        switch words.first {
        case "if"?, "ifdef"?, "ifndef"?:
          conditions.append((outer, words.first == "if" && words.dropFirst().first == "0"))
        case "else"?, "elif"?:
          // After `#if 0`, the other branches may be compiled.
          if let last = conditions.popLast() { conditions.append((last.outer, false)) }
        case "endif"?:
          _ = conditions.popLast()
        default:
          break
        }
        continue
      }
      guard token.kind == .name else { continue }
      let start = token.range.lowerBound
      let index = token.range.upperBound
      let name = code.text(number)
      let inactive = conditions.last.map { $0.outer || $0.branch } ?? false
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
        found.append(lookup)
      } else if name == "localizedStringForKey", at(index) == UInt8(ascii: ":") {
        // Up to the `]` of the message the selector is in.
        let limit = code.enclosing(number).flatMap(code.closing).map { code.tokens[$0].range.upperBound } ?? index
        let key = messageArgument(from: index + 1, limit: limit)
        let table = labeledArgument("table", after: index, limit: limit)
        var lookup = Lookup(
          name: "localizedStringForKey:value:table:", key: key.flatMap(literal), table: table.flatMap(literal),
          tableIsLiteral: table.map { literal($0) != nil || $0 == "nil" } ?? true, offset: start, isInactive: inactive,
          value: labeledArgument("value", after: index, limit: limit).flatMap(literal).flatMap { $0.isEmpty ? nil : $0 },
          valueIsUnknown: labeledArgument("value", after: index, limit: limit).map { literal($0) == nil && $0 != "nil" } ?? false)
        // The whole message, `[receiver localizedStringForKey:… value:… table:…]`, and its receiver.
        if let (open, receiver) = messageStart(before: start),
          let (_, close, _) = splitAndEnd(from: index, until: UInt8(ascii: "]"), separator: nil, limit: limit)
        {
          lookup.range = open..<(close + 1)
          lookup.bundle = receiver
          lookup.isMessage = true
          lookup.wrapper = wrapper(around: open..<(close + 1))
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

  private func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private static func isNameByte(_ byte: UInt8) -> Bool { SwiftScanner.isIdentifierByte(byte) }

  private func skipQuoted(from index: Int, quote: UInt8) -> Int {
    var index = index
    while index < bytes.count, bytes[index] != quote, bytes[index] != 0x0A {
      index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
    }
    return min(bytes.count, index + 1)
  }

  /// The arguments, as written, of the call whose name is the token `name`, its `(` next on the
  /// line, and where its `)` is.
  private func argumentsAndEnd(of name: Int) -> ([String], Int)? {
    guard code.isPunctuation(name + 1, "("), let close = code.closing(name + 1) else { return nil }
    let open = code.tokens[name + 1].range.lowerBound
    guard !bytes[code.tokens[name].range.upperBound..<open].contains(0x0A) else { return nil }
    return splitAndEnd(from: open + 1, until: UInt8(ascii: ")"), separator: UInt8(ascii: ","), limit: code.tokens[close].range.upperBound)
      .map { ($0.0, $0.1) }
  }

  /// The `[` of the message whose selector starts at `selector`, and its receiver as written: read
  /// back over the receiver's own brackets, no further than the bracket the selector is within.
  private func messageStart(before selector: Int) -> (Int, String)? {
    guard let name = code.index(startingAt: selector), let within = code.enclosing(name) else { return nil }
    let bound = code.tokens[within].range.lowerBound
    var cursor = selector - 1
    var depth = 0
    while cursor >= bound {
      let byte = bytes[cursor]
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") {
        depth += 1
      } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") {
        if depth == 0 {
          guard byte == UInt8(ascii: "[") else { return nil }
          return (cursor, String(decoding: bytes[(cursor + 1)..<selector], as: UTF8.self).trimmingSpaces())
        }
        depth -= 1
      } else if depth == 0, byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
        return nil
      }
      cursor -= 1
    }
    return nil
  }

  /// The `[NSString stringWithFormat:LOOKUP, …]` (or `localizedStringWithFormat:`) around the
  /// lookup at `lookup`, its format: read back from the lookup to the `[`, and on to the `]`.
  private func wrapper(around lookup: Range<Int>) -> FormatWrapper? {
    func isSpace(_ byte: UInt8?) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var cursor = lookup.lowerBound - 1
    while cursor >= 0, isSpace(bytes[cursor]) { cursor -= 1 }
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: ":") else { return nil }
    var wordEnd = cursor
    cursor -= 1
    while cursor >= 0, Self.isNameByte(bytes[cursor]) { cursor -= 1 }
    let selectorStart = cursor + 1
    let selector = String(decoding: bytes[selectorStart..<wordEnd], as: UTF8.self)
    let open: Int
    switch selector {
    case "stringWithFormat", "localizedStringWithFormat":
      while cursor >= 0, isSpace(bytes[cursor]) { cursor -= 1 }
      wordEnd = cursor + 1
      while cursor >= 0, Self.isNameByte(bytes[cursor]) { cursor -= 1 }
      guard String(decoding: bytes[(cursor + 1)..<wordEnd], as: UTF8.self) == "NSString" else { return nil }
      while cursor >= 0, isSpace(bytes[cursor]) { cursor -= 1 }
      guard cursor >= 0, bytes[cursor] == UInt8(ascii: "[") else { return nil }
      open = cursor
    case "appendFormat", "stringByAppendingFormat":
      // Any receiver: read back over its brackets to the message's `[`.
      guard let (start, receiver) = messageStart(before: selectorStart), !receiver.isEmpty else { return nil }
      open = start
    case "format":
      // `[NSException raise:NAME format:FORMAT, …]`: the reason is what `stringWithFormat:` makes.
      guard let (start, receiver) = messageStart(before: selectorStart),
        receiver.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(2).map(String.init).first == "NSException",
        receiver.dropFirst("NSException".count).drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" }).hasPrefix("raise:")
      else { return nil }
      open = start
    default:
      return nil
    }
    var after = lookup.upperBound
    while after < bytes.count, isSpace(bytes[after]) { after += 1 }
    let arguments: [String]
    let ranges: [Range<Int>]
    let close: Int
    // No further than the `]` that closes the message's `[`.
    guard let bracket = code.index(startingAt: open), let limit = code.closing(bracket).map({ code.tokens[$0].range.upperBound }) else {
      return nil
    }
    if at(after) == UInt8(ascii: "]") {
      (arguments, ranges, close) = ([], [], after)
    } else if at(after) == UInt8(ascii: ","),
      let (parts, end, partRanges) = splitAndEnd(from: after + 1, until: UInt8(ascii: "]"), separator: UInt8(ascii: ","), limit: limit)
    {
      (arguments, ranges, close) = (parts, partRanges, end)
    } else {
      return nil
    }
    var wrapper = FormatWrapper(selector: selector + ":", range: open..<(close + 1), selectorStart: selectorStart, arguments: arguments)
    wrapper.argumentRanges = ranges
    return wrapper
  }

  /// The expression after `key:` of a message, up to the next label or `]` (before `limit`).
  private func messageArgument(from index: Int, limit: Int) -> String? {
    let parts = split(from: index, until: UInt8(ascii: "]"), separator: nil, limit: limit)
    guard let whole = parts?.first else { return nil }
    // The argument ends where the next `label:` starts: `@"k" value:nil table:nil`.
    return whole.split(separator: " ").first.map(String.init)
  }

  /// The expression after `label:` in the message that `index` is in, which ends before `limit`.
  private func labeledArgument(_ label: String, after index: Int, limit: Int) -> String? {
    guard let message = split(from: index, until: UInt8(ascii: "]"), separator: nil, limit: limit)?.first,
      let range = message.range(of: label + ":")
    else { return nil }
    return message[range.upperBound...].trimmingSpaces().split(separator: " ").first.map(String.init)
  }

  /// The text from `index` to the bracket `until` that closes at depth 0, split at `separator` at
  /// depth 0 (literals and comments skipped over, kept in the text). Nil when it does not close
  /// before `limit`.
  private func split(from index: Int, until close: UInt8, separator: UInt8?, limit: Int) -> [String]? {
    splitAndEnd(from: index, until: close, separator: separator, limit: limit)?.0
  }

  /// `split`'s parts, where the closing bracket is, and where each part is (white space around it left out).
  private func splitAndEnd(from index: Int, until close: UInt8, separator: UInt8?, limit: Int) -> ([String], Int, [Range<Int>])? {
    var parts: [String] = []
    var ranges: [Range<Int>] = []
    func add(_ range: Range<Int>) {
      var (low, high) = (range.lowerBound, range.upperBound)
      while low < high, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[low]) { low += 1 }
      while high > low, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[high - 1]) { high -= 1 }
      parts.append(String(decoding: bytes[low..<high], as: UTF8.self))
      ranges.append(low..<high)
    }
    var depth = 0
    var start = index
    var index = index
    while index < min(bytes.count, limit) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index = skipQuoted(from: index + 1, quote: byte)
        continue
      }
      if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
        if depth == 0 {
          guard byte == close else { return nil }
          add(start..<index)
          return (parts, index, ranges)
        }
        depth -= 1
      }
      if depth == 0, let separator, byte == separator {
        add(start..<index)
        start = index + 1
      }
      index += 1
    }
    return nil
  }

  /// The text of an `@"…"` literal with simple escapes, nil for anything else.
  private func literal(_ text: String) -> String? {
    guard text.hasPrefix("@\""), text.hasSuffix("\""), text.count >= 3 else { return nil }
    let content = Array(text.utf8.dropFirst(2).dropLast())
    guard !content.contains(UInt8(ascii: "\"")) || content.contains(UInt8(ascii: "\\")) else { return nil }
    return SwiftScanner.decode(content[...], hashes: 0)
  }
}

extension StringProtocol {
  fileprivate func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
