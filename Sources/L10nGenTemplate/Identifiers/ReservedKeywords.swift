/// Words that cannot be used as they are for a Swift name.
enum ReservedKeywords {
  /// StencilSwiftKit's `escapeReservedKeywords` list, kept as is (including words Swift accepts
  /// unescaped, like `get` or `Type`) so escaped names match SwiftGen's output.
  static let escapedByStencilSwiftKit = WordList([
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any",
    "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
    "_", "#available", "#colorLiteral", "#column", "#else", "#elseif", "#endif", "#file", "#fileLiteral",
    "#function", "#if", "#imageLiteral", "#line", "#selector", "#sourceLocation", "associativity",
    "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left", "mutating",
    "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
    "required", "right", "set", "Type", "unowned", "weak", "willSet",
  ])

  /// Words the Swift compiler rejects unescaped as a member or nested type name (checked with
  /// `swiftc -typecheck`, Swift 6.3). Contextual keywords (`get`, `open`, `await`…) are fine.
  static let rejectedBySwift = WordList([
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "_", "Type", "Protocol",
  ])
}
