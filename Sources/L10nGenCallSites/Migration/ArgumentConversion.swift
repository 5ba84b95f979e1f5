import L10nGenLookups

/// What an argument of a lookup's format becomes in its accessor's call, when the code shows its
/// type (`Float(x)`, `Int32(n)`, `name as NSString`) and the accessor's parameter takes another:
/// wrapped in a conversion that keeps the value the format prints (`Double(Float(x))`: `%f` reads a
/// `Float` as the `Double` C promotes it to), or nothing when none does.
enum ArgumentConversion {
  static let signedIntegers: Set<String> = ["Int8", "Int16", "Int32", "Int64"]
  static let unsignedIntegers: Set<String> = ["UInt8", "UInt16", "UInt32"]
  /// Unsigned integers as wide as `Int`: their bits are kept (`%lu` reads the same bits).
  static let wideUnsignedIntegers: Set<String> = ["UInt", "UInt64"]
  static let floatingPoint: Set<String> = ["Float", "CGFloat", "Float16"]
  /// Every type a conversion knows, to or from.
  static let knownTypes = signedIntegers.union(unsignedIntegers).union(wideUnsignedIntegers).union(floatingPoint)
    .union(["Int", "UInt", "Double", "String", "NSString"])

  /// The text around the argument's (`prefix` + argument + `suffix`) that passes it as `parameter`;
  /// ("", "") when it is passed as it is, nil when no conversion keeps what the format prints.
  static func wrapping(_ argument: String, as parameter: String, declared: DeclaredTypes = DeclaredTypes()) -> (prefix: String, suffix: String)? {
    guard let (type, isCertain) = evidentType(of: argument, declared: declared), type != parameter else { return ("", "") }
    guard let conversion = conversion(from: type, to: parameter) else {
      // The project's declaration of a name is a guess: where it gives no conversion, the compiler
      // tells.
      return isCertain ? nil : ("", "")
    }
    return conversion
  }

  /// The text around an argument of `type` that passes it as `parameter`, keeping what the format
  /// prints; nil when none does.
  private static func conversion(from type: String, to parameter: String) -> (prefix: String, suffix: String)? {
    switch parameter {
    case "Any":
      return ("", "")
    case "Int":
      if signedIntegers.contains(type) || unsignedIntegers.contains(type) { return ("Int(", ")") }
      if wideUnsignedIntegers.contains(type) { return ("Int(truncatingIfNeeded: ", ")") }
      return nil
    case "Double":
      return floatingPoint.contains(type) ? ("Double(", ")") : nil
    case "String":
      // `%@` prints an `NSString`'s description, its text.
      return type == "NSString" ? ("String(describing: ", ")") : nil
    default:
      return nil
    }
  }

  /// The type an argument's text shows: a conversion (`Int32(n)`, `Swift.Float(x)`) or a cast
  /// (`a as NSString`) that is the whole expression, or a name (`scale`, `self.scale`,
  /// `artist.tracksCount`) declared with one of these types (`DeclaredTypes`); nil when only the
  /// compiler could tell.
  static func evidentType(of argument: String, declared: DeclaredTypes = DeclaredTypes()) -> (type: String, isCertain: Bool)? {
    let scanner = SwiftScanner(bytes: Array(argument.utf8))
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    func isName(_ index: Int) -> Bool { index >= 0 && index < tokens.count && tokens[index].kind == .identifier }
    guard scanner.isComplete, !tokens.isEmpty else { return nil }
    let known = signedIntegers.union(unsignedIntegers).union(wideUnsignedIntegers).union(floatingPoint).union([
      "Int", "UInt", "Double", "String", "NSString",
    ])
    // `T(…)` or `Swift.T(…)`, its parentheses closing at the end.
    var start = 0
    if tokens.count > 2, isName(0), text(0) == "Swift" || text(0) == "Foundation", tokens[1].isPunctuation(".") { start = 2 }
    if isName(start), known.contains(text(start)), start + 1 < tokens.count, tokens[start + 1].isPunctuation("("),
      tokens.last?.isPunctuation(")") == true,
      closes(tokens, from: start + 1)
    {
      return (text(start), true)
    }
    // A name declared with a known type, alone or the last of a chain of names (`self.total`,
    // `artist.tracksCount`).
    if tokens.count % 2 == 1, (0..<tokens.count).allSatisfy({ $0 % 2 == 0 ? isName($0) : tokens[$0].isPunctuation(".") }) {
      let name = text(tokens.count - 1)
      let alone = tokens.count == 1 || (tokens.count == 3 && text(0) == "self")
      if alone, let type = declared.fileType(of: name) { return (type, true) }
      if let type = declared.projectType(of: name) { return (type, false) }
    }
    // `… as T`, the cast outside any bracket.
    if tokens.count >= 3, isName(tokens.count - 1), isName(tokens.count - 2), text(tokens.count - 2) == "as", depthAtEnd(tokens) == 0 {
      let type = text(tokens.count - 1)
      return known.contains(type) ? (type, true) : nil
    }
    return nil
  }

  /// Whether the bracket at `open` closes at the last token.
  private static func closes(_ tokens: [SwiftToken], from open: Int) -> Bool {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") || tokens[index].isPunctuation("{") { depth += 1 }
      if tokens[index].isPunctuation(")") || tokens[index].isPunctuation("]") || tokens[index].isPunctuation("}") {
        depth -= 1
        if depth == 0 { return index == tokens.count - 1 }
      }
    }
    return false
  }

  /// Whether every bracket is closed where the tokens end.
  private static func depthAtEnd(_ tokens: [SwiftToken]) -> Int {
    tokens.reduce(0) { depth, token in
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { return depth + 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { return depth - 1 }
      return depth
    }
  }
}
