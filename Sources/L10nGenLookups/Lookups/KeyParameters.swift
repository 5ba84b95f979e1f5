/// The parameters that take a localized key: a literal passed there is looked up, as the compiler
/// reads it from the parameter's type. The project's own: a struct's stored
/// `let title: LocalizedStringKey` (its memberwise initializer's `title:`), an
/// `init(_ titleKey: LocalizedStringKey, …)`, a `func badge(_ text: LocalizedStringResource)`; and App
/// Intents' (`@Parameter(title:)`, `IntentDescription(_)`, `DisplayRepresentation(title:subtitle:)`,
/// `AppShortcut(shortTitle:)`, `.result(dialog:)`), checked against Apple's documentation of the App
/// Intents framework.
///
/// A call is matched with a declaration by its name and its arguments' labels, in order, as Swift
/// matches them: a parameter with a default value, or of a function type (a trailing closure), may be
/// left out. `logger.notice("…")` is no call of the project's `notice(type:_:)`.
public struct KeyParameters: Equatable, Sendable {
  /// One declaration's parameters.
  struct Signature: Hashable, Sendable {
    struct Parameter: Hashable, Sendable {
      /// Its argument label, `_` for none.
      var label: String
      var mayBeLeftOut: Bool
      var takesKey: Bool
    }

    var parameters: [Parameter]

    /// The positions of the call's arguments (their labels, nil for none) that take a key; nil when
    /// the call is not of this declaration.
    func keyArguments(_ labels: [String?]) -> [Int]? {
      var keys: [Int] = []
      var argument = 0
      for parameter in parameters {
        if argument < labels.count, (labels[argument] ?? "_") == parameter.label {
          if parameter.takesKey { keys.append(argument) }
          argument += 1
        } else if !parameter.mayBeLeftOut {
          return nil
        }
      }
      return argument == labels.count ? keys : nil
    }
  }

  private var signatures: [String: Set<Signature>] = [:]
  /// A struct's stored properties of a key type: its memberwise initializer's labels that take one.
  private var memberwise: [String: Set<String>] = [:]

  /// App Intents' parameters of type `LocalizedStringResource`.
  static let appIntents: [String: Set<String>] = [
    "Parameter": ["title", "description"], "IntentDescription": ["_", "categoryName"], "DisplayRepresentation": ["title", "subtitle"],
    "TypeDisplayRepresentation": ["name"], "IntentDialog": ["_"], "AppShortcut": ["shortTitle"], "result": ["dialog"],
  ]

  /// The types whose values a string literal makes as a key: what a declaration of one returns or is
  /// given is looked up (`static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tab"`).
  static let keyTypes: Set<String> = [
    "LocalizedStringKey", "LocalizedStringResource", "DisplayRepresentation", "TypeDisplayRepresentation", "IntentDescription", "IntentDialog",
  ]

  public init() {
    memberwise = Self.appIntents
  }

  /// The positions of a call's arguments, named `name` and labelled `labels` (nil: none), that take
  /// a key; nil when it is no call of a declaration that takes one.
  func keyArguments(of name: String, labels: [String?]) -> [Int]? {
    var found: [Int] = []
    if let keyLabels = memberwise[name] {
      let firstUnlabeled = labels.firstIndex { $0 == nil }
      found += labels.indices.filter { keyLabels.contains(labels[$0] ?? "_") && (labels[$0] != nil || $0 == firstUnlabeled) }
    }
    for signature in signatures[name] ?? [] {
      if let keys = signature.keyArguments(labels) { found += keys }
    }
    return found.isEmpty ? nil : Array(Set(found)).sorted()
  }

