/// The tokens of Objective-C (or C) source, as far as reading its declarations and expressions
/// needs: names (keywords among them), numbers, literals (`"…"` and `'c'`; `@"…"` is `@` and a
/// literal), a preprocessor line as one token, and every other byte as punctuation of its own
/// (`*`, `(`, `-`; `->` is `-` and `>`). Comments and white space are not tokens.
public struct ObjCTokens: Sendable {
  public enum Kind: Equatable, Sendable {
    case name
    case number
    case literal
    case punctuation(UInt8)
    /// A preprocessor line, from `#` to its end (backslash-continued lines included).
    case directive
  }

  public struct Token: Equatable, Sendable {
    public var kind: Kind
    public var range: Range<Int>

    /// Whether it is the punctuation `character`.
    public func isPunctuation(_ character: Character) -> Bool { character.asciiValue.map { kind == .punctuation($0) } ?? false }
  }

  /// Whether a token is compiled, as the preprocessor's conditionals say: `active` in the first
  /// branch that may be (`#if DEBUG`'s, `#else`'s after `#if 0`), `alternative` in the branches
  /// after it (`#else`, `#elif`: compiled in other configurations), `inactive` under `#if 0`.
  public enum Presence: Equatable, Sendable {
    case active, alternative, inactive
  }

