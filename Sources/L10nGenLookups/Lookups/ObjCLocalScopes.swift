/// The variables one Objective-C file declares and where each can be read: a local
/// (`NSString *message = …`) until its block closes, a parameter (`- (void)show:(NSString *)name`,
/// `^(NSString *item)`, `for (NSString *key in keys)`) in the body it belongs to, a global to the
/// end of the file. Whether the nearest declaration in sight of a name declares an `NSString`.
public struct ObjCLocalScopes: Sendable {
  private struct Declaration: Sendable {
    var name: String
    var type: String
    var isString: Bool
    var start: Int
    var end: Int
  }

  private var declarations: [String: [Declaration]] = [:]
  /// Each `@implementation`: its class and where it is.
  private var implementations: [(name: String, range: Range<Int>)] = []

  public init(bytes: [UInt8]) {
    let code = ObjCTokens(bytes: bytes)
    var depth = 0
    var parentheses = 0
    var inSignature = false
    // Declarations whose scope is the body or statement that follows (parameters), by the depth
    // they were made at; and those of each open block, by its depth.
    var pending: [Int: [Declaration]] = [:]
    var open: [Int: [Declaration]] = [:]
    var found: [Declaration] = []
    func close(_ declarations: [Declaration]?, at end: Int) {
      for var declaration in declarations ?? [] {
        declaration.end = end
        found.append(declaration)
      }
    }
    var index = 0
    while index < code.tokens.count {
      let token = code.tokens[index]
      switch token.kind {
      case .punctuation(UInt8(ascii: "(")):
        parentheses += 1
      case .punctuation(UInt8(ascii: ")")):
        parentheses = max(0, parentheses - 1)
      case .punctuation(UInt8(ascii: "{")):
        // The parameters made at this depth belong to the block that opens.
        open[depth + 1, default: []] += pending.removeValue(forKey: depth) ?? []
        depth += 1
        inSignature = false
      case .punctuation(UInt8(ascii: "}")):
        close(open.removeValue(forKey: depth), at: token.range.lowerBound)
        depth = max(0, depth - 1)
      case .punctuation(UInt8(ascii: ";")) where parentheses == 0:
        // A prototype's or a one-statement loop's parameters end with its statement.
        close(pending.removeValue(forKey: depth), at: token.range.lowerBound)
        inSignature = false
      case .punctuation(UInt8(ascii: "-")), .punctuation(UInt8(ascii: "+")):
        if depth == 0, parentheses == 0, code.isPunctuation(index + 1, "(") { inSignature = true }
      case .punctuation(UInt8(ascii: "@")) where code.isName(index + 1) && code.text(index + 1) == "property":
        // A property is read as a message, never by its bare name.
        while index < code.tokens.count, !code.isPunctuation(index, ";") { index += 1 }
      case .punctuation(UInt8(ascii: "@")) where code.isName(index + 1) && code.text(index + 1) == "implementation" && code.isName(index + 2):
        implementations.append((code.text(index + 2), token.range.lowerBound..<bytes.count))
      case .punctuation(UInt8(ascii: "@")) where code.isName(index + 1) && code.text(index + 1) == "end":
        if let last = implementations.last, last.range.upperBound == bytes.count {
          implementations[implementations.count - 1].range = last.range.lowerBound..<token.range.lowerBound
        }
      case .name:
        if let (type, isString) = Self.declaredType(code, name: index, inSignature: inSignature) {
          let declaration = Declaration(name: code.text(index), type: type, isString: isString, start: token.range.lowerBound, end: bytes.count)
          if parentheses > 0 || inSignature {
            pending[depth, default: []].append(declaration)
          } else if depth == 0 {
            found.append(declaration)
          } else {
            open[depth, default: []].append(declaration)
          }
        }
      default:
        break
      }
      index += 1
    }
    found += Array(open.values.joined()) + Array(pending.values.joined())
    for declaration in found { declarations[declaration.name, default: []].append(declaration) }
  }

  /// Whether the declaration of `name` in sight at `offset` declares an `NSString` (true) or another
  /// type (false); nil when none of this file is.
  public func isString(_ name: String, at offset: Int) -> Bool? { declaration(of: name, at: offset)?.isString }