  /// Adds the declarations of a file's parameters and stored properties whose type is a localized key.
  public mutating func add(declaredIn scanner: SwiftScanner) {
    let tokens = scanner.tokens
    let bytes = scanner.bytes
    func text(_ index: Int) -> String { String(decoding: bytes[tokens[index].range], as: UTF8.self) }
    func isWord(_ index: Int, _ word: String) -> Bool {
      index >= 0 && index < tokens.count && tokens[index].kind == .identifier && bytes[tokens[index].range].elementsEqual(word.utf8)
    }
    func isPunctuation(_ index: Int, _ character: Character) -> Bool { index >= 0 && index < tokens.count && tokens[index].isPunctuation(character) }
    /// The token after a key type starting at `index`, or nil when none starts there.
    func keyType(at index: Int) -> Int? {
      if isWord(index, "LocalizedStringKey") || isWord(index, "LocalizedStringResource") { return index + 1 }
      if isWord(index, "String"), isPunctuation(index + 1, "."), isWord(index + 2, "LocalizationValue") { return index + 3 }
      return nil
    }
    /// The parameters of the list whose `(` is at `open`, and its `)`.
    func parameters(from open: Int) -> (signature: Signature, close: Int) {
      var parameters: [Signature.Parameter] = []
      var depth = 0
      var index = open
      var start = open + 1
      func close(_ end: Int) {
        // `label name: Type = default`, `name: Type`, `_ name: @escaping () -> Void`.
        guard end > start, let colon = (start..<end).first(where: { isPunctuation($0, ":") }), colon - start <= 2 else { return }
        let type = (colon + 1)..<end
        let hasDefault = type.contains { tokens[$0].kind == .operator && text($0) == "=" }
        let isFunction = type.contains { tokens[$0].kind == .operator && text($0) == "->" }
        parameters.append(.init(label: text(start), mayBeLeftOut: hasDefault || isFunction, takesKey: keyType(at: colon + 1) != nil))
      }
      while index < tokens.count {
        if isPunctuation(index, "(") || isPunctuation(index, "[") {
          depth += 1
        } else if isPunctuation(index, ")") || isPunctuation(index, "]") {
          depth -= 1
          if depth == 0 {
            close(index)
            break
          }
        } else if depth == 1, isPunctuation(index, ",") {
          close(index)
          start = index + 1
        }
        index += 1
      }
      return (Signature(parameters: parameters), index)
    }

    // The types whose bodies are open: their names, and whether each is a struct (whose stored
    // properties are its memberwise initializer's parameters).
    var types: [(name: String?, isStruct: Bool)] = []
    var pending: (name: String, isStruct: Bool)?
    var index = 0
    while index < tokens.count {
      if tokens[index].kind == .identifier {
        switch text(index) {
        case "struct", "class", "enum", "actor", "extension":
          if index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
            var end = index + 1
            while isPunctuation(end + 1, "."), end + 2 < tokens.count, tokens[end + 2].kind == .identifier { end += 2 }
            pending = (text(end), isWord(index, "struct"))
          }
        case "init" where isPunctuation(index + 1, "(") || isPunctuation(index + 2, "("):
          let found = parameters(from: isPunctuation(index + 1, "(") ? index + 1 : index + 2)
          if let type = types.last(where: { $0.name != nil })?.name, found.signature.parameters.contains(where: \.takesKey) {
            signatures[type, default: []].insert(found.signature)
          }
          index = found.close
        case "func" where index + 2 < tokens.count && tokens[index + 1].kind == .identifier:
          var open = index + 2
          if !isPunctuation(open, "("), let paren = (open..<min(tokens.count, open + 40)).first(where: { isPunctuation($0, "(") }) { open = paren }
          let found = parameters(from: open)
          if found.signature.parameters.contains(where: \.takesKey) { signatures[text(index + 1), default: []].insert(found.signature) }
          index = found.close
        case "let", "var":
          // A struct's stored property, right in its body: `let title: LocalizedStringKey`.
          if let type = types.last, type.isStruct, let name = type.name, index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
            isPunctuation(index + 2, ":"), let after = keyType(at: index + 3), !isPunctuation(after, "{"),
            !(isPunctuation(after, "?") && isPunctuation(after + 1, "{"))
          {
            memberwise[name, default: []].insert(text(index + 1))
          }
        default:
          break
        }
      } else if isPunctuation(index, "{") {
        types.append(pending.map { ($0.name, $0.isStruct) } ?? (nil, false))
        pending = nil
      } else if isPunctuation(index, "}") {
        _ = types.popLast()
      }
      index += 1
    }
  }
}
