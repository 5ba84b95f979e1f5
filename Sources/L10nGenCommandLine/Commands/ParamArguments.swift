import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// `--param KEY[=VALUE]` as SwiftGen reads it: a bare key is `true`, `a.b=c` nests, a repeated key
/// becomes an array. `true`/`false` are booleans, so `publicAccess=false` means what it says.
package enum ParamArguments {
  package static func parse(_ arguments: [String], command: String) throws -> [String: TemplateValue] {
    var params: [String: TemplateValue] = [:]
    for argument in arguments {
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let path = parts[0].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard !path.contains(where: \.isEmpty) else { throw UsageError("--param '\(argument)': expected KEY or KEY=VALUE", command: command) }
      let value: TemplateValue
      switch parts.count == 2 ? String(parts[1]) : nil {
      case nil, "true"?: value = .bool(true)
      case "false"?: value = .bool(false)
      case let text?: value = .string(text)
      }
      insert(value, at: path[...], into: &params)
    }
    return params
  }

  private static func insert(_ value: TemplateValue, at path: ArraySlice<String>, into dictionary: inout [String: TemplateValue]) {
    guard let key = path.first else { return }
    if path.count == 1 {
      switch dictionary[key] {
      case .array(let existing)?: dictionary[key] = .array(existing + [value])
      case let existing?: dictionary[key] = .array([existing, value])
      case nil: dictionary[key] = value
      }
      return
    }
    var nested: [String: TemplateValue]
    if case .dictionary(let existing)? = dictionary[key] { nested = existing } else { nested = [:] }
    insert(value, at: path.dropFirst(), into: &nested)
    dictionary[key] = .dictionary(nested)
  }
}
