import L10nGenTemplate

/// What a template says of the code it generates, in comments the naming stage reads:
///
///     {# l10ngen-reserves: setLanguage chosenLanguage _tr #}   members it declares in the file's enum
///     {# l10ngen-file-scope: _l10n0 _l10n1 #}                   functions it declares outside the enum, one
///                                                               set a table (`_l10n0`, `_l10n0_2`… for the
///                                                               second table on), which the levels call
///                                                               unqualified: no level or member may have them
///     {# l10ngen-companion: Resource if localizedStringResources #}   `<name>Resource` beside each plain
///                                                               string, when that param is set
///     {# l10ngen-params: enumName publicAccess #}               the params it reads: any other is an error
///     {# l10ngen-param-values: runtime module external #}       the values a param may have: any other is an error
///     {# l10ngen-accepts: width-variants #}                     it gives an entry with only width
///                                                               variants an accessor (others skip it)
///     {# l10ngen-naming: flat #}                                how it names keys (flat, structured, none)
///     {# l10ngen-spacing: smart #}                              the whitespace handling it is written for
///     {# l10ngen-top-level-table: Localizable #}                that table's keys stay in the file's enum
///                                                               when other tables get enums of their own
///     {# l10ngen-members: resources #}                          every member is a LocalizedStringResource:
///                                                               a string none can hold, or marked
///                                                               `generatesSymbol: false`, gets none
///     {# l10ngen-arguments: labeled #}                          its functions' parameters have labels
///                                                               (those the names give); else none (`_ p1`)
///     {# l10ngen-identifiers: ascii #}                          every name in ASCII (`KeyNaming.ascii`)
///     {# l10ngen-language: objective-c #}                       it generates Objective-C, not Swift
///     {# l10ngen-xcode-parity: xcodeParity #}                   with that param, only the String Catalog
///                                                               keys Xcode generates symbols for (manual)
///
/// Read from the template and the partials it includes, so each template declares what its own code
/// declares.
struct TemplateDeclarations: Equatable, Sendable {
  var reservedMembers: Set<String> = []
  /// The file-level functions it declares for the first table; the nth table's have `_n` appended.
  var fileScopeNames: Set<String> = []
  /// The params the template reads, when it says; nil: any.
  var params: Set<String>?
  /// The values a param may take, for the params that say (in the order written, for messages).
  var paramValues: [String: [String]] = [:]
  /// Whether it gives `.stringsdict` entries with only width variants accessors.
  var acceptsWidthVariants = false
  /// The companion's suffix and the param that turns it on.
  var companion: (suffix: String, param: String)?
  /// How it names keys, when it says (`--option naming=` overrides it).
  var naming: KeyNaming?
  /// The spacing it is written for, when it says (`--spacing` overrides it).
  var spacing: TemplateSpacing?
  /// The table whose keys stay at the top level beside other tables' enums, when it says.
  var topLevelTable: String?
  /// Whether every member is a `LocalizedStringResource` (`resource-symbols`).
  var resourceMembers = false
  /// Whether every name must be ASCII (`{# l10ngen-identifiers: ascii #}`: Objective-C, whose
  /// compilers read other characters in names differently, or not at all).
  var asciiIdentifiers = false
  /// Whether it generates Objective-C (`{# l10ngen-language: objective-c #}`), whose accessors Swift
  /// code does not call.
  var isObjectiveC = false
  /// Whether its functions' parameters have the labels the names give (else SwiftGen's `_ p1`).
  var labeledArguments = false
  /// The param that keeps only the keys Xcode's own symbols have, when the template has one.
  var parityParam: String?
  /// Whether it reads the names l10ngen decides (`swiftName`, `swiftCompanionName`): only then do
  /// they need to be checked when it does not say how it names keys. A SwiftGen template makes its
  /// names with filters, and gets SwiftGen's behaviour: every key, nothing checked.
  var readsDecidedNames = false

  static func == (lhs: TemplateDeclarations, rhs: TemplateDeclarations) -> Bool {
    lhs.reservedMembers == rhs.reservedMembers && lhs.fileScopeNames == rhs.fileScopeNames && lhs.params == rhs.params
      && lhs.acceptsWidthVariants == rhs.acceptsWidthVariants
      && lhs.companion?.suffix == rhs.companion?.suffix && lhs.companion?.param == rhs.companion?.param
      && lhs.naming == rhs.naming && lhs.spacing == rhs.spacing && lhs.topLevelTable == rhs.topLevelTable
      && lhs.resourceMembers == rhs.resourceMembers && lhs.parityParam == rhs.parityParam && lhs.readsDecidedNames == rhs.readsDecidedNames
      && lhs.paramValues == rhs.paramValues && lhs.labeledArguments == rhs.labeledArguments
  }

