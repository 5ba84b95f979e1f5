import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// Splits a command's arguments into flags, options with values and positional arguments, checked
/// against what the command declares (`--name value` and `--name=value` both work; `--` ends options).
package struct ArgumentScanner {
  package let command: String
  /// Options that take a value.
  package let valueOptions: Set<String>
  /// Options that take none.
  package let flags: Set<String>

  /// What a command was given. Options are read through their declarations, never by their names
  /// as text: a misspelled option is then a compile error, not a lookup that never fires.
  package struct Scanned {
    /// The arguments as given.
    package var arguments: [String] = []
    fileprivate var values: [String: [String]] = [:]
    fileprivate var flags: Set<String> = []
    package var positional: [String] = []

    /// The last value given for `option`, nil when it was not given.
    package func value(_ option: OptionDeclaration) -> String? { values[option.name]?.last }
    /// Every value given for a repeatable `option`, in order.
    package func values(_ option: OptionDeclaration) -> [String] { values[option.name] ?? [] }
    /// Whether the flag `option` was given.
    package func isSet(_ option: OptionDeclaration) -> Bool { flags.contains(option.name) }

    /// The value of `option` read as one of `Choice`'s cases (their raw values are what is typed);
    /// nil when it was not given.
    package func choice<Choice: RawRepresentable & CaseIterable>(_ option: OptionDeclaration, of _: Choice.Type, command: String) throws -> Choice?
    where Choice.RawValue == String {
      guard let text = value(option) else { return nil }
      guard let choice = Choice(rawValue: text) else {
        let names = Choice.allCases.map(\.rawValue)
        let listed = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
        throw UsageError("\(option.name) must be \(listed), not '\(text)'", command: command)
      }
      return choice
    }
  }

  package func scan(_ arguments: [String]) throws -> Scanned {
    var result = Scanned(arguments: arguments)
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        result.positional += arguments[index...]
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        result.positional.append(argument)
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if flags.contains(name) {
        guard inlineValue == nil else { throw UsageError("\(name) takes no value", command: command) }
        result.flags.insert(name)
      } else if valueOptions.contains(name) {
        if let inlineValue {
          result.values[name, default: []].append(inlineValue)
        } else {
          guard index < arguments.count else { throw UsageError("\(name) needs a value", command: command) }
          result.values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        let known = (valueOptions.union(flags)).sorted()
        throw UsageError("unknown option '\(name)'\(Suggestion.phrase(for: name, among: known))", command: command)
      }
    }
    return result
  }
}
