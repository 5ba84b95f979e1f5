import L10nGenCore

/// Finds the lookups of localized strings in Swift source (`LookupSite`), from the scanner's tokens:
/// so text in comments and string literals is never taken for code.
///
/// Read: `NSLocalizedString(…)`, `String(localized:…)`, `receiver.localizedString(forKey:value:table:)`,
/// the project's own lookup functions (`tr("key", …)`) and `String` properties (`"key".localized`),
/// each alone or as the format of `String(format:…)`, `String(format:locale:…)` or
/// `String.localizedStringWithFormat(…)`.
public struct SwiftLookupFinder {
  private let bytes: [UInt8]
  private let tokens: [SwiftToken]
  private let functions: LookupFunctions
  /// For each `(`, `[` and `{`, the index of the token that closes it, and the other way (-1: none).
  private var closingIndex: [Int]
  private var openingIndex: [Int]
  /// Whether each token is in code that is never compiled.
  private var inactive: [Bool]
  /// The name each identifier token is, among those the forms look for; found once, as comparing a
  /// token's bytes with a name for each form at each token would cost most of the search.
  private var names: [Name]
  /// The punctuation byte of each token (0: none), read without copying the tokens' kinds.
  private var punctuation: [UInt8]
  /// For each token that starts the receiver of a `.localizedString(` member, the index of that `.`.
  private var bundleMembers: [Int]

  enum Name: UInt8 {
    /// Not a name: a literal, an operator, punctuation.
    case none
    case other, nsLocalizedString, string, foundation, swift, localizedString, localizedStringWithFormat, func_, nil_, import_, swiftUI
    /// One of the project's lookup functions (`tr`).
    case lookupFunction

    static let byText: [(text: [UInt8], name: Name)] = {
      let names: [(String, Name)] = [
        ("NSLocalizedString", .nsLocalizedString), ("String", .string), ("Foundation", .foundation), ("Swift", .swift),
        ("localizedString", .localizedString), ("localizedStringWithFormat", .localizedStringWithFormat), ("func", .func_), ("nil", .nil_),
        ("import", .import_), ("SwiftUI", .swiftUI),
      ]
      return names.map { (Array($0.0.utf8), $0.1) }
    }()
    static let lengths = Set(byText.map(\.text.count))

    /// The name `text` is: compared as bytes, as hashing a string made of each token would cost more
    /// than the rest of the search.
    static func named(_ text: ArraySlice<UInt8>) -> Name {
      byText.first { $0.text.elementsEqual(text) }?.name ?? .other
    }

    /// Whether a lookup, or a wrapper around one, may start at a token of this name.
    var mayStartLookup: Bool {
      switch self {
      case .nsLocalizedString, .string, .foundation, .swift, .lookupFunction: return true
      default: return false
      }
    }
  }

  public init(_ scanner: SwiftScanner, functions: LookupFunctions = LookupFunctions()) {
    self.bytes = scanner.bytes
    self.tokens = scanner.tokens
    self.functions = functions
    self.inactive = [Bool](repeating: false, count: scanner.tokens.count)
    self.closingIndex = [Int](repeating: -1, count: scanner.tokens.count)
    self.openingIndex = [Int](repeating: -1, count: scanner.tokens.count)
    self.names = [Name](repeating: .none, count: scanner.tokens.count)
    self.punctuation = [UInt8](repeating: 0, count: scanner.tokens.count)
    self.bundleMembers = [Int](repeating: -1, count: scanner.tokens.count)
    let functionLengths = Set(functions.functions.map(\.utf8.count))
    for index in tokens.indices {
      switch tokens[index].kind {
      case .identifier:
        let range = tokens[index].range
        names[index] = Name.lengths.contains(range.count) ? Name.named(bytes[range]) : .other
        if names[index] == .other, functionLengths.contains(range.count),
          functions.functions.contains(String(decoding: bytes[range], as: UTF8.self))
        {
          names[index] = .lookupFunction
        }
      case .punctuation(let byte):
        punctuation[index] = byte
      default:
        break
      }
    }
    matchBrackets()
    markInactiveCode()
    for index in tokens.indices where names[index] == .localizedString && isPunctuation(index - 1, ".") && isPunctuation(index + 1, "(") {
      if let start = receiverStart(ofMemberAt: index - 1), start < index - 1 { bundleMembers[start] = index - 1 }
    }
  }