  public let bytes: [UInt8]
  public private(set) var tokens: [Token] = []
  /// Each token's presence.
  public private(set) var presence: [Presence] = []
  /// For each bracket, the index of the one it pairs with, brackets of each kind paired as they
  /// nest; nil for one left open, and for any other token.
  private var partners: [Int?] = []
  /// For each token, the bracket it is within (of those that close).
  private var parents: [Int?] = []
  /// For each token, how many of the tokens up to it are preprocessor lines or follow a comment.
  private var notes: [Int] = []

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var index = 0
    var lineStart = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        lineStart = true
        index += 1
        continue
      }
      if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C {
        index += 1
        continue
      }
      let start = index
      defer { lineStart = false }
      if lineStart, byte == UInt8(ascii: "#") {
        // A backslash at the end of the line (before `\n` or `\r\n`) continues it.
        while index < bytes.count,
          bytes[index] != 0x0A || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\"))
            || (index > 1 && bytes[index - 1] == 0x0D && bytes[index - 2] == UInt8(ascii: "\\"))
        {
          // A comment in the line ends it no sooner; it stays in the directive's text.
          index += 1
        }
        tokens.append(Token(kind: .directive, range: start..<index))
      } else if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), at(index + 1) == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
        index = min(bytes.count, index + 2)
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        index += 1
        while index < bytes.count, bytes[index] != byte, bytes[index] != 0x0A { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
        index = min(bytes.count, index + 1)
        tokens.append(Token(kind: .literal, range: start..<index))
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        while index < bytes.count, SwiftScanner.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
        tokens.append(Token(kind: .number, range: start..<index))
      } else if SwiftScanner.isIdentifierByte(byte) {
        while index < bytes.count, SwiftScanner.isIdentifierByte(bytes[index]) { index += 1 }
        tokens.append(Token(kind: .name, range: start..<index))
      } else {
        index += 1
        tokens.append(Token(kind: .punctuation(byte), range: start..<index))
      }
    }
    presence = Self.presence(of: tokens, bytes: bytes)
    partners = Array(repeating: nil, count: tokens.count)
    var open: [UInt8: [Int]] = [:]
    for (number, token) in tokens.enumerated() {
      guard case .punctuation(let byte) = token.kind else { continue }
      if let pair = Self.pairs.first(where: { $0.open == byte }) {
        open[pair.open, default: []].append(number)
      } else if let pair = Self.pairs.first(where: { $0.close == byte }), let opening = open[pair.open]?.popLast() {
        partners[opening] = number
        partners[number] = opening
      }
    }
    var count = 0
    notes = tokens.indices.map { number in
      let gap = number > 0 ? bytes[tokens[number - 1].range.upperBound..<tokens[number].range.lowerBound] : bytes[0..<tokens[0].range.lowerBound]
      if tokens[number].kind == .directive || gap.contains(where: { ![0x20, 0x09, 0x0A, 0x0D, 0x0C].contains($0) }) { count += 1 }
      return count
    }
    parents = Array(repeating: nil, count: tokens.count)
    var within: [Int] = []
    for number in tokens.indices {
      if let partner = partners[number], partner < number {
        // A closing bracket: out of its pair, and of any left inside it.
        while let last = within.popLast(), last != partner {}
      }
      parents[number] = within.last
      if let partner = partners[number], partner > number { within.append(number) }
    }
  }

  /// Each token's presence, from the conditionals among the directives.
  private static func presence(of tokens: [Token], bytes: [UInt8]) -> [Presence] {
    // Each open conditional: the presence around it, whether one of its branches was taken, and
    // the presence of the branch the tokens are in.
    var stack: [(outer: Presence, taken: Bool, current: Presence)] = []
    var result: [Presence] = []
    result.reserveCapacity(tokens.count)
    for token in tokens {
      let here = stack.last?.current ?? .active
      guard token.kind == .directive else {
        result.append(here)
        continue
      }
      result.append(here)
      let words = String(decoding: bytes[token.range].dropFirst(), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
      let isZero = words.dropFirst().first == "0"
      switch words.first {
      case "if"?, "ifdef"?, "ifndef"?:
        let dead = words.first == "if" && isZero
        let current: Presence = here == .inactive || dead ? .inactive : here
        stack.append((here, current == here && here != .inactive, current))
      case "elif"?, "else"?:
        guard let last = stack.popLast() else { continue }
        let dead = words.first == "elif" && isZero
        let current: Presence
        if last.outer == .inactive || dead {
          current = .inactive
        } else if last.taken {
          current = .alternative
        } else {
          current = last.outer
        }
        stack.append((last.outer, last.taken || current == last.outer, current))
      case "endif"?:
        _ = stack.popLast()
      default:
        break
      }
    }
    return result
  }

  /// Whether a comment or a preprocessor line is between the tokens `first` and `last`, or is one of
  /// them.
  public func holdsCommentOrDirective(from first: Int, through last: Int) -> Bool {
    guard first >= 0, last < tokens.count, first < last else { return false }
    return notes[last] - notes[first] > 0
  }

  /// The arguments of the tokens from `start` to `end` (excluded), split at the commas outside their
  /// brackets: each one's bytes, from its first token to its last (a comment inside it too). Each
  /// bracket is passed over at once, so that reading nested calls takes no longer than reading the file.
  public func arguments(from start: Int, to end: Int) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var partStart = start
    var index = start
    while index <= end {
      if index == end || isPunctuation(index, ",") {
        if index > partStart {
          found.append(tokens[partStart].range.lowerBound..<tokens[index - 1].range.upperBound)
        } else if index < end || !found.isEmpty {
          let at = tokens[min(index, tokens.count - 1)].range.lowerBound
          found.append(at..<at)
        }
        partStart = index + 1
        index += 1
      } else if let close = closing(index), close < end {
        index = close + 1
      } else {
        index += 1
      }
    }
    return found
  }

  /// The index of the token that starts at byte `offset`, if one does.
  public func index(startingAt offset: Int) -> Int? {
    var (low, high) = (0, tokens.count)
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].range.lowerBound < offset { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low].range.lowerBound == offset ? low : nil
  }

  /// The index of the bracket that the token at `index` is within, if any.
  public func enclosing(_ index: Int) -> Int? { index >= 0 && index < tokens.count ? parents[index] : nil }

  private func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The text of the token at `index`.
  public func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }

  /// Whether the token at `index` exists and is the punctuation `character`.
  public func isPunctuation(_ index: Int, _ character: Character) -> Bool {
    guard index >= 0, index < tokens.count, let ascii = character.asciiValue else { return false }
    return tokens[index].kind == .punctuation(ascii)
  }

  /// Whether the token at `index` exists and is a name.
  public func isName(_ index: Int) -> Bool { index >= 0 && index < tokens.count && tokens[index].kind == .name }

  /// The index of the bracket that closes the one at `open` (`(`, `[`, `{`), or nil.
  public func closing(_ open: Int) -> Int? { partner(open, opens: true) }

  /// The index of the bracket that opens the one at `close` (`)`, `]`, `}`), or nil.
  public func opening(_ close: Int) -> Int? { partner(close, opens: false) }

  /// The `<` of the type parameters that the `>` at `close` ends (`NSArray<NSString *>`,
  /// `NSDictionary<NSString *, id<NSCopying>>`): read back over names, `*`, `,` and nested `<>` only.
  public func typeParametersOpening(_ close: Int) -> Int? {
    guard isPunctuation(close, ">") else { return nil }
    var depth = 0
    var index = close
    while index >= 0 {
      if isPunctuation(index, ">") {
        depth += 1
      } else if isPunctuation(index, "<") {
        depth -= 1
        if depth == 0 { return index }
      } else if !(isName(index) || isPunctuation(index, "*") || isPunctuation(index, ",")) {
        return nil
      }
      index -= 1
    }
    return nil
  }

  /// The brackets paired (`<` and `>` are not: they also compare and point, `i < n`, `self->name`).
  private static let pairs: [(open: UInt8, close: UInt8)] = [("(", ")"), ("[", "]"), ("{", "}")].map {
    (UInt8(ascii: $0.0), UInt8(ascii: $0.1))
  }

  private func partner(_ index: Int, opens: Bool) -> Int? {
    guard index >= 0, index < tokens.count, let partner = partners[index] else { return nil }
    return (partner > index) == opens ? partner : nil
  }
}
