import L10nGenLookups

/// Whether an argument of an Objective-C format, as written, is evidently an `NSString`, which `%@`
/// prints alike with a locale or without (an `NSNumber` or an `NSDate` prints otherwise in a
/// locale). Evident are:
/// - a literal (`@"…"`), a lookup, a cast to `NSString *`;
/// - a variable whose declaration in sight says so (`NSString *message = …` in the same block,
///   a parameter `(NSString *)name`), or, with none in sight, whose every declaration in the project
///   does (`ObjCDeclarations`);
/// - a message or property Foundation declares returning one (`[error localizedDescription]`,
///   `[formatter stringFromNumber:n]`), unless the project declares it otherwise, or one the project
///   declares only so (`[connection lastErrorMessage]`, `self.title`, Swift's
///   `@objc static func string(byteSize:) -> NSString`);
/// - a function named `NSStringFrom…`, one the project declares returning one, a macro whose body is
///   one (`#define FN(x) [NSNumberFormatter localizedStringFromNumber:x …]`);
/// - `a ?: b` and `c ? a : b` of two of these.
struct ObjCStringEvidence {
  let declarations: ObjCDeclarations
  let scopes: ObjCLocalScopes

  /// The messages and properties Apple's frameworks declare returning an `NSString` on every class
  /// that has them (Foundation's NSString.h, NSObject.h, NSError.h, NSException.h, NSURL.h,
  /// NSFormatter.h and its subclasses', NSBundle.h, NSProcessInfo.h, NSUUID.h; UIKit's UIDevice.h).
  static let appleStringMembers: Set<String> = [
    "description", "debugDescription", "stringValue", "localizedDescription", "localizedFailureReason", "localizedRecoverySuggestion", "reason",
    "lastPathComponent", "pathExtension", "stringByDeletingPathExtension", "stringByDeletingLastPathComponent", "stringByAppendingString",
    "stringByAppendingPathComponent", "stringByAppendingPathExtension", "stringByReplacingOccurrencesOfString", "stringByTrimmingCharactersInSet",
    "stringByReplacingCharactersInRange", "stringByPaddingToLength", "stringByAppendingFormat", "stringByRemovingPercentEncoding",
    "stringByAddingPercentEncodingWithAllowedCharacters", "stringByStandardizingPath", "stringByExpandingTildeInPath",
    "stringByAbbreviatingWithTildeInPath", "stringByResolvingSymlinksInPath", "absoluteString", "lowercaseString", "uppercaseString",
    "capitalizedString", "localizedLowercaseString", "localizedUppercaseString", "localizedCapitalizedString", "stringWithFormat",
    "localizedStringWithFormat", "stringWithString", "componentsJoinedByString", "substringFromIndex", "substringToIndex", "substringWithRange",
    "stringFromNumber", "localizedStringFromNumber", "stringFromDate", "localizedStringFromDate", "stringFromByteCount", "stringForObjectValue",
    "stringFromTimeInterval", "localizedStringForKey", "UUIDString", "processName", "hostName", "globallyUniqueString",
    "operatingSystemVersionString", "localizedModel", "systemName", "systemVersion",
  ]

  /// Whether `argument`, written in the file at `offset`, is evidently an `NSString`. One longer
  /// than a few thousand bytes (lookups nested in lookups, hundreds deep) is not read.
  func isString(_ argument: String, at offset: Int) -> Bool {
    guard argument.utf8.count <= 4096 else { return false }
    let code = ObjCTokens(bytes: Array(argument.utf8))
    return isString(code, 0..<code.tokens.count, at: offset, depth: 0)
  }

