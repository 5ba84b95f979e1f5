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

  package struct Scanned {
    /// The arguments as given.
    package var arguments: [String] = []
    package var values: [String: [String]] = [:]
    package var flags: Set<String> = []
    package var positional: [String] = []

    package func last(_ name: String) -> String? { values[name]?.last }
    package func all(_ name: String) -> [String] { values[name] ?? [] }
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
