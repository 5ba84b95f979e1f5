import Foundation

/// What a project declares that its Objective-C reads by name, and whether as an `NSString`: what
/// tells that `%@` prints an argument alike with a locale or without.
/// - **Messages** (`[connection lastErrorMessage]`, `self.title`): each method's first selector part
///   and each property, from `- (NSString *)lastErrorMessage`, `@property (copy) NSString *title`,
///   and from the Swift the Objective-C calls (`@objc static func string(byteSize:) -> NSString` is
///   `+stringWithByteSize:`, named as Swift names it).
/// - **Variables** (`tableName`, `_title`, `SPErrorText(…)`): every `NSString *name` the project
///   declares (instance variables, globals, functions, and locals and parameters, as a name read
///   where no declaration is in sight may be any of them), and `_title` for `@property … *title`.
/// - **Macros**: `#define FN(x) [NSNumberFormatter localizedStringFromNumber:x …]`, by name.
/// A name is a string only when every declaration of it says so.
public struct ObjCDeclarations: Equatable, Sendable {
  private var stringMembers: Set<String> = []
  private var otherMembers: Set<String> = []
  private var stringVariables: Set<String> = []
  private var otherVariables: Set<String> = []
  private var macros: [String: Macro] = [:]
  private var redefinedMacros: Set<String> = []
  /// Each class's own messages (its `@interface`, extensions, categories and `@implementation`),
  /// whether each returns a string; and its superclass.
  private var classMembers: [String: [String: Bool]] = [:]
  private var superclasses: [String: String] = [:]

  public init() {}

  /// Whether a message `name` is declared returning an `NSString` (true), another type (false), or
  /// nowhere in the project (nil).
  public func member(_ name: String) -> Bool? { declared(name, strings: stringMembers, others: otherMembers) }

  /// Whether the message `name` sent to an instance of `className` returns an `NSString`, as the
  /// class or its superclasses declare it in the project (its categories and extensions too); nil
  /// when none of them does.
  public func member(_ name: String, inClass className: String) -> Bool? {
    var visited = Set<String>()
    var current: String? = className
    while let type = current, visited.insert(type).inserted {
      if let declared = classMembers[type]?[name] { return declared }
      current = superclasses[type]
    }
    return nil
  }

  /// Whether a variable, constant or function `name` is declared as an `NSString` (true), another
  /// type (false), or nowhere in the project (nil).
  public func variable(_ name: String) -> Bool? { declared(name, strings: stringVariables, others: otherVariables) }

  /// A macro: its parameters' names (nil for one without parentheses) and its body.
  public struct Macro: Equatable, Sendable {
    public var parameters: [String]?
    public var body: String

    public init(parameters: [String]?, body: String) {
      self.parameters = parameters
      self.body = body
    }
  }

  /// The macro `name`, when the project defines it once.
  public func macro(_ name: String) -> Macro? { redefinedMacros.contains(name) ? nil : macros[name] }

  private func declared(_ name: String, strings: Set<String>, others: Set<String>) -> Bool? {
    if others.contains(name) { return false }
    return strings.contains(name) ? true : nil
  }

  private mutating func addMember(_ name: String, isString: Bool, of className: String? = nil) {
    if isString { stringMembers.insert(name) } else { otherMembers.insert(name) }
    if let className { classMembers[className, default: [:]][name] = (classMembers[className]?[name] ?? true) && isString }
  }

  private mutating func addVariable(_ name: String, isString: Bool) {
    if isString { stringVariables.insert(name) } else { otherVariables.insert(name) }
  }

  /// The classes whose pointers `%@` prints as their text.
  static let stringClasses: Set<String> = ["NSString", "NSMutableString"]