  private func isString(_ code: ObjCTokens, _ range: Range<Int>, at offset: Int, depth: Int) -> Bool {
    guard !range.isEmpty, depth < 8 else { return false }
    let (first, last) = (range.lowerBound, range.upperBound - 1)
    if let (question, colon) = conditional(code, range) {
      let whenTrue = question + 1 == colon ? first..<question : (question + 1)..<colon
      return isString(code, whenTrue, at: offset, depth: depth + 1) && isString(code, (colon + 1)..<range.upperBound, at: offset, depth: depth + 1)
    }
    if code.isPunctuation(first, "("), let close = code.closing(first), close <= last {
      // `(expression)`, or a cast `(NSString *)expression`.
      if close == last { return isString(code, (first + 1)..<last, at: offset, depth: depth + 1) }
      return ObjCDeclarations.isStringType(code, from: first + 1, to: close)
    }
    // `@"…"`, `@"…" "…"` (not `@'c'`, a number).
    if code.isPunctuation(first, "@"), last > first,
      (first + 1...last).allSatisfy({
        (code.tokens[$0].kind == .literal && code.bytes[code.tokens[$0].range.lowerBound] == UInt8(ascii: "\"")) || code.isPunctuation($0, "@")
      }),
      code.tokens[last].kind == .literal
    {
      return true
    }
    if code.isPunctuation(first, "["), code.closing(first) == last, let (receiver, selector) = message(code, (first + 1)..<last) {
      return memberIsString(selector, of: receiver.map { scopes.type(of: $0, at: offset) } ?? nil)
    }
    // `NAME(…)`: a function or a macro.
    if code.isName(first), code.isPunctuation(first + 1, "("), code.closing(first + 1) == last {
      return function(code, name: first, depth: depth, at: offset)
    }
    // `name`, `object.property`, `self.name`, `object->name`.
    if first == last, code.isName(first) { return variable(code.text(first), depth: depth, at: offset) }
    if let end = chainEnd(code, from: first), end == last + 1, code.isName(last) {
      // `object->name`: an instance variable.
      if code.isPunctuation(last - 1, ">"), code.isPunctuation(last - 2, "-") { return variable(code.text(last), depth: depth, at: offset) }
      if last == first + 2, code.isPunctuation(first + 1, ".") {
        return memberIsString(code.text(last), of: scopes.type(of: code.text(first), at: offset))
      }
      return memberIsString(code.text(last))
    }
    return false
  }

  /// Whether `receiver`, written in the file at `offset`, is evidently an `NSMutableString`: a
  /// variable whose declaration in sight says so (what `appendFormat:` becoming `appendString:`
  /// needs).
  func isMutableString(_ receiver: String, at offset: Int) -> Bool {
    let code = ObjCTokens(bytes: Array(receiver.utf8))
    guard code.tokens.count == 1, code.isName(0) else { return false }
    return scopes.isString(code.text(0), at: offset) == true && scopes.type(of: code.text(0), at: offset) == "NSMutableString"
  }

  /// Where the chain of names starting at `start` ends: `a.b`, `self->ivar`, `items[0].name`.
  private func chainEnd(_ code: ObjCTokens, from start: Int) -> Int? {
    guard code.isName(start) else { return nil }
    var index = start + 1
    while true {
      if code.isPunctuation(index, "."), code.isName(index + 1) {
        index += 2
      } else if code.isPunctuation(index, "-"), code.isPunctuation(index + 1, ">"), code.isName(index + 2) {
        index += 3
      } else if code.isPunctuation(index, "["), let close = code.closing(index) {
        index = close + 1
      } else {
        return index
      }
    }
  }

  /// The `?` and `:` of a conditional at the top level of `range`.
  private func conditional(_ code: ObjCTokens, _ range: Range<Int>) -> (Int, Int)? {
    var depth = 0
    var question: Int?
    var nested = 0
    for index in range {
      switch code.tokens[index].kind {
      case .punctuation(UInt8(ascii: "(")), .punctuation(UInt8(ascii: "[")), .punctuation(UInt8(ascii: "{")): depth += 1
      case .punctuation(UInt8(ascii: ")")), .punctuation(UInt8(ascii: "]")), .punctuation(UInt8(ascii: "}")): depth -= 1
      case .punctuation(UInt8(ascii: "?")) where depth == 0:
        if question == nil { question = index } else { nested += 1 }
      case .punctuation(UInt8(ascii: ":")) where depth == 0 && question != nil:
        if nested == 0 { return (question!, index) }
        nested -= 1
      default: break
      }
    }
    return nil
  }

