/// The arguments of a text whose plural variables Foundation resolves at run time (`.stringsdict`
/// entries, String Catalog substitutions and plural variations), read the way Foundation consumes them
/// (`__CFStringAppendFormatCore` formats a chosen form with the caller's arguments, starting at the
/// variable's own argument):
///
/// - A reference `%#@name@` takes an argument slot like any specifier (`%2$#@name@` the second; a
///   catalog substitution's `argNum` when it has no `n$`). Foundation reads that argument as the
///   variable's value type (`NSStringFormatValueTypeKey`, `formatSpecifier`) to choose a form.
/// - The chosen form is formatted with the same arguments: its positional specifiers (`%2$d`) name slots
///   of the whole call, its sequential ones start at the variable's own slot. So `%d` in a form of
///   `%#@count@` prints that count, and in `%#@names@%#@count@` a `%ld` in count's forms reads argument 2.
/// - Any form can be chosen, so every form fills slots; one slot used with two types is an error.
///
/// When the forms use a variable's own slot as another type (`%#@COUNT@` with the form
/// `%1$@ and %2$d others`), the forms decide the argument's type, since that is what gets printed, and
/// the mismatch is returned: Foundation then chooses the form by reading text as a number.
public enum PluralFormatReader {
  /// A plural variable as the reader needs it.
  public struct Variable: Sendable {
    /// The type Foundation reads the variable's number as; nil when it has none (a catalog's plural
    /// variation of a whole text is chosen by its first argument, which its forms type).
    public var valueType: String?
    /// The slot a reference without `n$` takes (a String Catalog substitution's `argNum`).
    public var argumentNumber: Int?
    /// True for catalog substitutions, whose forms write the variable's own argument as `%arg`.
    public var usesArgumentToken: Bool
    public var forms: [(category: String, text: String, origin: FormatOrigin)]
    /// Where the variable is defined, for the mismatch warning.
    public var origin: FormatOrigin

    public init(
      valueType: String?, argumentNumber: Int? = nil, usesArgumentToken: Bool = false,
      forms: [(category: String, text: String, origin: FormatOrigin)], origin: FormatOrigin
    ) {
      self.valueType = valueType
      self.argumentNumber = argumentNumber
      self.usesArgumentToken = usesArgumentToken
      self.forms = forms
      self.origin = origin
    }
  }

  /// A variable chosen by an argument its forms print as another type.
  public struct Mismatch: Equatable, Sendable {
    public var variable: String
    public var valueType: String
    /// The argument as the forms type it.
    public var argument: FormatArgument
    public var origin: FormatOrigin
  }

  public struct Result: Equatable, Sendable {
    public var arguments: [FormatArgument]
    public var mismatches: [Mismatch]
  }

  /// The arguments of `texts` (the entry's own text, or each text it may have when it varies as a
  /// whole), each read from slot 1, and of every variable they reach. Undefined variables and cycles throw.
  public static func read(_ texts: [(text: String, origin: FormatOrigin)], variables: [String: Variable]) throws -> Result {
    var reader = Reader(variables: variables)
    for (text, origin) in texts {
      try reader.visit(text, firstSlot: 1, origin: origin, path: [])
    }
    return try reader.finish()
  }

  /// One format Foundation can format with the entry's arguments without the variables: each
  /// reference replaced by its variable's `other` form (the last form without one), every specifier
  /// numbered so the forms' arguments keep their slots, named placeholders unnamed. `text` itself
  /// when it has neither references nor names. Undefined variables and cycles stay `%n$@`.
  public static func fallback(for text: String, variables: [String: Variable]) -> String {
    let scanned = FormatParser.scannedSpecifiers(in: text)
    let needsRewrite = scanned.contains { item in
      if case .variable = item.specifier.kind { return true }
      return item.specifier.name != nil
    }
    guard needsRewrite else { return text }
    return numbered(text, firstSlot: 1, variables: variables, path: [])
  }

  /// Foundation reads the `%arg` of a substitution's forms as the substitution's own argument.
  package static func replacingArgumentToken(in text: String, slot: Int, valueType: String) -> String {
    let scanned = FormatParser.scannedSpecifiers(in: text)
    guard scanned.contains(where: { $0.specifier.text == "%a" }) else { return text }
    let utf8 = Array(text.utf8)
    var result = [UInt8]()
    var copied = 0
    for (specifier, range) in scanned where specifier.text == "%a" {
      guard range.upperBound + 1 < utf8.count, utf8[range.upperBound] == UInt8(ascii: "r"), utf8[range.upperBound + 1] == UInt8(ascii: "g")
      else { continue }
      result.append(contentsOf: utf8[copied..<range.lowerBound])
      result.append(contentsOf: "%\(slot)$\(valueType)".utf8)
      copied = range.upperBound + 2
    }
    result.append(contentsOf: utf8[copied...])
    return String(decoding: result, as: UTF8.self)
  }

  private struct Reader {
    let variables: [String: Variable]
    var slots = ArgumentSlots()
    var selectors: [(name: String, slot: Int, specifier: FormatSpecifier)] = []

    mutating func visit(_ text: String, firstSlot: Int, origin: FormatOrigin, path: [String]) throws {
      let variables = self.variables
      let references = try slots.read(text, firstSlot: firstSlot, origin: origin) { variables[$0]?.argumentNumber }
      for reference in references {
        guard let variable = variables[reference.name] else {
          throw PlaceholderError.undefinedVariable(name: reference.name, origin: origin)
        }
        if let start = path.firstIndex(of: reference.name) {
          throw PlaceholderError.variableCycle(names: path[start...] + [reference.name], origin: origin)
        }
        selectors.append((reference.name, reference.slot, reference.specifier))
        for form in variable.forms {
          let formText =
            variable.usesArgumentToken
            ? replacingArgumentToken(in: form.text, slot: reference.slot, valueType: variable.valueType ?? "@") : form.text
          try visit(formText, firstSlot: reference.slot, origin: form.origin, path: path + [reference.name])
        }
      }
    }

    /// Adds each variable's own use of its slot where the forms agree with it or leave it unused.
    mutating func finish() throws -> Result {
      var mismatches = [Mismatch]()
      var reported = Set<String>()
      for (name, slot, specifier) in selectors {
        guard let variable = variables[name], let valueType = variable.valueType, let type = ArgumentType.pluralValue(valueType)
        else { continue }
        if let printed = slots.argument(at: slot), printed.swiftGenType != type.swiftGenType {
          let forms = Set(variable.forms.map(\.text))
          if forms.count > 1, reported.insert(name).inserted {
            mismatches.append(Mismatch(variable: name, valueType: valueType, argument: printed, origin: variable.origin))
          }
          continue
        }
        try slots.fill(slot: slot, with: type, name: name, by: specifier, origin: variable.origin)
      }
      return Result(arguments: slots.arguments, mismatches: mismatches)
    }
  }

  /// `text` with every specifier numbered from `firstSlot` on and every reference expanded.
  private static func numbered(_ text: String, firstSlot: Int, variables: [String: Variable], path: [String]) -> String {
    PositionalFormat.numbered(text, firstSlot: firstSlot, variableSlot: { variables[$0]?.argumentNumber }) { name, slot in
      guard let variable = variables[name], !path.contains(name),
        let form = variable.forms.first(where: { $0.category == "other" }) ?? variable.forms.last
      else {
        return "%\(slot)$@"
      }
      let formText =
        variable.usesArgumentToken
        ? replacingArgumentToken(in: form.text, slot: slot, valueType: variable.valueType ?? "@") : form.text
      return numbered(formText, firstSlot: slot, variables: variables, path: path + [name])
    }
  }
}
