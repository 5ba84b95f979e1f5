import L10nGenKit

/// Splits a command's arguments into flags, options with values and positional arguments, checked
/// against what the command declares (`--name value` and `--name=value` both work; `--` ends options).
struct ArgumentScanner {
  let command: String
  /// Options that take a value.
  let valueOptions: Set<String>
  /// Options that take none.
  let flags: Set<String>

  struct Scanned {
    /// The arguments as given.
    var arguments: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positional: [String] = []

    func last(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
  }

  func scan(_ arguments: [String]) throws -> Scanned {
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