  /// The receiver, when it is one name (`self`, `connection`), and the first selector part of the
  /// message whose insides are `range`: `[receiver selector…]`, the receiver a message, a
  /// parenthesized expression or a chain of names (`self->connection`, `details[key]`).
  private func message(_ code: ObjCTokens, _ range: Range<Int>) -> (receiver: String?, selector: String)? {
    var index = range.lowerBound
    if code.isPunctuation(index, "("), let close = code.closing(index), close + 1 < range.upperBound, code.isName(close + 1),
      (index + 1..<close).allSatisfy({ code.isName($0) || code.isPunctuation($0, "*") }),
      (index + 1..<close).contains(where: { code.isPunctuation($0, "*") || code.text($0) == "id" }), let end = chainEnd(code, from: close + 1)
    {
      // A cast receiver, `(NSDictionary *)info`: its operand, of unknown type.
      index = end
    } else if code.isPunctuation(index, "[") || code.isPunctuation(index, "(") {
      guard let close = code.closing(index) else { return nil }
      index = close + 1
    } else if let end = chainEnd(code, from: index) {
      index = end
    } else {
      return nil
    }
    while code.isPunctuation(index, "."), code.isName(index + 1) { index += 2 }
    guard index < range.upperBound, code.isName(index) else { return nil }
    let receiver = index == range.lowerBound + 1 ? code.text(range.lowerBound) : nil
    return (receiver, code.text(index))
  }

  /// Whether the message `name` returns a string: as the receiver's class, when the code tells it,
  /// or a superclass the project declares says; else, for a receiver of a class the code tells,
  /// only as Foundation declares it on every class (the project's other classes say nothing of a
  /// framework's: `product.price` of StoreKit's `SKProduct` is a number, whatever a model's
  /// `price`); for one whose class it does not tell, as every declaration of that name in the
  /// project says, else Foundation.
  private func memberIsString(_ name: String, of className: String? = nil) -> Bool {
    if let className { return declarations.member(name, inClass: className) ?? Self.appleStringMembers.contains(name) }
    return declarations.member(name) ?? Self.appleStringMembers.contains(name)
  }

  private func variable(_ name: String, depth: Int, at offset: Int) -> Bool {
    if let declared = scopes.isString(name, at: offset) ?? declarations.variable(name) { return declared }
    return macro(name, depth: depth, at: offset)
  }

  /// A call `NAME(…)`, whose name is the token `name`.
  private func function(_ code: ObjCTokens, name: Int, depth: Int, at offset: Int) -> Bool {
    let text = code.text(name)
    if text.hasPrefix("NSStringFrom") || text.hasPrefix("NSLocalizedString") { return declarations.variable(text) != false }
    if let declared = declarations.variable(text) { return declared }
    // A macro's arguments, as written, for its parameters.
    guard let close = code.closing(name + 1) else { return false }
    let arguments = code.arguments(from: name + 2, to: close).map { String(decoding: code.bytes[$0], as: UTF8.self) }
    return macro(text, arguments: arguments, depth: depth, at: offset)
  }

  /// Whether the macro `name`, expanded with `arguments` for its parameters (none for one without
  /// parentheses), is a string. Its body's other names are read where it is used, as C reads them.
  private func macro(_ name: String, arguments: [String] = [], depth: Int, at offset: Int) -> Bool {
    guard let macro = declarations.macro(name), (macro.parameters?.count ?? 0) == arguments.count || macro.parameters == nil && arguments.isEmpty
    else { return false }
    let body = ObjCTokens(bytes: Array(macro.body.utf8))
    var expanded = ""
    var cursor = 0
    for (number, token) in body.tokens.enumerated() {
      guard token.kind == .name, let parameter = macro.parameters?.firstIndex(of: body.text(number)) else { continue }
      expanded += String(decoding: body.bytes[cursor..<token.range.lowerBound], as: UTF8.self) + "(" + arguments[parameter] + ")"
      cursor = token.range.upperBound
    }
    expanded += String(decoding: body.bytes[cursor...], as: UTF8.self)
    let code = ObjCTokens(bytes: Array(expanded.utf8))
    return isString(code, 0..<code.tokens.count, at: offset, depth: depth + 1)
  }
}