  /// How keys are named and checked for it: as it says, else structured when it reads the decided
  /// names, else not at all.
  var namingOrDefault: KeyNaming {
    naming ?? (readsDecidedNames ? .structured : .none)
  }

  /// Reads `source` and, through `partial`, every template it includes (each once).
  init(source: String, partial: (String) -> String?) {
    var pending = [source]
    var seen = Set<String>()
    while let text = pending.popLast() {
      readsDecidedNames = readsDecidedNames || text.contains("swiftName") || text.contains("swiftCompanionName")
      for words in Self.tagWords(in: text, open: UInt8(ascii: "#"), close: UInt8(ascii: "#")) {
        switch words.first {
        case "l10ngen-reserves:": reservedMembers.formUnion(words.dropFirst())
        case "l10ngen-file-scope:": fileScopeNames.formUnion(words.dropFirst())
        case "l10ngen-params:": params = (params ?? []).union(words.dropFirst())
        case "l10ngen-param-values:" where words.count >= 3: paramValues[words[1]] = paramValues[words[1]] ?? Array(words.dropFirst(2))
        case "l10ngen-accepts:": acceptsWidthVariants = acceptsWidthVariants || words.contains("width-variants")
        case "l10ngen-companion:" where words.count == 4 && words[2] == "if": companion = (words[1], words[3])
        case "l10ngen-naming:" where words.count == 2: naming = naming ?? KeyNaming(rawValue: words[1])
        case "l10ngen-spacing:" where words.count == 2: spacing = spacing ?? TemplateSpacing(rawValue: words[1])
        case "l10ngen-top-level-table:" where words.count == 2: topLevelTable = topLevelTable ?? words[1]
        case "l10ngen-members:" where words.count == 2: resourceMembers = resourceMembers || words[1] == "resources"
        case "l10ngen-identifiers:" where words.count == 2: asciiIdentifiers = asciiIdentifiers || words[1] == "ascii"
        case "l10ngen-language:" where words.count == 2: isObjectiveC = isObjectiveC || words[1] == "objective-c"
        case "l10ngen-xcode-parity:" where words.count == 2: parityParam = parityParam ?? words[1]
        case "l10ngen-arguments:" where words.count == 2: labeledArguments = labeledArguments || words[1] == "labeled"
        default: break
        }
      }
      for name in Self.includes(in: text) where seen.insert(name).inserted {
        if let included = partial(name) { pending.append(included) }
      }
    }
  }

  init() {}

  /// The file-level names it declares for `tableCount` tables.
  func fileScopeNames(tableCount: Int) -> Set<String> {
    var names = fileScopeNames
    for position in stride(from: 2, through: tableCount, by: 1) {
      names.formUnion(fileScopeNames.map { "\($0)_\(position)" })
    }
    return names
  }

  /// The companion suffix these params turn on, if any.
  func companionSuffix(params: [String: TemplateValue]) -> String? {
    guard let companion, params[companion.param]?.isTruthy == true else { return nil }
    return companion.suffix
  }

  /// The names of the templates `{% include "name" %}` tags include.
  private static func includes(in text: String) -> [String] {
    var names: [String] = []
    for words in tagWords(in: text, open: UInt8(ascii: "%"), close: UInt8(ascii: "%")) where words.count >= 2 && words[0] == "include" {
      let isQuote: (Character) -> Bool = { $0 == "\"" || $0 == "'" }
      names.append(String(words[1].drop(while: isQuote).reversed().drop(while: isQuote).reversed()))
    }
    return names
  }

  /// The words (split at ASCII white space) of the text between each `{<open>` and the next
  /// `<close>}`: `{# … #}` comments, `{% … %}` tags. A scan of UTF-8 bytes, since the built-in
  /// templates' declarations are read whenever the command starts.
  private static func tagWords(in text: String, open: UInt8, close: UInt8) -> [[String]] {
    var text = text
    return text.withUTF8 { bytes in
      var found: [[String]] = []
      var contentStart: Int?
      var index = 0
      while index + 1 < bytes.count {
        let byte = bytes[index]
        let following = bytes[index + 1]
        if let start = contentStart, byte == close, following == UInt8(ascii: "}") {
          found.append(words(in: UnsafeBufferPointer(rebasing: bytes[start..<index])))
          contentStart = nil
          index += 2
        } else if contentStart == nil, byte == UInt8(ascii: "{"), following == open {
          contentStart = index + 2
          index += 2
        } else {
          index += 1
        }
      }
      return found
    }
  }

  private static func words(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    var words: [String] = []
    var wordStart: Int?
    for index in 0...bytes.count {
      let isSpace = index == bytes.count || [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(bytes[index])
      if isSpace, let start = wordStart {
        words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        wordStart = nil
      } else if !isSpace, wordStart == nil {
        wordStart = index
      }
    }
    return words
  }
}
