/// The format specifier the compiler gives a value interpolated into a key (`Text("\(count) items")`
/// is looked up as `%lld items`), where the code tells the value's type: `%lld` for an `Int`, `%@`
/// for a `String`, as Xcode extracted them (milanvarady/Applite 3d0a845 and d239783: `"\(succeeded)
/// apps installed"` became `%lld apps installed`, `"Reason: \(reason)"` with a `String`, `Reason: %@`).
/// Other types' specifiers are not read: no catalog Xcode committed in the apps read shows them.
///
/// A value's type is told by: a name the project declares with one type (`let count: Int`,
/// `var name = "x"`, `let total = 0`, `if let version = info["v"] as? String`), also as a member's
/// last name (`batch.total`); a call of a function the project declares with one such result
/// (`func formatAsNumber(_:) -> String`); `.count`, an `Int` on every collection; `String(…)`,
/// `.formatted(…)` and `.description`, `String`s; an integer or string literal; and `+`, `-`, `*` of
/// `Int`s. Anything else is the compiler's to tell.
public struct ValueTypes: Equatable, Sendable {
  private var declared: [String: String] = [:]
  private var ambiguous = Set<String>()

  public init() {}

  /// Adds the names a file declares with a type these specifiers know.
  public mutating func add(declaredIn scanner: SwiftScanner) {
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    func onLaterLine(_ index: Int) -> Bool { scanner.bytes[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound].contains(0x0A) }
    // The type a cast ending the value after the `=` at `equals` gives (`… as? String`, `as! Int`,
    // `as String`): the value ends at the end of its line, a `{`, a `,` or an `else`.
    func castType(after equals: Int) -> String? {
      var end = equals + 1
      var depth = 0
      while end < tokens.count {
        if depth == 0, end > equals + 1, onLaterLine(end) || tokens[end].isPunctuation("{") || tokens[end].isPunctuation(",") || text(end) == "else" {
          break
        }
        if tokens[end].isPunctuation("(") || tokens[end].isPunctuation("[") { depth += 1 }
        if tokens[end].isPunctuation(")") || tokens[end].isPunctuation("]") { depth -= 1 }
        end += 1
      }
      let last = end - 1
      guard last - 2 > equals, Self.specifiers[text(last)] != nil else { return nil }
      if text(last - 1) == "as" { return text(last) }
      guard text(last - 2) == "as", tokens[last - 1].isPunctuation("?") || tokens[last - 1].isPunctuation("!") || ["?", "!"].contains(text(last - 1))
      else { return nil }
      return text(last)
    }
    // The type a function declared at `name` (the token after `func`) returns: `-> String` before
    // its body.
    func returnType(ofFunctionAt name: Int) -> String? {
      var cursor = name + 1
      var depth = 0
      while cursor < tokens.count {
        if tokens[cursor].isPunctuation("(") { depth += 1 }
        if tokens[cursor].isPunctuation(")") {
          depth -= 1
          if depth == 0 { break }
        }
        cursor += 1
      }
      guard cursor + 3 < tokens.count, text(cursor + 1) == "->", Self.specifiers[text(cursor + 2)] != nil,
        tokens[cursor + 3].isPunctuation("{") || text(cursor + 3) == "where"
      else { return nil }
      return text(cursor + 2)
    }
    // Whether the `:` at `colon` follows an argument label of a call (`f(title: Title.x)`), not a
    // declaration: inside parentheses whose `(` follows a name that is no `func`'s or `init`'s.
    func isCallArgumentLabel(at colon: Int) -> Bool {
      var depth = 0
      var cursor = colon - 1
      while cursor >= 0 {
        if tokens[cursor].isPunctuation(")") || tokens[cursor].isPunctuation("]") { depth += 1 }
        if tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation("[") {
          if depth == 0 {
            guard tokens[cursor].isPunctuation("("), cursor >= 1, tokens[cursor - 1].kind == .identifier else { return false }
            let callee = text(cursor - 1)
            return callee != "init" && callee != "subscript" && !(cursor >= 2 && text(cursor - 2) == "func")
          }
          depth -= 1
        }
        if depth == 0, tokens[cursor].isPunctuation("{") || tokens[cursor].isPunctuation("}") { return false }
        cursor -= 1
      }
      return false
    }
    for index in tokens.indices.dropFirst().dropLast() {
      guard tokens[index - 1].kind == .identifier else { continue }
      var type: String?
      if tokens[index].isPunctuation(":"), tokens[index + 1].kind == .identifier, Self.specifiers[text(index + 1)] == nil,
        text(index + 1).first?.isUppercase == true, !isCallArgumentLabel(at: index)
      {
        // `name: Title`: a name declared with a type these specifiers do not know is not one a
        // value's type can be told by.
        ambiguous.insert(text(index - 1))
        continue
      }
      if tokens[index].isPunctuation(":"), tokens[index + 1].kind == .identifier, Self.specifiers[text(index + 1)] != nil {
        // `name: Int`, not an optional, a generic or a member type.
        let next = index + 2 < tokens.count ? tokens[index + 2] : nil
        if let next, next.isPunctuation("?") || next.isPunctuation("!") || next.isPunctuation(".") || next.kind == .operator && text(index + 2) == "<"
        {
          continue
        }
        type = text(index + 1)
      } else if tokens[index].kind == .operator, text(index) == "=", index >= 2, ["let", "var"].contains(text(index - 2)) {
        // `let name = 0`, `var name = "x"`, the literal alone on the right.
        let end = index + 2 < tokens.count ? tokens[index + 2] : nil
        let alone =
          end.map { scanner.bytes[tokens[index + 1].range.upperBound..<$0.range.lowerBound].contains(0x0A) || $0.isPunctuation("}") } ?? true
        switch tokens[index + 1].kind {
        case .string where alone: type = "String"
        case .literal
        where alone && scanner.bytes[tokens[index + 1].range].allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") }):
          type = "Int"
        default:
          // `let name = value as? String` (also in `if let`, `guard let`): the cast ends the value.
          type = castType(after: index)
        }
      } else if text(index - 1) == "func", index + 1 < tokens.count, tokens[index].kind == .identifier {
        // `func name(…) -> String`: a call of `name` is one.
        if let type = returnType(ofFunctionAt: index) {
          if let known = functions[text(index)], known != type { ambiguousFunctions.insert(text(index)) }
          functions[text(index)] = type
        }
        continue
      }
      guard let type else { continue }
      let name = text(index - 1)
      if let known = declared[name], known != type { ambiguous.insert(name) }
      declared[name] = type
    }
  }