  /// Every lookup, in file order; a lookup that is a wrapper's format is part of the wrapper's site.
  public func sites() -> [LookupSite] {
    var sites: [LookupSite] = []
    var formats = Set<Int>()
    let readsProperties = !functions.properties.isEmpty
    for index in tokens.indices {
      // Most tokens start no lookup; those that may are known without building a site.
      guard names[index].mayStartLookup || bundleMembers[index] >= 0 || (readsProperties && isPunctuation(index + 1, ".")) else { continue }
      if let (site, format) = wrapped(at: index) {
        sites.append(site)
        formats.insert(format)
      } else if !formats.contains(index), let (site, _) = lookup(at: index) {
        sites.append(site)
      }
    }
    return sites
  }

  /// The SwiftUI views and values whose first argument, a string literal, is a `LocalizedStringKey`:
  /// looked up in `Localizable` as it is. Read only in files that import SwiftUI.
  public static let localizedStringKeyInitializers: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink", "Section",
    "LocalizedStringKey", "Stepper", "DatePicker", "ColorPicker", "Slider", "ProgressView", "Gauge", "DisclosureGroup",
  ]

  /// The keys of SwiftUI literals (`Text("settings.title")`), and where each is.
  public func localizedStringKeys() -> [(key: String, offset: Int, isInactive: Bool)] {
    let importsSwiftUI = tokens.indices.contains { isIdentifier($0, .import_) && isIdentifier($0 + 1, .swiftUI) }
    guard importsSwiftUI else { return [] }
    var keys: [(String, Int, Bool)] = []
    for index in tokens.indices where isName(index) && isPunctuation(index + 1, "(") && !isPunctuation(index - 1, ".") {
      // A text without letters (`Text("")`, `Text("%")`) is no key anybody translates.
      guard Self.localizedStringKeyInitializers.contains(text(index..<index + 1)), index + 2 < tokens.count,
        let value = stringValue(index + 2), isPunctuation(index + 3, ")") || isPunctuation(index + 3, ","),
        value.contains(where: \.isLetter)
      else { continue }
      keys.append((value, tokens[index + 2].range.lowerBound, inactive[index]))
    }
    return keys
  }

  /// The member references of the file (`L10n.Inbox.unread`), each as every tail of two names or
  /// more that starts with a type's name (an upper-case letter), joined by `.`: `L10n.Inbox.unread`
  /// and `Inbox.unread`. How code names accessors.
  public func memberReferences() -> Set<String> {
    var references = Set<String>()
    for index in tokens.indices.dropFirst(2) where isName(index) && isPunctuation(index - 1, ".") {
      // Only at the end of a chain: `a.b.c` once, not again for `a.b`.
      guard isName(index - 2), !isPunctuation(index + 1, ".") else { continue }
      var start = index - 2
      while start >= 2, isPunctuation(start - 1, "."), isName(start - 2) { start -= 2 }
      var names: [String] = []
      var cursor = start
      while cursor <= index {
        names.append(text(cursor..<cursor + 1))
        cursor += 2
      }
      for first in 0..<(names.count - 1) where names[first].first?.isUppercase == true {
        references.insert(names[first...].joined(separator: "."))
      }
    }
    return references
  }

  // MARK: - Forms

  /// A `String(format:)`-like wrapper at `index` whose format is a lookup; the lookup's first token.
  private func wrapped(at start: Int) -> (LookupSite, Int)? {
    guard !isPunctuation(start - 1, ".") else { return nil }
    let index = isIdentifier(start, .swift) && isPunctuation(start + 1, ".") ? start + 2 : start
    guard isIdentifier(index, .string) else { return nil }
    var wrapper: String
    var open: Int
    if isPunctuation(index + 1, "(") {
      wrapper = "String(format:)"
      open = index + 1
    } else if isPunctuation(index + 1, "."), isIdentifier(index + 2, .localizedStringWithFormat), isPunctuation(index + 3, "(") {
      wrapper = "String.localizedStringWithFormat"
      open = index + 3
    } else {
      return nil
    }
    guard let (arguments, close) = arguments(from: open), let format = arguments.first,
      wrapper == "String.localizedStringWithFormat" ? format.label == nil : format.label == "format",
      let (lookup, last) = lookup(at: format.tokens.lowerBound), last == format.tokens.upperBound - 1
    else { return nil }
    var site = lookup
    site.range = tokens[start].range.lowerBound..<tokens[close].range.upperBound
    site.isInactive = inactive[index]
    for argument in arguments.dropFirst() {
      switch argument.label {
      case nil:
        site.append(argument: text(argument.tokens), bytes(argument.tokens))
      case "locale":
        site.locale = text(argument.tokens)
        wrapper = "String(format:locale:)"
      case "arguments":
        if let elements = arrayElements(argument.tokens) {
          for element in elements { site.append(argument: text(element), bytes(element)) }
        } else {
          site.argumentsAreOpaque = true
        }
      default:
        return nil
      }
    }
    site.formatWrapper = wrapper
    return (site, format.tokens.lowerBound)
  }

  /// A lookup starting at `index`, and its last token.
  private func lookup(at index: Int) -> (LookupSite, Int)? {
    guard index < tokens.count else { return nil }
    // Most tokens start no lookup: a name, or a string followed by `.`, may.
    guard isName(index) || (!functions.properties.isEmpty && isPunctuation(index + 1, ".")) else { return nil }
    switch tokens[index].kind {
    case .identifier:
      // A qualified name (`Foundation.NSLocalizedString`) is found from its module's name, where the
      // expression starts; any other member of that name is not a lookup.
      if isPunctuation(index - 1, ".") { return nil }
      if isIdentifier(index, .nsLocalizedString) { return nsLocalizedString(at: index, start: index) }
      if isIdentifier(index, .string) { return stringLocalized(at: index, start: index) }
      if isIdentifier(index, .foundation), isPunctuation(index + 1, "."), isIdentifier(index + 2, .nsLocalizedString) {
        return nsLocalizedString(at: index + 2, start: index)
      }
      if isIdentifier(index, .swift), isPunctuation(index + 1, "."), isIdentifier(index + 2, .string) {
        return stringLocalized(at: index + 2, start: index)
      }
      if let site = bundleLookup(startingAt: index) { return site }
      if isIdentifier(index, .lookupFunction), !isPunctuation(index - 1, "."), !isIdentifier(index - 1, .func_) {
        return function(at: index)
      }
      return nil
    case .string:
      guard !functions.properties.isEmpty, isPunctuation(index + 1, "."), index + 2 < tokens.count,
        functions.properties.contains(text((index + 2)..<(index + 3))),
        !isPunctuation(index + 3, "("), !isPunctuation(index - 1, ".")
      else { return nil }
      var site = LookupSite(
        form: .property, range: tokens[index].range.lowerBound..<tokens[index + 2].range.upperBound, offset: tokens[index].range.lowerBound,
        key: key(of: index..<index + 1), isInactive: inactive[index])
      site.name = "." + text((index + 2)..<(index + 3))
      return (site, index + 2)
    default:
      return nil
    }
  }

  private func nsLocalizedString(at index: Int, start: Int) -> (LookupSite, Int)? {
    guard !isIdentifier(index - 1, .func_) else { return nil }
    return call(.nsLocalizedString, at: index, start: start, keyLabel: nil, roles: Role.ofNSLocalizedString)
  }

  private func stringLocalized(at index: Int, start: Int) -> (LookupSite, Int)? {
    call(.stringLocalized, at: index, start: start, keyLabel: "localized", roles: Role.ofStringLocalized)
  }

  /// What an argument of a lookup call gives the site, by its label.
  private enum Role {
    case table, bundle, value, locale, formatArgument, ignored

    static let ofNSLocalizedString: [String?: Role] = ["tableName": .table, "bundle": .bundle, "value": .value, "comment": .ignored]
    static let ofStringLocalized: [String?: Role] = [
      "table": .table, "bundle": .bundle, "locale": .locale, "comment": .ignored, "defaultValue": .ignored,
    ]
    static let ofFunction: [String?: Role] = [
      nil: .formatArgument, "tableName": .table, "table": .table, "value": .value, "comment": .ignored, "bundle": .ignored,
    ]
  }

  /// The call of `form` whose name is at `index` (its expression starting at `start`): its key, the
  /// argument labelled `keyLabel` (nil: none) first, then arguments whose labels `roles` knows; any
  /// other label and it is no lookup (another function of the name).
  private func call(_ form: LookupSite.Form, at index: Int, start: Int, keyLabel: String?, roles: [String?: Role]) -> (LookupSite, Int)? {
    guard let (arguments, close) = arguments(from: index + 1), let key = arguments.first, key.label == keyLabel else { return nil }
    var site = LookupSite(
      form: form, range: tokens[start].range.lowerBound..<tokens[close].range.upperBound, offset: tokens[index].range.lowerBound,
      key: self.key(of: key.tokens), isInactive: inactive[index])
    for argument in arguments.dropFirst() {
      switch roles[argument.label] {
      case .table?: (site.table, site.tableIsLiteral) = table(argument.tokens)
      case .bundle?: site.bundle = text(argument.tokens)
      case .value?: site.value = shownValue(argument.tokens)
      case .locale?: site.locale = text(argument.tokens)
      case .formatArgument?: site.append(argument: text(argument.tokens), bytes(argument.tokens))
      case .ignored?: break
      case nil: return nil
      }
    }
    return (site, close)
  }

  /// `receiver.localizedString(forKey:value:table:)`, its receiver starting at `index`.
  private func bundleLookup(startingAt index: Int) -> (LookupSite, Int)? {
    let dot = bundleMembers[index]
    guard dot >= 0, let (arguments, close) = arguments(from: dot + 2), arguments.map(\.label) == ["forKey", "value", "table"] else { return nil }
    var site = LookupSite(
      form: .bundleLocalizedString, range: tokens[index].range.lowerBound..<tokens[close].range.upperBound,
      offset: tokens[dot + 1].range.lowerBound, key: key(of: arguments[0].tokens), bundle: text(index..<dot), isInactive: inactive[index])
    (site.table, site.tableIsLiteral) = table(arguments[2].tokens)
    site.value = shownValue(arguments[1].tokens)
    return (site, close)
  }

  /// The first token of the receiver of the member whose `.` is at `dot`: a chain of names, calls,
  /// subscripts and `?`/`!`, or a leading `.` (`.main`).
  private func receiverStart(ofMemberAt dot: Int) -> Int? {
    guard isPunctuation(dot, ".") else { return nil }
    var cursor = dot - 1
    var start: Int?
    while cursor >= 0 {
      switch tokens[cursor].kind {
      case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")):
        guard let open = opening[cursor] else { return start }
        start = open
        cursor = open - 1
        continue
      case .punctuation(UInt8(ascii: "?")), .punctuation(UInt8(ascii: "!")):
        cursor -= 1
        continue
      case .identifier:
        start = cursor
        cursor -= 1
        guard isPunctuation(cursor, ".") else { return start }
        if cursor == 0 || !canEndReceiver(cursor - 1) { return cursor }
        cursor -= 1
      default:
        return start
      }
    }
    return start
  }

  private func canEndReceiver(_ index: Int) -> Bool {
    switch tokens[index].kind {
    case .identifier, .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "?")),
      .punctuation(UInt8(ascii: "!")):
      return true
    default:
      return false
    }
  }

  private func function(at index: Int) -> (LookupSite, Int)? {
    guard let (found, close) = call(.function, at: index, start: index, keyLabel: nil, roles: Role.ofFunction) else { return nil }
    var site = found
    site.name = text(index..<index + 1)
    return (site, close)
  }

  // MARK: - Arguments

  struct Argument {
    var label: String?
    /// The tokens of its expression, after the label.
    var tokens: Range<Int>
  }

  /// The arguments of the call whose `(` is at `open`, and the index of its `)`.
  private func arguments(from open: Int) -> ([Argument], Int)? {
    guard isPunctuation(open, "("), let close = closing[open] else { return nil }
    var arguments: [Argument] = []
    var start = open + 1
    var cursor = open + 1
    while cursor <= close {
      if cursor == close || isPunctuation(cursor, ",") {
        guard cursor > start else { return cursor == close && arguments.isEmpty ? ([], close) : nil }
        if case .identifier = tokens[start].kind, isPunctuation(start + 1, ":"), start + 2 < cursor {
          arguments.append(Argument(label: text(start..<start + 1), tokens: (start + 2)..<cursor))
        } else {
          arguments.append(Argument(label: nil, tokens: start..<cursor))
        }
        start = cursor + 1
        cursor += 1
      } else if let end = closing[cursor] {
        cursor = end + 1
      } else {
        cursor += 1
      }
    }
    return (arguments, close)
  }

  /// The tokens of each element of an array literal; nil for anything else.
  private func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
    guard isPunctuation(range.lowerBound, "["), closing[range.lowerBound] == range.upperBound - 1 else { return nil }
    var elements: [Range<Int>] = []
    var start = range.lowerBound + 1
    var cursor = start
    let close = range.upperBound - 1
    while cursor <= close {
      if cursor == close || isPunctuation(cursor, ",") {
        if cursor > start { elements.append(start..<cursor) }
        start = cursor + 1
        cursor += 1
      } else if let end = closing[cursor] {
        cursor = end + 1
      } else {
        cursor += 1
      }
    }
    return elements
  }

  /// A `value:` argument's text when it is a literal that shows something; nil for `nil`, `""`, or
  /// an expression.
  private func shownValue(_ range: Range<Int>) -> String? {
    guard range.count == 1, let value = stringValue(range.lowerBound), !value.isEmpty else { return nil }
    return value
  }

  private func key(of range: Range<Int>) -> LookupSite.Key {
    guard range.count == 1, case .string(let literal) = tokens[range.lowerBound].kind else { return .expression }
    if let value = literal.value(in: bytes) { return .literal(value) }
    return literal.isInterpolated ? .interpolated : .expression
  }

  private func table(_ range: Range<Int>) -> (String?, Bool) {
    if range.count == 1, let value = stringValue(range.lowerBound) { return (value, true) }
    if range.count == 1, isIdentifier(range.lowerBound, .nil_) { return (nil, true) }
    return (text(range), false)
  }

  // MARK: - Tokens

  /// The text of the string literal at `index`; nil for any other token, or a literal with no single text.
  private func stringValue(_ index: Int) -> String? {
    guard index >= 0, index < tokens.count, case .string(let literal) = tokens[index].kind else { return nil }
    return literal.value(in: bytes)
  }

  private func isIdentifier(_ index: Int, _ name: Name) -> Bool {
    index >= 0 && index < names.count && names[index] == name
  }

  private func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
    index >= 0 && index < punctuation.count && punctuation[index] == UInt8(ascii: character)
  }

  /// Whether the token at `index` is a name.
  private func isName(_ index: Int) -> Bool { index >= 0 && index < names.count && names[index] != .none }

  /// The bytes of tokens `range`, from the first's start to the last's end.
  private func bytes(_ range: Range<Int>) -> Range<Int> {
    range.isEmpty ? 0..<0 : tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound
  }

  /// The source of tokens `range`, from the first's start to the last's end.
  private func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    return String(decoding: bytes[tokens[range.lowerBound].range.lowerBound..<tokens[range.upperBound - 1].range.upperBound], as: UTF8.self)
  }

  private var closing: Brackets { Brackets(indices: closingIndex) }
  private var opening: Brackets { Brackets(indices: openingIndex) }

  /// The index of the bracket that matches one, nil when none does.
  private struct Brackets {
    let indices: [Int]
    subscript(_ index: Int) -> Int? { index >= 0 && index < indices.count && indices[index] >= 0 ? indices[index] : nil }
  }

  private mutating func matchBrackets() {
    var stack: [Int] = []
    for index in tokens.indices {
      switch tokens[index].kind {
      case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")):
        stack.append(index)
      case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")):
        if let open = stack.popLast() {
          closingIndex[open] = index
          openingIndex[index] = open
        }
      default:
        break
      }
    }
  }

  /// Code under `#if false` (and `#if 0`), and the `#else` and `#elseif` branches of `#if true`, is
  /// never compiled; other conditions depend on the build, and their code is code.
  private mutating func markInactiveCode() {
    struct Branch {
      var isInactive: Bool
      /// Whether an earlier branch of the same `#if` is always taken.
      var taken: Bool
    }
    var branches: [Branch] = []
    for index in tokens.indices {
      if case .directive(let name) = tokens[index].kind {
        let condition = restOfLine(after: tokens[index].range.upperBound)
        switch name {
        case "if":
          branches.append(Branch(isInactive: condition == "false" || condition == "0", taken: condition == "true" || condition == "1"))
        case "elseif":
          guard var branch = branches.popLast() else { break }
          branch.isInactive = branch.taken || condition == "false" || condition == "0"
          branch.taken = branch.taken || condition == "true" || condition == "1"
          branches.append(branch)
        case "else":
          guard var branch = branches.popLast() else { break }
          branch.isInactive = branch.taken
          branches.append(branch)
        case "endif":
          _ = branches.popLast()
        default:
          break
        }
      }
      inactive[index] = branches.contains { $0.isInactive }
    }
  }

  /// The rest of the line after `offset`, without comments and surrounding white space.
  private func restOfLine(after offset: Int) -> String {
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A, !(bytes[end] == UInt8(ascii: "/") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/")) {
      end += 1
    }
    var start = offset
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, [0x20, 0x09, 0x0D].contains(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}

/// The project's own lookup functions and `String` properties, which `l10ngen migrate` rewrites
/// like `NSLocalizedString`: a function takes the key first, then the format's arguments
/// (`tr("inbox.unread", count)`); a property is read on the key (`"inbox.title".localized`).
public struct LookupFunctions: Equatable, Sendable {
  public var functions: Set<String>
  public var properties: Set<String>

  public init(functions: Set<String> = [], properties: Set<String> = []) {
    self.functions = functions
    self.properties = properties
  }
}

extension LookupSite {
  fileprivate mutating func append(argument: String, _ range: Range<Int>) {
    arguments.append(argument)
    argumentRanges.append(range)
  }
}
