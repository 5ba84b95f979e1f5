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

  /// The text around the argument's (`prefix` + argument + `suffix`) that passes it as `parameter`;
  /// ("", "") when it is passed as it is, nil when no conversion keeps what the format prints.
  static func wrapping(_ argument: String, as parameter: String, declared: [String: String] = [:]) -> (prefix: String, suffix: String)? {
    guard let type = evidentType(of: argument, declared: declared), type != parameter else { return ("", "") }
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
  /// (`a as NSString`) that is the whole expression, or a name (`scale`, `self.scale`) the file
  /// declares with one of these types (`declared`, `declaredTypes(in:)`); nil when only the compiler
  /// could tell.
  static func evidentType(of argument: String, declared: [String: String] = [:]) -> String? {
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
      return text(start)
    }
    // A name the file declares with a known type, maybe as `self.name`.
    if tokens.count == 1 || (tokens.count == 3 && text(0) == "self" && tokens[1].isPunctuation(".")), isName(tokens.count - 1),
      let type = declared[text(tokens.count - 1)]
    {
      return type
    }
    // `… as T`, the cast outside any bracket.
    if tokens.count >= 3, isName(tokens.count - 1), isName(tokens.count - 2), text(tokens.count - 2) == "as", depthAtEnd(tokens) == 0 {
      let type = text(tokens.count - 1)
      return known.contains(type) ? type : nil
    }
    return nil
  }

  /// The names a file declares with one of the types conversions know (`let scale: Float`,
  /// `var count: Int32 = 0`, a parameter `(for count: UInt)`), each declared with one type only:
  /// a name declared with two is left out, as which one an argument names is the compiler's to tell.
  static func declaredTypes(in scanner: SwiftScanner) -> [String: String] {
    let tokens = scanner.tokens
    let known = signedIntegers.union(unsignedIntegers).union(wideUnsignedIntegers).union(floatingPoint).union([
      "Int", "UInt", "Double", "String", "NSString",
    ])
    var types: [String: String] = [:]
    var ambiguous = Set<String>()
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    for index in tokens.indices.dropFirst().dropLast() where tokens[index].isPunctuation(":") {
      guard tokens[index - 1].kind == .identifier, tokens[index + 1].kind == .identifier else { continue }
      let type = text(index + 1)
      guard known.contains(type) else { continue }
      // An optional, a generic or a member type is another type.
      if index + 2 < tokens.count,
        tokens[index + 2].isPunctuation("?") || tokens[index + 2].isPunctuation("!") || tokens[index + 2].isPunctuation(".")
          || text(index + 2) == "<"
      {
        continue
      }
      let name = text(index - 1)
      if let known = types[name], known != type { ambiguous.insert(name) }
      types[name] = type
    }
    for name in ambiguous { types[name] = nil }
    return types
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