  /// Adds the declarations of an Objective-C file (`.h`, `.m`, `.mm`).
  public mutating func add(objectiveC bytes: [UInt8]) {
    let code = ObjCTokens(bytes: bytes)
    var depth = 0
    var index = 0
    // The class whose `@interface` or `@implementation` the code is in.
    var currentClass: String?
    while index < code.tokens.count {
      let token = code.tokens[index]
      // Under `#if 0`, nothing; in another branch (`#else`), what it declares, its blocks not counted.
      let presence = code.presence[index]
      if presence == .inactive || (presence == .alternative && (token.isPunctuation("{") || token.isPunctuation("}"))) {
        index += 1
        continue
      }
      switch token.kind {
      case .directive:
        addMacro(code.text(index))
      case .punctuation(UInt8(ascii: "@")) where code.isName(index + 1):
        switch code.text(index + 1) {
        case "interface", "implementation":
          currentClass = code.isName(index + 2) ? code.text(index + 2) : nil
          if let currentClass, code.isPunctuation(index + 3, ":"), code.isName(index + 4) { superclasses[currentClass] = code.text(index + 4) }
        case "protocol":
          // `@protocol Name;` declares and `@protocol(Name)` names one; `@protocol Name …` opens a
          // protocol, whose messages any class may take.
          if !code.isPunctuation(index + 3, ";"), !code.isPunctuation(index + 2, "(") { currentClass = nil }
        case "synthesize":
          // `@synthesize total;` names its instance variable `total`; `@synthesize total = _sum;`, `_sum`.
          var end = index + 2
          while end < code.tokens.count, !code.isPunctuation(end, ";") {
            if code.isName(end), code.isPunctuation(end + 1, ";") || code.isPunctuation(end + 1, ",") { addVariable(code.text(end), isString: false) }
            end += 1
          }
        case "end":
          currentClass = nil
        case "property":
          index = addProperty(code, from: index + 2, of: currentClass)
          continue
        default:
          break
        }
      case .punctuation(UInt8(ascii: "{")):
        depth += 1
      case .punctuation(UInt8(ascii: "}")):
        depth = max(0, depth - 1)
      case .punctuation(UInt8(ascii: "-")), .punctuation(UInt8(ascii: "+")):
        // `- (NSString *)title…`, outside any body, first on its line or after a declaration: a
        // method; a class's own only if an instance's (`+` messages go to the class).
        if depth == 0, code.isPunctuation(index + 1, "("),
          Self.startsLine(token.range.lowerBound, in: bytes) || code.isPunctuation(index - 1, ";") || code.isPunctuation(index - 1, "}"),
          let close = code.closing(index + 1), code.isName(close + 1)
        {
          let isInstance = token.isPunctuation("-")
          addMember(code.text(close + 1), isString: Self.isStringType(code, from: index + 2, to: close), of: isInstance ? currentClass : nil)
          index = close + 2
          continue
        }
      case .name:
        // At the top level, `:(NSString *)name` is a method's parameter; in a body, a cast.
        if let declared = ObjCLocalScopes.declaredType(code, name: index, inSignature: depth == 0) {
          addVariable(code.text(index), isString: declared.isString)
        }
      default:
        break
      }
      index += 1
    }
  }

