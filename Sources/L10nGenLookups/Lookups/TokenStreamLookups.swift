import L10nGenCore

/// Finds the lookups of localized strings in one stream of Swift tokens (`LookupSite`): a file's, or
/// an interpolation's code (`SwiftLookupFinder` reads them all). From the scanner's tokens, so text
/// in comments and string literals is never taken for code.
///
/// Read: `NSLocalizedString(…)`, `String(localized:…)`, `receiver.localizedString(forKey:value:table:)`,
/// the project's own lookup functions (`tr("key", …)`) and `String` properties (`"key".localized`),
/// each alone or as the format of `String(format:…)`, `String(format:locale:…)` or
/// `String.localizedStringWithFormat(…)`.
struct TokenStreamLookups {
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
    case other, nsLocalizedString, string, nsString, foundation, swift, localizedString, localizedStringWithFormat, func_, nil_, import_, swiftUI,
      let_
    /// One of the project's lookup functions (`tr`).
    case lookupFunction

    static let byText: [(text: [UInt8], name: Name)] = {
      let names: [(String, Name)] = [
        ("NSLocalizedString", .nsLocalizedString), ("String", .string), ("NSString", .nsString), ("Foundation", .foundation), ("Swift", .swift),
        ("localizedString", .localizedString), ("localizedStringWithFormat", .localizedStringWithFormat), ("func", .func_), ("nil", .nil_),
        ("import", .import_), ("SwiftUI", .swiftUI), ("let", .let_),
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
      case .nsLocalizedString, .string, .nsString, .foundation, .swift, .lookupFunction: return true
      default: return false
      }
    }
  }

  /// Whether the file imports SwiftUI, which makes its `Text("key")` literals lookups.
  private(set) var importsSwiftUI: Bool

  /// The lookups of `tokens`, of a file whose text is `bytes`. An interpolation's code is `isInactive`
  /// when the literal holding it is; a file's own `#if false` is read from its tokens.
  init(bytes: [UInt8], tokens: [SwiftToken], functions: LookupFunctions, importsSwiftUI: Bool? = nil, isInactive: Bool = false) {
    self.bytes = bytes
    self.tokens = tokens
    self.functions = functions
    self.inactive = [Bool](repeating: isInactive, count: tokens.count)
    self.closingIndex = [Int](repeating: -1, count: tokens.count)
    self.openingIndex = [Int](repeating: -1, count: tokens.count)
    self.names = [Name](repeating: .none, count: tokens.count)
    self.punctuation = [UInt8](repeating: 0, count: tokens.count)
    self.bundleMembers = [Int](repeating: -1, count: tokens.count)
    self.importsSwiftUI = importsSwiftUI ?? false
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
    if !isInactive { markInactiveCode() }
    if importsSwiftUI == nil {
      self.importsSwiftUI = tokens.indices.contains { isIdentifier($0, .import_) && isIdentifier($0 + 1, .swiftUI) }
    }
    for index in tokens.indices where names[index] == .localizedString && isPunctuation(index - 1, ".") && isPunctuation(index + 1, "(") {
      if let start = receiverStart(ofMemberAt: index - 1), start < index - 1 { bundleMembers[start] = index - 1 }
    }
  }

  /// Every lookup, in file order; a lookup that is a wrapper's format is part of the wrapper's site.
  func sites() -> [LookupSite] {
    var sites: [LookupSite] = []
    var formats = Set<Int>()
    let readsProperties = !functions.properties.isEmpty
    for index in tokens.indices {
      // Most tokens start no lookup; those that may are known without building a site.
      guard
        names[index].mayStartLookup || bundleMembers[index] >= 0 || (readsProperties && isPunctuation(index + 1, "."))
          || (isPunctuation(index, ".") && isIdentifier(index + 1, .localizedStringWithFormat))
      else { continue }
      if let (site, format) = wrapped(at: index) {
        sites.append(alone(site, first: index))
        formats.formUnion(format)
      } else if !formats.contains(index), let (site, _) = lookup(at: index) {
        sites.append(alone(site, first: index))
      }
    }
    return sites
  }

  /// The literals looked up as keys where the parameter is a `LocalizedStringKey` or a
  /// `LocalizedStringResource` (`LocalizedStringKeySite`): SwiftUI's, in files that import SwiftUI,
  /// the project's own and App Intents' (`KeyParameters`), and those a declaration of such a type
  /// returns or is given (`var title: LocalizedStringKey { "Settings" }`).
  func localizedStringKeys() -> [LocalizedStringKeySite] {
    var keys: [LocalizedStringKeySite] = []
    for index in tokens.indices where isName(index) && isPunctuation(index + 1, "(") && !isIdentifier(index - 1, .func_) {
      let name = text(index..<index + 1)
      guard let (arguments, close) = arguments(from: index + 1) else { continue }
      let positions: [Int]
      let taker: KeyContext.Taker
      if importsSwiftUI, LocalizedStringKeySite.initializers.contains(name), !isPunctuation(index - 1, ".") || isIdentifier(index - 2, .swiftUI) {
        positions = arguments.first?.label == nil && !arguments.isEmpty ? [0] : []
        taker = .initializer(name)
      } else if importsSwiftUI, isPunctuation(index - 1, "."), LocalizedStringKeySite.modifiers.contains(name) {
        positions = arguments.first?.label == nil && !arguments.isEmpty ? [0] : []
        taker = .modifier(name)
      } else if importsSwiftUI, isPunctuation(index - 1, "."), let label = LocalizedStringKeySite.labeledModifiers[name] {
        positions = arguments.firstIndex { $0.label == label }.map { [$0] } ?? []
        taker = .modifier(name)
      } else if let found = functions.keyParameters.keyArguments(of: name, labels: arguments.map(\.label)) {
        positions = found
        taker = .parameter(name)
      } else {
        continue
      }
      for position in positions {
        let found = keySites(
          arguments[position].tokens, arguments: arguments, isInactive: inactive[index], taker: taker, keyArgument: position,
          call: tokens[index].range.lowerBound..<tokens[close].range.upperBound, trailingClosures: trailingClosures(after: close))
        keys += found
        // `LocalizedStringKey(name)`, `LocalizedStringResource(String(…))`: a key made at run time.
        let argument = arguments[position].tokens
        let isLiteral = argument.count == 1 && { if case .string = tokens[argument.lowerBound].kind { return true } else { return false } }()
        if found.isEmpty, !isLiteral, name == "LocalizedStringKey" || name == "LocalizedStringResource", !isPunctuation(index - 1, ".") {
          var site = LocalizedStringKeySite(
            key: "", offset: tokens[arguments[position].tokens.lowerBound].range.lowerBound, isInactive: inactive[index])
          site.isRunTimeKey = true
          site.context = KeyContext(
            taker: taker, labels: arguments.map(\.label), keyArgument: position,
            literal: tokens[argument.lowerBound].range.lowerBound..<tokens[argument.upperBound - 1].range.upperBound)
          keys.append(site)
        }
      }
    }
    keys += declaredKeys()
    keys += caseDisplayRepresentations()
    return keys
  }

  /// The titles of an App Enum's cases (`static var caseDisplayRepresentations: [Self:
  /// DisplayRepresentation] = [.home: "Home", .post: .init(title: "New post")]`), each a key.
  private func caseDisplayRepresentations() -> [LocalizedStringKeySite] {
    var keys: [LocalizedStringKeySite] = []
    for index in tokens.indices where tokens[index].kind == .identifier && text(index..<index + 1) == "caseDisplayRepresentations" {
      // The dictionary after its `=`, or in its body's `{`.
      guard
        let open = (index + 1..<min(tokens.count, index + 16)).first(where: {
          isPunctuation($0, "[") && closing[$0] != nil && !isPunctuation($0 - 1, ":")
        }),
        let close = closing[open]
      else { continue }
      for element in commaSeparated((open + 1)..<close) where !element.isEmpty {
        guard let colon = element.first(where: { isPunctuation($0, ":") }), colon + 1 < element.upperBound else { continue }
        let value = (colon + 1)..<element.upperBound
        if value.count == 1 {
          keys += keySites(value, arguments: [], isInactive: inactive[index], taker: .caseDisplayRepresentation)
        } else if isPunctuation(value.lowerBound, "."),
          isKeyword(value.lowerBound + 1, "init") || text((value.lowerBound + 1)..<(value.lowerBound + 2)) == "init",
          let (arguments, _) = arguments(from: value.lowerBound + 2)
        {
          for argument in arguments where argument.label == "title" || argument.label == "subtitle" {
            keys += keySites(argument.tokens, arguments: [], isInactive: inactive[index], taker: .caseDisplayRepresentation)
          }
        }
      }
    }
    return keys
  }

  /// The literals a declaration of a key type returns (`var title: LocalizedStringKey { switch self
  /// { case .home: "Home" } }`, `-> LocalizedStringResource { return "…" }`) or is given
  /// (`static var title: LocalizedStringResource = "Compose"`).
  private func declaredKeys() -> [LocalizedStringKeySite] {
    var keys: [LocalizedStringKeySite] = []
    for index in tokens.indices where tokens[index].kind == .identifier {
      var after: Int
      let word = text(index..<index + 1)
      if KeyParameters.keyTypes.contains(word) {
        after = index + 1
      } else if word == "LocalizationValue", isPunctuation(index - 1, "."), isIdentifier(index - 2, .string) {
        after = index + 1
      } else {
        continue
      }
      let typeStart = word == "LocalizationValue" ? index - 2 : index
      let declaredType = word == "LocalizationValue" ? "String.LocalizationValue" : word
      // A property's type (`title: T`) or a function's result (`-> T`).
      guard
        isPunctuation(typeStart - 1, ":") || (typeStart >= 1 && tokens[typeStart - 1].kind == .operator && text((typeStart - 1)..<typeStart) == "->")
      else { continue }
      let isOptional = isPunctuation(after, "?") || isPunctuation(after, "!")
      if isOptional { after += 1 }
      // Each site knows whether what takes it is optional, where a leading-dot member may be Optional's.
      func optional(_ sites: [LocalizedStringKeySite]) -> [LocalizedStringKeySite] {
        sites.map { site in
          var site = site
          site.context?.isOptional = isOptional
          return site
        }
      }
      if after < tokens.count, tokens[after].kind == .operator, text(after..<after + 1) == "=" {
        keys += optional(keySites((after + 1)..<(after + 2), arguments: [], isInactive: inactive[index], taker: .declaration(declaredType)))
        continue
      }
      guard isPunctuation(after, "{"), let close = closing[after] else { continue }
      var cursor = after + 1
      while cursor < close {
        // A literal that is what the body returns: after `return`, the body's `{`, or a `case …:`
        // or `default:` of its line; and nothing after it on its line but a `}`.
        if case .string = tokens[cursor].kind {
          let returned =
            isKeyword(cursor - 1, "return") || cursor - 1 == after || (isPunctuation(cursor - 1, "{") && isKeyword(cursor - 2, "get"))
            || (isPunctuation(cursor - 1, ":") && startsCaseLine(before: cursor - 1))
          let ends = cursor + 1 >= close || isPunctuation(cursor + 1, "}") || onLaterLine(cursor + 1, than: cursor)
          if returned, ends {
            keys += optional(keySites(cursor..<(cursor + 1), arguments: [], isInactive: inactive[cursor], taker: .declaration(declaredType)))
          }
        }
        cursor += 1
      }
    }
    return keys
  }

  /// Whether the line that the token at `index` is on starts with `case` or `default`.
  private func startsCaseLine(before index: Int) -> Bool {
    var cursor = index
    while cursor > 0, !onLaterLine(cursor, than: cursor - 1) { cursor -= 1 }
    return isKeyword(cursor, "case") || isKeyword(cursor, "default")
  }

  /// Whether the token at `index` starts on a later line than the token at `other` ends.
  private func onLaterLine(_ index: Int, than other: Int) -> Bool {
    guard index < tokens.count, other >= 0 else { return true }
    return bytes[tokens[other].range.upperBound..<tokens[index].range.lowerBound].contains(0x0A)
  }

  /// The keys of an argument that takes one: a literal, or both literals of a conditional
  /// (`flag ? "Pause" : "Resume"`), with the call's `tableName:`, `table:`, `bundle:` and `comment:`.
  private func keySites(
    _ range: Range<Int>, arguments: [Argument], isInactive: Bool, taker: KeyContext.Taker, keyArgument: Int = 0, call: Range<Int>? = nil,
    trailingClosures: Int = 0
  ) -> [LocalizedStringKeySite] {
    var literals: [Int] = []
    if range.count == 1 {
      literals = [range.lowerBound]
    } else if range.count >= 5, case .conditional? = conditionalKey(range) {
      literals = [range.upperBound - 3, range.upperBound - 1]
    }
    var keys: [LocalizedStringKeySite] = []
    for index in literals {
      guard index < tokens.count, case .string(let literal) = tokens[index].kind else { continue }
      let offset = tokens[index].range.lowerBound
      var site: LocalizedStringKeySite
      // A text without letters (`Text("")`, `Text("%")`) is no key anybody translates.
      if let value = literal.value(in: bytes) {
        guard value.contains(where: \.isLetter) else { continue }
        site = LocalizedStringKeySite(key: value, offset: offset, isInactive: isInactive)
      } else if let interpolated = InterpolatedLiteral(literal, in: bytes), interpolated.parts.joined().contains(where: \.isLetter) {
        site = LocalizedStringKeySite(key: "", offset: offset, isInactive: isInactive)
        site.interpolation = interpolated
      } else if literal.isInterpolated {
        // A key made at run time in a way not read here (a multi-line literal with interpolations).
        site = LocalizedStringKeySite(key: "", offset: offset, isInactive: isInactive)
        site.isRunTimeKey = true
      } else {
        continue
      }
      for argument in arguments where ["tableName", "table", "bundle", "comment", "defaultValue"].contains(argument.label) {
        if argument.label == "defaultValue" {
          site.value = shownValue(argument.tokens)
          site.valueIsUnknown = isUnknownValue(argument.tokens)
        } else if argument.label == "comment" {
          // Xcode gives the comment to a literal argument, not to the branches of a conditional
          // (milanvarady/Applite 5c30050: `Text(all ? "Deselect All" : "Select All", comment: …)`).
          if literals.count == 1 { site.comment = shownValue(argument.tokens) }
        } else if argument.label == "bundle" {
          site.bundle = text(argument.tokens)
        } else if argument.tokens.count == 1, let table = stringValue(argument.tokens.lowerBound) {
          site.table = table
        } else {
          site.table = nil
          site.key = ""  // a table known only at run time: no key to check
          site.interpolation = nil
        }
      }
      site.context = KeyContext(
        taker: taker, labels: arguments.map(\.label), keyArgument: keyArgument,
        argumentRanges: arguments.map { tokens[$0.start].range.lowerBound..<tokens[$0.tokens.upperBound - 1].range.upperBound },
        literal: tokens[index].range, call: call ?? tokens[index].range, closureLiterals: arguments.map { isPunctuation($0.tokens.lowerBound, "{") },
        trailingClosures: trailingClosures, isBranch: literals.count > 1)
      if !site.key.isEmpty || site.interpolation != nil || site.isRunTimeKey { keys.append(site) }
    }
    return keys
  }

  /// The member references of the stream (`MemberReferences`).
  func memberReferences() -> MemberReferences {
    var references = MemberReferences()
    var index = 0
    while index < tokens.count {
      guard isName(index), !isPunctuation(index - 1, ".") || startsImplicitMember(dot: index - 1) else {
        index += 1
        continue
      }
      // The chain of names joined by `.` that starts here: `L10n.Home.title.uppercased`.
      var names = [text(index..<index + 1)]
      var end = index
      while isPunctuation(end + 1, "."), isName(end + 2) {
        names.append(text(end + 2..<end + 3))
        end += 2
      }
      if isPunctuation(index - 1, ".") {
        for last in names.indices { references.implicit.insert("." + names[...last].joined(separator: ".")) }
      }
      for first in names.indices where names[first].first?.isUppercase == true {
        for last in (first + 1)..<max(first + 1, names.count) { references.named.insert(names[first...last].joined(separator: ".")) }
      }
      index = end + 1
    }
    return references
  }

  /// Whether the `.` at `dot` starts an implicit member (`.alertOk`, `.Feed.title`): nothing before
  /// it ends an expression it would be a member of.
  private func startsImplicitMember(dot: Int) -> Bool {
    guard dot > 0 else { return true }
    switch tokens[dot - 1].kind {
    case .identifier:
      return ["return", "in", "case", "where", "is", "as", "try", "await", "throw", "else"].contains(text(dot - 1..<dot))
    case .string, .literal:
      return false
    case .punctuation(let byte):
      return ![UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "}")].contains(byte)
    case .operator, .directive:
      return true
    }
  }

  /// A lookup kept in a constant: `let NAME = lookup` or `let NAME: String = lookup`, a statement
  /// alone on its lines in a body of code (a function's, a closure's, a branch's; not a type's, whose
  /// constants other code may read).
  struct FormatDeclaration {
    var name: String
    var lookup: LookupSite
    /// Its lines: from the start of the first to after the break that ends the last.
    var lines: Range<Int>
    /// The rest of its body: after its lines to the body's `}`.
    var scope: Range<Int>
  }

  /// The lookups kept in constants (`FormatDeclaration`).
  func formatDeclarations() -> [FormatDeclaration] {
    var found: [FormatDeclaration] = []
    for index in tokens.indices where names[index] == .let_ && isName(index + 1) {
      // Alone on its line from its start: no modifier, nothing before it.
      let lineStart = lineStart(of: tokens[index].range.lowerBound)
      guard bytes[lineStart..<tokens[index].range.lowerBound].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
      var equals = index + 2
      if isPunctuation(equals, ":"), isIdentifier(equals + 1, .string) { equals += 2 }
      guard tokens.indices.contains(equals), tokens[equals].kind == .operator, bytes[tokens[equals].range].elementsEqual("=".utf8)
      else { continue }
      // A lookup, with a literal key; or a conditional of two lookups on one line, whose condition the
      // use must read at once (`SwiftLookupFinder` keeps it only when the use is on the next line).
      var value = lookup(at: equals + 1)
      if let (site, _) = value, case .conditional = site.key { value = nil }
      if value == nil {
        var last = equals + 1
        while last + 1 < tokens.count, !bytes[tokens[last].range.upperBound..<tokens[last + 1].range.lowerBound].contains(0x0A) { last += 1 }
        if let (site, _) = conditionalLookup((equals + 1)..<(last + 1)) { value = (site, last) }
      }
      guard let (lookup, last) = value else { continue }
      // Nothing after it on its last line.
      var lineEnd = tokens[last].range.upperBound
      while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D { lineEnd += 1 }
      guard lineEnd < bytes.count, bytes[lineEnd] == 0x0A, let body = enclosingBody(of: index) else { continue }
      var site = lookup
      site.isInactive = inactive[index]
      found.append(
        FormatDeclaration(
          name: text(index + 1..<index + 2), lookup: site, lines: lineStart..<lineEnd + 1, scope: (lineEnd + 1)..<tokens[body].range.lowerBound))
    }
    return found
  }

  /// The `String(format:)`-like calls whose format is a name (`String(format: text, date)`): the
  /// name's offset, and the call.
  func namedFormats() -> [(name: String, offset: Int, wrapper: FormatWrapper, isInactive: Bool)] {
    var found: [(String, Int, FormatWrapper, Bool)] = []
    for index in tokens.indices where names[index] == .string || names[index] == .nsString || names[index] == .swift {
      guard let wrapper = formatWrapper(at: index), wrapper.format.count == 1, names[wrapper.format.lowerBound] == .other else { continue }
      found.append((text(wrapper.format), tokens[wrapper.format.lowerBound].range.lowerBound, wrapper, inactive[index]))
    }
    return found
  }

  /// The bytes from the stream's first token to its last; nil for a stream of no token.
  var span: Range<Int>? {
    guard let first = tokens.first, let last = tokens.last else { return nil }
    return first.range.lowerBound..<Swift.max(first.range.lowerBound, last.range.upperBound)
  }

  /// How many times code in `range` names `name`, not as a member (`.name`) or an argument's label
  /// (`format:`).
  func occurrences(of name: String, in range: Range<Int>) -> Int {
    let utf8 = Array(name.utf8)
    var count = 0
    var index = firstToken(endingAfter: range.lowerBound)
    while index < tokens.count, tokens[index].range.lowerBound < range.upperBound {
      defer { index += 1 }
      guard tokens[index].kind == .identifier, tokens[index].range.lowerBound >= range.lowerBound, bytes[tokens[index].range].elementsEqual(utf8),
        !isPunctuation(index - 1, ".")
      else { continue }
      let isLabel = isPunctuation(index + 1, ":") && (isPunctuation(index - 1, "(") || isPunctuation(index - 1, ","))
      if !isLabel { count += 1 }
    }
    return count
  }

  /// The `}` that closes the body of code holding the token at `index`; nil at the top level or in a
  /// type's body.
  private func enclosingBody(of index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      if let open = opening[cursor] {
        cursor = open - 1
        continue
      }
      if isPunctuation(cursor, "{") { break }
      cursor -= 1
    }
    guard cursor >= 0, let close = closing[cursor] else { return nil }
    // What comes before the `{` since the last statement: a type's declaration names its kind.
    var before = cursor - 1
    var declaresType = false
    while before >= 0, !isPunctuation(before, "{"), !isPunctuation(before, "}"), !isPunctuation(before, ";") {
      if tokens[before].kind == .identifier {
        let word = text(before..<before + 1)
        if [
          "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet", "if", "guard", "for", "while", "switch", "do",
          "else", "repeat", "catch", "defer", "return", "in",
        ].contains(word) {
          return close
        }
        if ["struct", "class", "enum", "extension", "protocol", "actor"].contains(word) { declaresType = true }
      }
      if isPunctuation(before, "(") || isPunctuation(before, "=") { return close }
      before -= 1
    }
    return declaresType ? nil : close
  }

  /// The offset of the start of the line holding `offset`.
  private func lineStart(of offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// `site`, whose first token is `first`, with `standsAlone` set: between `(`, `[`, `,`, `{`, `=`,
  /// `return`, `in`, `:` or an interpolation's start, and `)`, `]`, `,`, `}`, `;`, an interpolation's
  /// end or a statement on a later line.
  private func alone(_ site: LookupSite, first: Int) -> LookupSite {
    var site = site
    // The site's last token: the first that ends at or after the site's end.
    let low = firstToken(endingAfter: site.range.upperBound - 1)
    let after = low + 1
    let before = first - 1
    let opens: Bool
    if before < 0 {
      opens = true
    } else {
      switch tokens[before].kind {
      case .punctuation(let byte):
        opens = [UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: ":")].contains(byte)
      case .operator: opens = bytes[tokens[before].range].elementsEqual("=".utf8)
      case .identifier: opens = ["return", "in"].contains(text(before..<first))
      default: opens = false
      }
    }
    let closes: Bool
    if after >= tokens.count {
      closes = true
    } else {
      switch tokens[after].kind {
      case .punctuation(let byte):
        closes = [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: ";")].contains(byte)
      case .identifier, .directive:
        closes = bytes[tokens[low].range.upperBound..<tokens[after].range.lowerBound].contains(0x0A)
      default:
        closes = false
      }
    }
    site.standsAlone = opens && closes
    return site
  }

  /// Whether the byte at `offset` is in code that is never compiled: the token holding it is.
  func isInactive(at offset: Int) -> Bool {
    let index = firstToken(endingAfter: offset)
    return index < tokens.count && tokens[index].range.contains(offset) && inactive[index]
  }

  /// The index of the first token that ends after `offset` (`tokens.count`: none), by bisection.
  private func firstToken(endingAfter offset: Int) -> Int {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.upperBound <= offset { low = middle + 1 } else { high = middle }
    }
    return low
  }

  // MARK: - Forms

  /// A `String(format:)`-like call: which, where its format's tokens are, and its other arguments.
  struct FormatWrapper {
    /// `String(format:)`, `String(format:locale:)`, `String.localizedStringWithFormat` or
    /// `NSString.localizedStringWithFormat`.
    var name: String
    /// The format argument's tokens, without the `as NSString` `NSString`'s form casts it with.
    var format: Range<Int>
    /// The whole call's bytes (with the `as String` after `NSString`'s form).
    var range: Range<Int>
    var arguments: [(text: String, bytes: Range<Int>)] = []
    var locale: String?
    var argumentsAreOpaque = false
  }

  /// The `String(format:)`-like call starting at `start`: `String(format: f, …)`,
  /// `String(format: f, locale: l, …)`, `String.localizedStringWithFormat(f, …)` (each maybe as
  /// `Swift.String`), or `NSString.localizedStringWithFormat(f as NSString, …) as String`.
  private func formatWrapper(at start: Int) -> FormatWrapper? {
    guard !isPunctuation(start - 1, ".") else { return nil }
    let index = isIdentifier(start, .swift) && isPunctuation(start + 1, ".") ? start + 2 : start
    var name: String
    var open: Int
    if isPunctuation(start, "."), isIdentifier(start + 1, .localizedStringWithFormat), isPunctuation(start + 2, "("),
      startsImplicitMember(dot: start)
    {
      // `.localizedStringWithFormat(…)` where the type is `String`: its format is a `String`.
      name = "String.localizedStringWithFormat"
      open = start + 2
    } else if isIdentifier(index, .string), isPunctuation(index + 1, "(") {
      name = "String(format:)"
      open = index + 1
    } else if isIdentifier(index, .string), isPunctuation(index + 1, "."), isIdentifier(index + 2, .localizedStringWithFormat),
      isPunctuation(index + 3, "(")
    {
      name = "String.localizedStringWithFormat"
      open = index + 3
    } else if index == start, isIdentifier(index, .nsString), isPunctuation(index + 1, "."), isIdentifier(index + 2, .localizedStringWithFormat),
      isPunctuation(index + 3, "(")
    {
      name = "NSString.localizedStringWithFormat"
      open = index + 3
    } else {
      return nil
    }
    guard let (arguments, close) = arguments(from: open), let format = arguments.first,
      name == "String(format:)" ? format.label == "format" : format.label == nil
    else { return nil }
    var formatTokens = format.tokens
    var end = close
    if name == "NSString.localizedStringWithFormat" {
      // It gives an `NSString`: only `… as String` is a `String`, as the accessor is.
      let cast = formatTokens.upperBound - 2
      guard formatTokens.count >= 3, isKeyword(cast, "as"), isIdentifier(cast + 1, .nsString),
        isKeyword(close + 1, "as"), isIdentifier(close + 2, .string), !isPunctuation(close + 3, ".")
      else { return nil }
      formatTokens = formatTokens.lowerBound..<formatTokens.upperBound - 2
      end = close + 2
    }
    var wrapper = FormatWrapper(name: name, format: formatTokens, range: tokens[start].range.lowerBound..<tokens[end].range.upperBound)
    for argument in arguments.dropFirst() {
      switch argument.label {
      case nil:
        wrapper.arguments.append((text(argument.tokens), bytes(argument.tokens)))
      case "locale" where name == "String(format:)":
        wrapper.locale = text(argument.tokens)
        wrapper.name = "String(format:locale:)"
      case "arguments" where name != "NSString.localizedStringWithFormat":
        if let elements = arrayElements(argument.tokens) {
          for element in elements { wrapper.arguments.append((text(element), bytes(element))) }
        } else {
          wrapper.argumentsAreOpaque = true
        }
      default:
        return nil
      }
    }
    return wrapper
  }

  /// A `String(format:)`-like wrapper at `start` whose format is a lookup; the lookup's first token.
  /// A `String(format:)`-like wrapper at `start` whose format is a lookup, or a conditional of two
  /// (`c ? NSLocalizedString("track") : NSLocalizedString("tracks")`); the lookups' first tokens.
  private func wrapped(at start: Int) -> (LookupSite, [Int])? {
    guard let wrapper = formatWrapper(at: start) else { return nil }
    if let (lookup, last) = lookup(at: wrapper.format.lowerBound), last == wrapper.format.upperBound - 1 {
      return (lookup.formatted(by: wrapper, isInactive: inactive[start]), [wrapper.format.lowerBound])
    }
    guard let (lookup, starts) = conditionalLookup(wrapper.format) else { return nil }
    return (lookup.formatted(by: wrapper, isInactive: inactive[start]), starts)
  }

  /// `condition ? lookup : lookup` filling `range`, the two lookups alike but for their literal keys:
  /// one lookup whose key is the conditional of theirs; and the lookups' first tokens.
  private func conditionalLookup(_ range: Range<Int>) -> (LookupSite, [Int])? {
    var question: Int?
    var colon: Int?
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      if isPunctuation(cursor, "?"), cursor > range.lowerBound, tokens[cursor - 1].range.upperBound < tokens[cursor].range.lowerBound {
        guard question == nil else { return nil }
        question = cursor
      } else if isPunctuation(cursor, ":") {
        guard question != nil, colon == nil else { return nil }
        colon = cursor
      } else if tokens[cursor].kind == .operator, isAssignment(cursor) {
        return nil
      }
      cursor = (closing[cursor] ?? cursor) + 1
    }
    guard let question, let colon, question > range.lowerBound, let (first, firstLast) = lookup(at: question + 1), firstLast == colon - 1,
      let (second, secondLast) = lookup(at: colon + 1), secondLast == range.upperBound - 1,
      case .literal(let whenTrue) = first.key, case .literal(let whenFalse) = second.key,
      first.form == second.form, first.name == second.name, first.table == second.table, first.tableIsLiteral == second.tableIsLiteral,
      first.bundle == second.bundle, first.value == nil, second.value == nil, first.arguments.isEmpty, second.arguments.isEmpty
    else { return nil }
    var site = first
    site.key = .conditional(condition: text(range.lowerBound..<question), whenTrue: whenTrue, whenFalse: whenFalse)
    site.range = bytes(range)
    return (site, [question + 1, colon + 1])
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
    case table, bundle, value, defaultValue, comment, locale, formatArgument, ignored

    static let ofNSLocalizedString: [String?: Role] = ["tableName": .table, "bundle": .bundle, "value": .value, "comment": .comment]
    static let ofStringLocalized: [String?: Role] = [
      "table": .table, "bundle": .bundle, "locale": .locale, "comment": .comment, "defaultValue": .defaultValue,
    ]
    static let ofFunction: [String?: Role] = [
      nil: .formatArgument, "tableName": .table, "table": .table, "value": .value, "comment": .comment, "bundle": .ignored,
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
      case .value?:
        site.value = shownValue(argument.tokens)
        site.valueIsUnknown = isUnknownValue(argument.tokens)
      case .defaultValue?:
        site.defaultValue = shownValue(argument.tokens)
        site.valueIsUnknown = isUnknownValue(argument.tokens)
      case .comment?: site.comment = shownValue(argument.tokens)
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
    site.valueIsUnknown = isUnknownValue(arguments[1].tokens)
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
    /// Its first token: the label's, or the expression's.
    var start: Int
  }

  /// How many trailing closures follow the `)` at `close`: `Button("OK") { … }`, one;
  /// `.confirmationDialog(…) { … } message: { … }`, two.
  private func trailingClosures(after close: Int) -> Int {
    guard isPunctuation(close + 1, "{"), var end = closing[close + 1] else { return 0 }
    var count = 1
    while end + 3 < tokens.count, tokens[end + 1].kind == .identifier, isPunctuation(end + 2, ":"), isPunctuation(end + 3, "{"),
      let next = closing[end + 3]
    {
      count += 1
      end = next
    }
    return count
  }

  /// The arguments of the call whose `(` is at `open`, and the index of its `)`.
  private func arguments(from open: Int) -> ([Argument], Int)? {
    guard isPunctuation(open, "("), let close = closing[open] else { return nil }
    guard close > open + 1 else { return ([], close) }
    var arguments: [Argument] = []
    for part in commaSeparated((open + 1)..<close) {
      guard !part.isEmpty else { return nil }
      if case .identifier = tokens[part.lowerBound].kind, isPunctuation(part.lowerBound + 1, ":"), part.lowerBound + 2 < part.upperBound {
        arguments.append(
          Argument(label: text(part.lowerBound..<part.lowerBound + 1), tokens: (part.lowerBound + 2)..<part.upperBound, start: part.lowerBound))
      } else {
        arguments.append(Argument(label: nil, tokens: part, start: part.lowerBound))
      }
    }
    return (arguments, close)
  }

  /// The tokens of each element of an array literal; nil for anything else.
  private func arrayElements(_ range: Range<Int>) -> [Range<Int>]? {
    guard isPunctuation(range.lowerBound, "["), closing[range.lowerBound] == range.upperBound - 1 else { return nil }
    return commaSeparated((range.lowerBound + 1)..<(range.upperBound - 1)).filter { !$0.isEmpty }
  }

  /// The parts of tokens `range` between its commas, a bracket and what it holds read whole; a part
  /// may be empty (`f(a, )`).
  private func commaSeparated(_ range: Range<Int>) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = range.lowerBound
    var cursor = range.lowerBound
    while cursor < range.upperBound {
      if isPunctuation(cursor, ",") {
        parts.append(start..<cursor)
        start = cursor + 1
        cursor += 1
      } else {
        cursor = (closing[cursor] ?? cursor) + 1
      }
    }
    parts.append(start..<range.upperBound)
    return parts
  }

  /// A `value:` argument's text when it is a literal that shows something; nil for `nil`, `""`, or
  /// an expression.
  private func shownValue(_ range: Range<Int>) -> String? {
    guard range.count == 1, let value = stringValue(range.lowerBound), !value.isEmpty else { return nil }
    return value
  }

  /// Whether a `value:` or `defaultValue:` argument shows a text known only at run time: neither a
  /// literal, nor `nil` (which shows the key).
  private func isUnknownValue(_ range: Range<Int>) -> Bool {
    !(range.count == 1 && (stringValue(range.lowerBound) != nil || isIdentifier(range.lowerBound, .nil_)))
  }

  private func key(of range: Range<Int>) -> LookupSite.Key {
    if range.count >= 5, let conditional = conditionalKey(range) { return conditional }
    guard range.count == 1, case .string(let literal) = tokens[range.lowerBound].kind else { return .expression }
    if let value = literal.value(in: bytes) { return .literal(value) }
    return literal.isInterpolated ? .interpolated(InterpolatedLiteral(literal, in: bytes)) : .expression
  }

  /// `condition ? "a" : "b"`, both branches literals, the condition holding no `?` or `:` of its own
  /// outside brackets (which would make it part of another conditional).
  private func conditionalKey(_ range: Range<Int>) -> LookupSite.Key? {
    let question = range.upperBound - 4
    guard isPunctuation(question, "?"), isPunctuation(question + 2, ":"), question > range.lowerBound,
      // `a ? b : c` has space before its `?`; `a?.b` has none.
      tokens[question - 1].range.upperBound < tokens[question].range.lowerBound,
      let whenTrue = stringValue(question + 1), let whenFalse = stringValue(question + 3)
    else { return nil }
    var cursor = range.lowerBound
    while cursor < question {
      if isPunctuation(cursor, "?") || isPunctuation(cursor, ":") || tokens[cursor].kind == .operator && isAssignment(cursor) { return nil }
      if let end = closing[cursor] {
        guard end < question else { return nil }
        cursor = end + 1
      } else {
        cursor += 1
      }
    }
    return .conditional(condition: text(range.lowerBound..<question), whenTrue: whenTrue, whenFalse: whenFalse)
  }

  /// Whether the operator at `index` is an assignment, which a conditional's condition cannot hold
  /// unparenthesized (`a = b ? c : d` assigns the conditional).
  private func isAssignment(_ index: Int) -> Bool {
    let text = bytes[tokens[index].range]
    return text.last == UInt8(ascii: "=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(String(decoding: text, as: UTF8.self))
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

  /// Whether the token at `index` is the name or keyword `word`.
  private func isKeyword(_ index: Int, _ word: String) -> Bool {
    index >= 0 && index < tokens.count && tokens[index].kind == .identifier && bytes[tokens[index].range].elementsEqual(word.utf8)
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
  /// The parameters, the project's and App Intents', that take a key (`KeyParameters`).
  public var keyParameters: KeyParameters

  public init(functions: Set<String> = [], properties: Set<String> = [], keyParameters: KeyParameters = KeyParameters()) {
    self.functions = functions
    self.properties = properties
    self.keyParameters = keyParameters
  }
}

extension LookupSite {
  fileprivate mutating func append(argument: String, _ range: Range<Int>) {
    arguments.append(argument)
    argumentRanges.append(range)
  }

  /// This lookup as the format of `wrapper`: the wrapper's bytes, arguments and locale.
  func formatted(by wrapper: TokenStreamLookups.FormatWrapper, isInactive: Bool) -> LookupSite {
    var site = self
    site.range = wrapper.range
    site.isInactive = isInactive
    site.formatWrapper = wrapper.name
    site.locale = wrapper.locale
    site.argumentsAreOpaque = wrapper.argumentsAreOpaque
    for argument in wrapper.arguments { site.append(argument: argument.text, argument.bytes) }
    return site
  }
}
