/// Parses the words of a condition with Stencil's operator precedence (loosest first):
/// `in`, `or`, `and`, `not`, then `== != < <= > >=`; parentheses group. A Pratt parser, as
/// Stencil's, so mixed expressions group the same way.
struct ExpressionParser {
  private enum Item {
    case infix(String, power: Int)
    case prefixNot
    case operand(Condition, text: String)
    case end
  }

  private let items: [Item]
  private var position = 0
  private let token: Token
  private var depth = 0

  private static let powers: [String: Int] = [
    "in": 5, "or": 6, "and": 7, "not": 8, "==": 10, "!=": 10, ">": 10, ">=": 10, "<": 10, "<=": 10,
  ]

  static func parse(_ components: [String], in token: Token) throws -> Condition {
    var parser = try ExpressionParser(components[...], in: token, depth: 0)
    return try parser.parseAll()
  }

  private init(_ components: ArraySlice<String>, in token: Token, depth: Int) throws {
    guard depth <= RenderLimits.expressionNesting else {
      throw TemplateError(location: token.location, message: "condition nested too deeply in '\(token.displayText)'")
    }
    self.token = token
    var items: [Item] = []
    var index = components.startIndex
    while index < components.endIndex {
      let component = components[index]
      switch component {
      case "(":
        var balance = 1
        var close = index + 1
        while close < components.endIndex {
          if components[close] == "(" { balance += 1 }
          if components[close] == ")" { balance -= 1 }
          if balance == 0 { break }
          close += 1
        }
        guard balance == 0 else { throw Self.error("missing closing bracket", token) }
        var inner = try ExpressionParser(components[(index + 1)..<close], in: token, depth: depth + 1)
        items.append(.operand(try inner.parseAll(), text: "("))
        index = close + 1
        continue
      case ")":
        throw Self.error("missing opening bracket", token)
      case "not":
        items.append(.prefixNot)
      default:
        if let power = Self.powers[component] {
          items.append(.infix(component, power: power))
        } else {
          items.append(.operand(.value(try Resolvable.parse(component, in: token)), text: component))
        }
      }
      index += 1
    }
    self.items = items
  }

  private static func error(_ problem: String, _ token: Token) -> TemplateError {
    TemplateError(location: token.location, message: "invalid condition in '\(token.displayText)': \(problem)")
  }

  private var current: Item { position < items.count ? items[position] : .end }

  private func power(of item: Item) -> Int {
    switch item {
    case .infix(_, let power): return power
    case .prefixNot: return Self.powers["not"]!
    case .operand, .end: return 0
    }
  }

  private mutating func parseAll() throws -> Condition {
    let condition = try expression(power: 0)
    guard case .end = current else {
      throw Self.error("unexpected '\(describe(current))'", token)
    }
    return condition
  }

  private mutating func expression(power: Int) throws -> Condition {
    depth += 1
    defer { depth -= 1 }
    guard depth <= RenderLimits.expressionNesting * 4 else {
      throw TemplateError(location: token.location, message: "condition nested too deeply in '\(token.displayText)'")
    }
    let first = current
    position += 1
    var left: Condition
    switch first {
    case .operand(let condition, _):
      left = condition
    case .prefixNot:
      left = .not(try expression(power: self.power(of: first)))
    case .infix(let name, _):
      throw Self.error("'\(name)' has no left-hand side", token)
    case .end:
      throw Self.error("expected a value", token)
    }
    while power < self.power(of: current) {
      let next = current
      position += 1
      guard case .infix(let name, let nextPower) = next else {
        throw Self.error("unexpected '\(describe(next))'", token)
      }
      let right = try expression(power: nextPower)
      switch name {
      case "or": left = .or(left, right)
      case "and": left = .and(left, right)
      default: left = .comparison(ComparisonOperator(rawValue: name)!, left, right)
      }
    }
    return left
  }

  private func describe(_ item: Item) -> String {
    switch item {
    case .infix(let name, _): return name
    case .prefixNot: return "not"
    case .operand(_, let text): return text
    case .end: return "end"
    }
  }
}