  /// Reads `@property (attributes) TYPE *name;` from after `property`; returns where it ends.
  private mutating func addProperty(_ code: ObjCTokens, from start: Int, of className: String?) -> Int {
    var index = start
    // `(copy, getter=displayName)`: the getter is the message; `(class)`, the class's.
    var getter: String?
    var isClassProperty = false
    if code.isPunctuation(index, "("), let close = code.closing(index) {
      for attribute in index..<close where code.isName(attribute) {
        if code.text(attribute) == "getter", code.isPunctuation(attribute + 1, "="), code.isName(attribute + 2) { getter = code.text(attribute + 2) }
        if code.text(attribute) == "class" { isClassProperty = true }
      }
      index = close + 1
    }
    var end = index
    while end < code.tokens.count, !code.isPunctuation(end, ";"), !code.isPunctuation(end, "}") { end += 1 }
    // The name is the last name before `;`, past trailing macros (`API_AVAILABLE(ios(13))`,
    // `NS_UNAVAILABLE`) that follow a name (`NSURL *URL` is named `URL`).
    var last = end - 1
    while last > index {
      if code.isPunctuation(last, ")"), let open = code.opening(last) {
        last = open - 1
      } else if code.isName(last), code.isName(last - 1), code.text(last).allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) {
        last -= 1
      } else {
        break
      }
    }
    if code.isName(last), last > index {
      let name = code.text(last)
      let isString = Self.isStringType(code, from: index, to: last)
      for message in [name, getter].compactMap({ $0 }) { addMember(message, isString: isString, of: isClassProperty ? nil : className) }
      addVariable("_" + name, isString: isString)
    }
    return end + 1
  }

  /// Reads `#define NAME(a, b) body` and `#define NAME body`.
  private mutating func addMacro(_ line: String) {
    let text = line.dropFirst().drop { $0 == " " || $0 == "\t" }
    guard text.hasPrefix("define") else { return }
    let rest = text.dropFirst("define".count).drop { $0 == " " || $0 == "\t" }
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty else { return }
    var body = rest.dropFirst(name.count)
    var parameters: [String]?
    if body.first == "(", let close = body.firstIndex(of: ")") {
      parameters = body[body.index(after: body.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      body = body[body.index(after: close)...]
    }
    let macro = Macro(
      parameters: parameters,
      body: body.replacingOccurrences(of: "\\\r\n", with: " ").replacingOccurrences(of: "\\\n", with: " ").trimmingCharacters(in: .whitespaces))
    if let existing = macros[name], existing != macro { redefinedMacros.insert(name) }
    macros[name] = macro
  }

  /// Whether the type written from token `start` to `end` (excluded) is a pointer to a string
  /// class: `NSString *`, `nullable NSString *`, `NSString * _Nullable const`.
  public static func isStringType(_ code: ObjCTokens, from start: Int, to end: Int) -> Bool {
    let names = (start..<end).filter { code.isName($0) }.map(code.text).filter { !qualifiers.contains($0) }
    let stars = (start..<end).filter { code.isPunctuation($0, "*") }.count
    return names.count == 1 && stringClasses.contains(names[0]) && stars == 1
  }

  /// The words that qualify a type without changing it.
  static let qualifiers: Set<String> = [
    "const", "nullable", "nonnull", "_Nullable", "_Nonnull", "_Null_unspecified", "null_unspecified", "__strong", "__weak",
    "__unsafe_unretained", "__autoreleasing", "__block", "static", "extern", "__kindof", "volatile", "register", "inline",
    "FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN", "APPKIT_EXTERN", "NS_RETURNS_NOT_RETAINED", "NS_RETURNS_RETAINED",
  ]

  private static func startsLine(_ offset: Int, in bytes: [UInt8]) -> Bool {
    var cursor = offset - 1
    while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
    return cursor < 0 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D
  }

  // MARK: - Swift

  /// Adds the members a Swift file declares in its types and extensions, by the selector Swift gives
  /// them in Objective-C (`var title: String?` is `title`, `func string(byteSize: Int64) -> NSString`
  /// is `stringWithByteSize:`, `func name(for id: Int) -> String` `nameFor:`), each also as its
  /// type's, by the Swift name (a class's Objective-C name, unless `@objc(…)` renames it). Only the
  /// members Objective-C sees tell a string; any member tells another type.
  public mutating func add(swift scanner: SwiftScanner) {
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    func isName(_ index: Int) -> Bool { index < tokens.count && tokens[index].kind == .identifier }
    let typeWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor"]
    var depth = 0
    // Each open type body: its depth and its type's name, which Objective-C calls it by.
    var typeBodies: [(depth: Int, name: String)] = []
    var pendingType: String?
    var pendingMembersVisible = false
    // Whether each open type body's members are all seen by Objective-C (`@objcMembers`).
    var membersVisible: [Bool] = []
    /// The attributes and modifiers written before the declaration at `index` (`objc`, `override`),
    /// and the name `@objc(name)` gives it. A few dozen tokens at most are read back.
    func attributes(before index: Int) -> Set<String> { attributesAndName(before: index).attributes }
    func attributesAndName(before index: Int) -> (attributes: Set<String>, objectiveCName: String?) {
      var found = Set<String>()
      var renamed: String?
      var cursor = index - 1
      let floor = max(0, index - 64)
      while cursor >= floor {
        if tokens[cursor].isPunctuation(")") {
          // `@objc(name:)`, `private(set)`: back over the parentheses.
          let close = cursor
          var level = 0
          repeat {
            if tokens[cursor].isPunctuation(")") { level += 1 }
            if tokens[cursor].isPunctuation("(") { level -= 1 }
            cursor -= 1
          } while cursor >= floor && level > 0
          if level > 0 { break }
          if isName(cursor), text(cursor) == "objc", cursor + 2 < close, isName(cursor + 2) { renamed = text(cursor + 2) }
          continue
        }
        guard isName(cursor) else { break }
        let word = text(cursor)
        let isAttribute = cursor > 0 && text(cursor - 1) == "@"
        guard isAttribute || Self.swiftModifiers.contains(word) else { break }
        found.insert(word)
        cursor -= isAttribute ? 2 : 1
      }
      return (found, renamed)
    }
    /// Whether Objective-C sees the member declared at `index`: `@objc`, `@IBOutlet`, `dynamic`,
    /// an `override`, or a member of an `@objcMembers` type.
    func isVisible(_ index: Int) -> Bool {
      !attributes(before: index).isDisjoint(with: ["objc", "IBOutlet", "IBAction", "IBInspectable", "NSManaged", "dynamic", "override"])
        || membersVisible.last == true
    }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.isPunctuation("{") {
        depth += 1
        if let name = pendingType {
          typeBodies.append((depth, name))
          membersVisible.append(pendingMembersVisible)
          pendingType = nil
        }
      } else if token.isPunctuation("}") {
        if typeBodies.last?.depth == depth {
          typeBodies.removeLast()
          membersVisible.removeLast()
        }
        depth -= 1
      } else if isName(index), typeWords.contains(text(index)), isName(index + 1),
        !["func", "var", "let", "override", "final", "static", "private", "public", "internal", "fileprivate", "open"].contains(text(index + 1))
      {
        pendingType = text(index + 1)
        pendingMembersVisible = attributes(before: index).contains("objcMembers")
      } else if isName(index), typeBodies.last?.depth == depth, text(index) == "var" || text(index) == "let", isName(index + 1),
        index + 2 < tokens.count, tokens[index + 2].isPunctuation(":"), isName(index + 3)
      {
        addSwiftMember(
          attributesAndName(before: index).objectiveCName ?? text(index + 1), isString: Self.isSwiftString(tokens, from: index + 3, text: text),
          of: typeBodies.last?.name, isVisible: isVisible(index))
      } else if isName(index), typeBodies.last?.depth == depth, text(index) == "var" || text(index) == "let", isName(index + 1) {
        // `var date = Date()`: a type not written, so not known to be a string.
        addSwiftMember(text(index + 1), isString: false, of: typeBodies.last?.name, isVisible: isVisible(index))
      } else if isName(index), typeBodies.last?.depth == depth, text(index) == "func", isName(index + 1), index + 2 < tokens.count,
        tokens[index + 2].isPunctuation("(")
      {
        let base = text(index + 1)
        var close = index + 2
        var parenthesis = 0
        repeat {
          if tokens[close].isPunctuation("(") { parenthesis += 1 }
          if tokens[close].isPunctuation(")") { parenthesis -= 1 }
          close += 1
        } while close < tokens.count && parenthesis > 0
        // The first parameter: `label name:`, `name:` (its name its label) or `_ name:`.
        var selector = base
        if isName(index + 3), index + 4 < tokens.count {
          let label: String? =
            tokens[index + 4].isPunctuation(":") ? text(index + 3) : (isName(index + 4) && text(index + 3) != "_" ? text(index + 3) : nil)
          if let label { selector = Self.selector(base: base, firstLabel: label) }
        }
        // `-> T` before the body.
        var arrow = close
        while arrow < tokens.count, !tokens[arrow].isPunctuation("{"), text(arrow) != "->", !(isName(arrow) && text(arrow) == "func") { arrow += 1 }
        let isString = arrow < tokens.count && text(arrow) == "->" && isName(arrow + 1) && Self.isSwiftString(tokens, from: arrow + 1, text: text)
        addSwiftMember(
          attributesAndName(before: index).objectiveCName ?? selector, isString: isString, of: typeBodies.last?.name, isVisible: isVisible(index))
        index = close
        continue
      }
      index += 1
    }
  }

  /// The words that may come before a Swift member's `var` or `func`.
  static let swiftModifiers: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "static", "class", "final", "override", "dynamic", "lazy", "weak", "unowned",
    "mutating", "nonmutating", "required", "convenience", "nonisolated", "optional", "indirect", "set", "unsafe",
  ]

  /// A Swift member: as its type's only where Objective-C sees it, and as a string by name only then
  /// (one it does not see may share its name with a message of another type it does); as another
  /// type, always.
  private mutating func addSwiftMember(_ name: String, isString: Bool, of typeName: String?, isVisible: Bool) {
    guard isVisible else {
      if !isString { addMember(name, isString: false) }
      return
    }
    addMember(name, isString: isString, of: typeName)
  }

  /// Whether the Swift type at `start` is a string Objective-C sees as an `NSString`: `String`,
  /// `String?`, `NSString!`, `Swift.String`.
  private static func isSwiftString(_ tokens: [SwiftToken], from start: Int, text: (Int) -> String) -> Bool {
    var index = start
    if index + 2 < tokens.count, text(index) == "Swift" || text(index) == "Foundation", tokens[index + 1].isPunctuation(".") { index += 2 }
    guard index < tokens.count, ["String", "NSString"].contains(text(index)) else { return false }
    // Not a generic or a member of it (`String.Index`).
    return !(index + 1 < tokens.count && (tokens[index + 1].isPunctuation(".") || text(index + 1) == "<"))
  }

  /// Swift's prepositions (swift/include/swift/Basic/PartsOfSpeech.def): a first label starting with
  /// one, or a base name ending with one, takes no `With`.
  static let prepositions: Set<String> = [
    "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from", "given", "in", "including",
    "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
  ]

  /// The first selector part Swift gives `base(label: …)` in Objective-C (swift/lib/AST/Decl.cpp,
  /// `AbstractFunctionDecl::getObjCSelector`): `string(byteSize:)` is `stringWithByteSize`,
  /// `move(to:)` `moveTo`, `name(forKey:)` `nameForKey`.
  static func selector(base: String, firstLabel label: String) -> String {
    func words(_ name: String) -> [String] {
      var result: [String] = []
      for character in name {
        if character.isUppercase || result.isEmpty { result.append("") }
        result[result.count - 1].append(character)
      }
      return result
    }
    let needsWith =
      !prepositions.contains(words(label).first?.lowercased() ?? "") && !prepositions.contains(words(base).last?.lowercased() ?? "")
    return base + (needsWith ? "With" : "") + label.prefix(1).uppercased() + label.dropFirst()
  }
}