  /// The class (or type) the declaration of `name` in sight at `offset` gives it: `SPMySQLConnection`
  /// for `SPMySQLConnection *connection`; for `self`, the class whose `@implementation` it is in.
  public func type(of name: String, at offset: Int) -> String? {
    if name == "self" { return implementations.last { $0.range.contains(offset) }?.name }
    return declaration(of: name, at: offset)?.type
  }

  private func declaration(of name: String, at offset: Int) -> Declaration? {
    declarations[name]?.filter { $0.start <= offset && offset < $0.end }.max { $0.start < $1.start }
  }

  static let keywords: Set<String> = [
    "return", "else", "case", "goto", "sizeof", "typeof", "__typeof", "__typeof__", "in", "do", "if", "while", "for", "switch", "break",
    "continue", "default", "throw", "new", "delete", "struct", "union", "enum", "typedef", "self", "super", "nil", "Nil", "NULL", "YES", "NO",
    "true", "false", "void", "class", "protocol", "synthesize", "dynamic", "property", "selector", "encode", "interface", "implementation",
  ]

  /// The type of the declaration whose name is the token at `name`, and whether it is an
  /// `NSString`: `NSString *name`, `NSArray<NSString *> *name`, `(NSString *)name` after a selector
  /// part of a method's signature (elsewhere a cast), `id name`, `NSInteger name = …`; nil when the
  /// name is not being declared there.
  static func declaredType(_ code: ObjCTokens, name: Int, inSignature: Bool) -> (type: String, isString: Bool)? {
    let text = code.text(name)
    guard !keywords.contains(text), !ObjCDeclarations.qualifiers.contains(text), !code.isPunctuation(name - 1, "@"),
      !code.isPunctuation(name - 1, "."), !(code.isPunctuation(name - 1, ">") && code.isPunctuation(name - 2, "-"))
    else { return nil }
    var cursor = name - 1
    while code.isName(cursor), ObjCDeclarations.qualifiers.contains(code.text(cursor)) { cursor -= 1 }
    // `(NSString *)name` after `label:`: a method's parameter.
    var isParameter = false
    if inSignature, code.isPunctuation(cursor, ")"), let open = code.opening(cursor), code.isPunctuation(open - 1, ":") {
      isParameter = true
      cursor -= 1
      while code.isName(cursor), ObjCDeclarations.qualifiers.contains(code.text(cursor)) { cursor -= 1 }
    }
    if code.isPunctuation(cursor, "*") {
      var stars = 0
      while code.isPunctuation(cursor, "*") {
        stars += 1
        cursor -= 1
      }
      while code.isName(cursor), ObjCDeclarations.qualifiers.contains(code.text(cursor)) { cursor -= 1 }
      // `NSArray<NSString *> *`: the class before its parameters.
      if code.isPunctuation(cursor, ">"), let open = code.opening(cursor) { cursor = open - 1 }
      guard code.isName(cursor), !keywords.contains(code.text(cursor)) else { return nil }
      // Not a product (`width * height`): a declaration goes on to `=`, `;`, `,`, `)`, `[` or `in`,
      // a function's to its parameters (`NSString *SPErrorText(NSInteger code)`).
      guard isParameter || endsDeclaration(code, name + 1) || code.isPunctuation(name + 1, "(") else { return nil }
      let type = code.text(cursor)
      return (type, stars == 1 && ObjCDeclarations.stringClasses.contains(type))
    }
    guard !isParameter, code.isName(cursor), !keywords.contains(code.text(cursor)) else {
      // `id<Protocol> name`.
      if code.isPunctuation(cursor, ">"), let open = code.opening(cursor), code.isName(open - 1), code.text(open - 1) == "id",
        endsDeclaration(code, name + 1)
      {
        return ("id", false)
      }
      return nil
    }
    // `id name`, `NSInteger count = …`: two names in a row, outside a message, then `=`, `;` or `,`.
    let type = code.text(cursor)
    guard
      code.isPunctuation(name + 1, "=") || code.isPunctuation(name + 1, ";") || code.isPunctuation(name + 1, ",")
        || (["id", "__auto_type", "Class", "instancetype"].contains(type) && endsDeclaration(code, name + 1))
    else { return nil }
    return (type, false)
  }

  private static func endsDeclaration(_ code: ObjCTokens, _ index: Int) -> Bool {
    code.isPunctuation(index, "=") || code.isPunctuation(index, ";") || code.isPunctuation(index, ",") || code.isPunctuation(index, ")")
      || code.isPunctuation(index, "[") || (code.isName(index) && code.text(index) == "in")
  }
}
