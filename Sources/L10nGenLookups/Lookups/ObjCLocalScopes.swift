/// The variables one Objective-C file declares and where each can be read: a local
/// (`NSString *message = …`) until its block closes, a parameter (`- (void)show:(NSString *)name`,
/// `^(NSString *item)`, `for (NSString *key in keys)`, `void f(NSString *s)`) in the body or the
/// statement it belongs to, a global to the end of the file. Whether the nearest declaration in
/// sight of a name declares an `NSString`.
///
/// Blocks are counted in the code the preprocessor's first branch keeps (`ObjCTokens.Presence`);
/// code under `#if 0` declares nothing, and a name another branch (`#else`) declares as anything but
/// an `NSString` is never one in this file.
public struct ObjCLocalScopes: Sendable {
  private struct Declaration: Sendable {
    var name: String
    var type: String
    var isString: Bool
    var start: Int
    var end: Int
  }

  /// Each name's declarations in the order they start, and for each the nearest earlier one whose
  /// scope holds it (scopes nest).
  private var declarations: [String: (all: [Declaration], outer: [Int?])] = [:]
  /// The names another branch of a conditional declares as something other than an `NSString`.
  private var otherInSomeBranch: Set<String> = []
  /// Each instance method's body and its class (`self` there is an instance of it).
  private var instanceMethods: [(name: String, range: Range<Int>)] = []