  /// The functions the project declares returning a type these specifiers know, by name.
  private var functions: [String: String] = [:]
  private var ambiguousFunctions = Set<String>()

  /// The types whose specifiers are known.
  static let specifiers: [String: String] = ["Int": "%lld", "String": "%@"]

  /// The specifier of the value `code` (an interpolation's), or nil when its type is not told.
  public func specifier(of code: String) -> String? {
    type(of: code).flatMap { Self.specifiers[$0] }
  }

  private func type(of code: String) -> String? {
    let scanner = SwiftScanner(bytes: Array(code.utf8))
    let tokens = scanner.tokens
    guard !tokens.isEmpty, scanner.interpolations.isEmpty else { return nil }
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    // Operands joined by `+`, `-` or `*`: each an `Int`, or one alone.
    var operands: [Range<Int>] = []
    var operators: [String] = []
    var start = 0
    var depth = 0
    for index in tokens.indices {
      if tokens[index].isPunctuation("(") || tokens[index].isPunctuation("[") { depth += 1 }
      if tokens[index].isPunctuation(")") || tokens[index].isPunctuation("]") { depth -= 1 }
      if depth == 0, tokens[index].kind == .operator, ["+", "-", "*"].contains(text(index)), index > start {
        operands.append(start..<index)
        operators.append(text(index))
        start = index + 1
      }
    }
    operands.append(start..<tokens.count)
    let types = operands.map { operand -> String? in
      guard !operand.isEmpty else { return nil }
      if operand.count == 1 {
        switch tokens[operand.lowerBound].kind {
        case .string: return "String"
        case .literal: return scanner.bytes[tokens[operand.lowerBound].range].allSatisfy { (0x30...0x39).contains($0) } ? "Int" : nil
        default: break
        }
      }
      // A call: `String(…)`, or a chain ending `.formatted(…)`.
      let last = operand.upperBound - 1
      if tokens[last].isPunctuation(")") {
        var open = last
        var nesting = 0
        while open > operand.lowerBound {
          if tokens[open].isPunctuation(")") { nesting += 1 }
          if tokens[open].isPunctuation("(") {
            nesting -= 1
            if nesting == 0 { break }
          }
          open -= 1
        }
        guard open > operand.lowerBound, tokens[open - 1].kind == .identifier else { return nil }
        let callee = text(open - 1)
        if callee == "String", open - 1 == operand.lowerBound { return "String" }
        // A function of the project's, called by its name alone.
        if open - 1 == operand.lowerBound, !ambiguousFunctions.contains(callee), let type = functions[callee] { return type }
        return callee == "formatted" && open - 2 > operand.lowerBound && tokens[open - 2].isPunctuation(".") ? "String" : nil
      }
      // A chain of names: `count`, `cask.name`, `items.count`.
      for index in operand where (index - operand.lowerBound) % 2 == 1 ? !tokens[index].isPunctuation(".") : tokens[index].kind != .identifier {
        return nil
      }
      guard tokens[last].kind == .identifier else { return nil }
      let name = text(last)
      if last > operand.lowerBound, name == "count" { return "Int" }
      if last > operand.lowerBound, name == "description" { return "String" }
      return ambiguous.contains(name) ? nil : declared[name]
    }
    guard let first = types.first, let type = first, types.allSatisfy({ $0 == type }) else { return nil }
    // `+` of strings is a `String`; `-` and `*` are only of numbers.
    if operands.count > 1, type == "String", operators.contains(where: { $0 != "+" }) { return nil }
    return type
  }
}