  public init(bytes: [UInt8]) {
    let code = ObjCTokens(bytes: bytes)
    var depth = 0
    // The parentheses open at each block's level: a block inside a call's arguments starts afresh.
    var parentheses = [0]
    var inSignature = false
    var isInstanceMethod = false
    var currentClass: String?
    var methodStart: Int?
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
      switch code.presence[index] {
      case .inactive:
        index += 1
        continue
      case .alternative:
        // Another configuration's code: what it declares, not how its blocks nest.
        if token.kind == .name, let declared = Self.declaredType(code, name: index, inSignature: false), !declared.isString {
          otherInSomeBranch.insert(code.text(index))
        }
        index += 1
        continue
      case .active:
        break
      }
      switch token.kind {
      case .punctuation(UInt8(ascii: "(")):
        parentheses[parentheses.count - 1] += 1
      case .punctuation(UInt8(ascii: ")")):
        parentheses[parentheses.count - 1] = max(0, parentheses[parentheses.count - 1] - 1)
      case .punctuation(UInt8(ascii: "{")):
        // A body: the parameters made at this depth belong to it. A `{` inside parentheses (a
        // dictionary literal in a `for` header) is no body.
        if parentheses[parentheses.count - 1] == 0 || code.isPunctuation(index - 1, ")") || code.isPunctuation(index - 1, "^") {
          open[depth + 1, default: []] += pending.removeValue(forKey: depth) ?? []
        }
        if depth == 0, inSignature, isInstanceMethod, currentClass != nil { methodStart = token.range.lowerBound }
        depth += 1
        parentheses.append(0)
        inSignature = false
      case .punctuation(UInt8(ascii: "}")):
        close(open.removeValue(forKey: depth), at: token.range.lowerBound)
        if depth == 1, let start = methodStart, let className = currentClass {
          instanceMethods.append((className, start..<token.range.upperBound))
          methodStart = nil
        }
        depth = max(0, depth - 1)
        if parentheses.count > 1 { parentheses.removeLast() }
      case .punctuation(UInt8(ascii: ";")) where parentheses[parentheses.count - 1] == 0:
        // A prototype's or a one-statement loop's parameters end with its statement.
        close(pending.removeValue(forKey: depth), at: token.range.lowerBound)
        inSignature = false
      case .punctuation(UInt8(ascii: "-")), .punctuation(UInt8(ascii: "+")):
        if depth == 0, parentheses[parentheses.count - 1] == 0, code.isPunctuation(index + 1, "(") {
          inSignature = true
          isInstanceMethod = token.kind == .punctuation(UInt8(ascii: "-"))
        }
      case .punctuation(UInt8(ascii: "@")) where code.isName(index + 1):
        switch code.text(index + 1) {
        case "property":
          // A property is read as a message, never by its bare name.
          while index < code.tokens.count, !code.isPunctuation(index, ";") { index += 1 }
        case "implementation":
          currentClass = code.isName(index + 2) ? code.text(index + 2) : nil
        case "end":
          currentClass = nil
        default:
          break
        }
      case .name:
        guard let (type, isString) = Self.declaredType(code, name: index, inSignature: inSignature) else { break }
        let declaration = Declaration(name: code.text(index), type: type, isString: isString, start: token.range.lowerBound, end: bytes.count)
        let isParameter = inSignature || parentheses[parentheses.count - 1] > 0
        if isParameter {
          // A parameter of a method, a function, a block, a loop or `@catch`, not of a block type
          // (`void (^)(NSString *message)`): its list's `(` follows a name, `^` or a keyword.
          if inSignature ? Self.isMethodParameter(code, name: index) : Self.isParameterList(code, around: index) {
            pending[depth, default: []].append(declaration)
          }
        } else if depth == 0 {
          found.append(declaration)
        } else {
          open[depth, default: []].append(declaration)
        }
      default:
        break
      }
      index += 1
    }
    found += Array(open.values.joined()) + Array(pending.values.joined())
    for (name, group) in Dictionary(grouping: found, by: \.name) {
      let sorted = group.sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
      // The nearest earlier declaration whose scope holds each one.
      var outer: [Int?] = []
      var holding: [Int] = []
      for (number, declaration) in sorted.enumerated() {
        while let last = holding.last, sorted[last].end < declaration.end { holding.removeLast() }
        outer.append(holding.last)
        holding.append(number)
      }
      declarations[name] = (sorted, outer)
    }
  }

  /// Whether the declaration of `name` in sight at `offset` declares an `NSString` (true) or another
  /// type (false); nil when none of this file is.
  public func isString(_ name: String, at offset: Int) -> Bool? {
    guard let declaration = declaration(of: name, at: offset) else { return otherInSomeBranch.contains(name) ? false : nil }
    return declaration.isString && !otherInSomeBranch.contains(name)
  }

  /// The class (or type) the declaration of `name` in sight at `offset` gives it: `SPMySQLConnection`
  /// for `SPMySQLConnection *connection`; for `self` in an instance method, the class whose
  /// `@implementation` it is in.
  public func type(of name: String, at offset: Int) -> String? {
    if name == "self" { return instanceMethods.last { $0.range.contains(offset) }?.name }
    guard !otherInSomeBranch.contains(name) else { return nil }
    return declaration(of: name, at: offset)?.type
  }

  /// The innermost declaration of `name` whose scope holds `offset`: the last to start before it,
  /// or the nearest one whose scope holds that one, and so on out.
  private func declaration(of name: String, at offset: Int) -> Declaration? {
    guard let (all, outer) = declarations[name] else { return nil }
    var (low, high) = (0, all.count)
    while low < high {
      let middle = (low + high) / 2
      if all[middle].start <= offset { low = middle + 1 } else { high = middle }
    }
    var candidate = low > 0 ? low - 1 : nil
    while let number = candidate, all[number].end <= offset { candidate = outer[number] }
    return candidate.map { all[$0] }
  }

  static let keywords: Set<String> = [
    "return", "else", "case", "goto", "sizeof", "typeof", "__typeof", "__typeof__", "in", "do", "if", "while", "for", "switch", "break",
    "continue", "default", "throw", "new", "delete", "struct", "union", "enum", "typedef", "self", "super", "nil", "Nil", "NULL", "YES", "NO",
    "true", "false", "void", "class", "protocol", "synthesize", "dynamic", "property", "selector", "encode", "interface", "implementation",
  ]

  /// Whether the method parameter `name` is one (`:(TYPE)name`), not a name inside its type.
  private static func isMethodParameter(_ code: ObjCTokens, name: Int) -> Bool {
    code.isPunctuation(name - 1, ")") && code.opening(name - 1).map { code.isPunctuation($0 - 1, ":") } == true
  }

  /// Whether the declaration `name` is in a parameter list: the parentheses around it follow a
  /// name (`void f(`, `for (`, `@catch (`) or `^`, and are not themselves inside a type's
  /// parentheses (`void (^)(NSString *message)`).
  private static func isParameterList(_ code: ObjCTokens, around name: Int) -> Bool {
    guard let open = code.enclosing(name), code.isPunctuation(open, "(") else { return false }
    return code.isPunctuation(open - 1, "^") || (code.isName(open - 1) && !code.isPunctuation(open - 2, "("))
  }

  /// The words after a declared name that leave it declared: `NSString *name __unused = …`.
  private static func isAttribute(_ code: ObjCTokens, _ index: Int) -> Bool {
    code.isName(index) && (code.text(index).hasPrefix("__") || code.text(index).allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber })
  }

  /// The type of the declaration whose name is the token at `name`, and whether it is an
  /// `NSString`: `NSString *name`, `NSArray<NSString *> *name`, `(NSString *)name` or `(id)name`
  /// after a selector part of a method's signature (elsewhere a cast), `id name`, `NSInteger name =
  /// …`, `*second` of `NSNumber *a = @1, *second`; nil when the name is not being declared there.
  /// A declaration whose type cannot be read is not an `NSString`.
  static func declaredType(_ code: ObjCTokens, name: Int, inSignature: Bool) -> (type: String, isString: Bool)? {
    let text = code.text(name)
    guard !keywords.contains(text), !ObjCDeclarations.qualifiers.contains(text), !code.isPunctuation(name - 1, "@"),
      !code.isPunctuation(name - 1, "."), !(code.isPunctuation(name - 1, ">") && code.isPunctuation(name - 2, "-"))
    else { return nil }
    // `(TYPE)name` after `label:`: a method's parameter, whatever its type.
    if inSignature, code.isPunctuation(name - 1, ")"), let open = code.opening(name - 1), code.isPunctuation(open - 1, ":") {
      let type = (open + 1..<(name - 1)).first { code.isName($0) && !ObjCDeclarations.qualifiers.contains(code.text($0)) }.map(code.text) ?? "id"
      return (type, ObjCDeclarations.isStringType(code, from: open + 1, to: name - 1))
    }
    // What follows a declared name.
    var after = name + 1
    while isAttribute(code, after) {
      after += 1
      if code.isPunctuation(after, "("), let close = code.closing(after) { after = close + 1 }
    }
    func endsDeclaration(_ index: Int) -> Bool {
      [";", "=", ",", ")", "[", "{", ":"].contains { code.isPunctuation(index, $0) } || (code.isName(index) && code.text(index) == "in")
    }
    var cursor = name - 1
    while code.isName(cursor), ObjCDeclarations.qualifiers.contains(code.text(cursor)) { cursor -= 1 }
    if code.isPunctuation(cursor, "*") {
      var stars = 0
      while code.isPunctuation(cursor, "*") {
        stars += 1
        cursor -= 1
      }
      while code.isName(cursor), ObjCDeclarations.qualifiers.contains(code.text(cursor)) { cursor -= 1 }
      // `, *second`: declared with the type of the first, which is not read here.
      if code.isPunctuation(cursor, ",") { return endsDeclaration(after) ? ("", false) : nil }
      // `NSArray<NSString *> *`: the class before its parameters.
      if code.isPunctuation(cursor, ">"), let open = code.typeParametersOpening(cursor) { cursor = open - 1 }
      guard code.isName(cursor), !keywords.contains(code.text(cursor)) else { return nil }
      // Not a product (`a = width * height`, `return width * height`): a declaration starts a
      // statement or a parameter, and goes on to `=`, `;`, `,`, `)`, `[` or `in`, a function's to
      // its parameters (`NSString *SPErrorText(NSInteger code)`).
      guard startsDeclaration(code, before: cursor), endsDeclaration(after) || code.isPunctuation(after, "(") else { return nil }
      let type = code.text(cursor)
      return (type, stars == 1 && ObjCDeclarations.stringClasses.contains(type))
    }
    // `__typeof__(value) copy = value`.
    if code.isPunctuation(cursor, ")"), let open = code.opening(cursor), code.isName(open - 1),
      ["typeof", "__typeof", "__typeof__"].contains(code.text(open - 1)), endsDeclaration(after)
    {
      return ("", false)
    }
    // `id<Protocol> name`.
    if code.isPunctuation(cursor, ">"), let open = code.typeParametersOpening(cursor), code.isName(open - 1), code.text(open - 1) == "id",
      endsDeclaration(after)
    {
      return ("id", false)
    }
    // `id name`, `NSInteger count = …`: two names in a row, starting a statement or a parameter.
    guard code.isName(cursor), !keywords.contains(code.text(cursor)), startsDeclaration(code, before: cursor) else { return nil }
    let type = code.text(cursor)
    guard
      [";", "=", ",", "{"].contains(where: { code.isPunctuation(after, $0) })
        || (["id", "__auto_type", "Class", "instancetype"].contains(type) && endsDeclaration(after))
    else { return nil }
    return (type, false)
  }

  /// Whether a declaration's type can start at the token `type`: at a statement's or a parameter's
  /// start, after qualifiers (`static`, `__block`), never after an operator or `return`.
  private static func startsDeclaration(_ code: ObjCTokens, before type: Int) -> Bool {
    var index = type - 1
    while code.isName(index), ObjCDeclarations.qualifiers.contains(code.text(index)) || code.text(index) == "const" { index -= 1 }
    if index < 0 { return true }
    if code.tokens[index].kind == .directive { return true }
    // After `@end`, `@implementation Name`, `@interface Name : Super <Protocol>`.
    if code.isName(index), code.isPunctuation(index - 1, "@") || (code.isName(index - 1) && code.isPunctuation(index - 2, "@")) { return true }
    return [";", "{", "}", "(", ",", ":", ")", ">"].contains { code.isPunctuation(index, $0) }
  }
}
