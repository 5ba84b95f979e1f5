import Foundation

/// Reads a JSON config: paths relative to the config's folder, `${VAR}` from the environment,
/// and every unknown key or wrong value reported with its key path (typos must not pass silently).
public enum ConfigLoader {
  public static func load(path: String, environment: [String: String]) throws -> Configuration {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw ConfigError.unreadable(path: path, reason: FileManager.default.fileExists(atPath: path) ? "\(error.localizedDescription)" : "no such file: \(path)")
    }
    return try parse(data: data, path: path, environment: environment)
  }

  public static func parse(data: Data, path: String, environment: [String: String]) throws -> Configuration {
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data, options: [])
    } catch {
      throw ConfigError.invalidJSON(location: jsonErrorLocation(error, data: data, path: path), reason: jsonErrorReason(error))
    }
    let reader = Reader(path: path, environment: environment)
    let baseDirectory = URL(fileURLWithPath: path).deletingLastPathComponent()
    let root = try reader.object(json, at: "config", known: ["strings", "lint"])
    let jobs = try reader.array(root["strings"] ?? [Any](), at: "strings")
    let lint = try lintSettings(root["lint"], reader: reader)
    let strings = try jobs.enumerated().map { (index, job) -> StringsJob in
      let keyPath = "strings[\(index)]"
      let object = try reader.object(job, at: keyPath, known: ["inputs", "options", "outputs", "strictNames", "names", "labels", "tableNames"])
      let inputs = try reader.strings(object["inputs"], at: keyPath + ".inputs").map { resolve($0, against: baseDirectory) }
      guard !inputs.isEmpty else { throw ConfigError.invalidValue(path: path, keyPath: keyPath + ".inputs", expected: "a path or a non-empty array of paths") }
      let optionsObject = try reader.object(object["options"] ?? [String: Any](), at: keyPath + ".options", known: StringsOptions.known)
      var options: [String: String] = [:]
      for (key, value) in optionsObject {
        options[key] = try reader.string(value, at: keyPath + ".options." + key)
      }
      if let strict = object["strictNames"] {
        guard let flag = strict as? Bool, (strict as? NSNumber).map({ String(cString: $0.objCType) == "c" }) ?? true else {
          throw ConfigError.invalidValue(path: path, keyPath: keyPath + ".strictNames", expected: "true or false")
        }
        options["strictNames"] = String(flag)
      }
      let outputsValue = object["outputs"] ?? [Any]()
      let outputs = outputsValue is [String: Any] ? [outputsValue] : try reader.array(outputsValue, at: keyPath + ".outputs")
      guard !outputs.isEmpty else { throw ConfigError.invalidValue(path: path, keyPath: keyPath + ".outputs", expected: "an output object or a non-empty array of them") }
      return StringsJob(
        inputs: inputs, options: options,
        outputs: try outputs.enumerated().map { outputIndex, output in
          try outputRequest(output, at: keyPath + ".outputs[\(outputIndex)]", reader: reader, baseDirectory: baseDirectory)
        },
        userNames: try userNames(object, at: keyPath, reader: reader))
    }
    return Configuration(strings: strings, lint: lint)
  }

  private static func lintSettings(_ value: Any?, reader: Reader) throws -> LintSettings {
    guard let value else { return LintSettings() }
    let object = try reader.object(value, at: "lint", known: ["disable"])
    guard let disable = object["disable"] else { return LintSettings() }
    let names = try reader.array(disable, at: "lint.disable").enumerated().map { try reader.string($1, at: "lint.disable[\($0)]") }
    return LintSettings(disabled: try names.enumerated().map { index, name in
      guard let rule = LintRule(rawValue: name) else {
        throw ConfigError.invalidValue(
          path: reader.path, keyPath: "lint.disable[\(index)]",
          expected: "a lint rule (\(LintRule.allCases.map(\.rawValue).joined(separator: ", "))), not \(name.debugDescription)")
      }
      return rule
    })
  }

  private static func outputRequest(_ value: Any, at keyPath: String, reader: Reader, baseDirectory: URL) throws -> OutputRequest {
    let object = try reader.object(value, at: keyPath, known: ["template", "templatePath", "output", "params", "spacing"])
    let template: TemplateChoice
    switch (object["template"], object["templatePath"]) {
    case (let name?, nil): template = .builtin(try reader.string(name, at: keyPath + ".template"))
    case (nil, let file?): template = .file(resolve(try reader.string(file, at: keyPath + ".templatePath"), against: baseDirectory))
    default:
      throw ConfigError.invalidValue(path: reader.path, keyPath: keyPath, expected: "an object with exactly one of 'template' (a built-in name) or 'templatePath' (a file)")
    }
    guard let outputValue = object["output"] else {
      throw ConfigError.invalidValue(path: reader.path, keyPath: keyPath + ".output", expected: "the path of the file to generate, or \"-\" for standard output")
    }
    let output = try reader.string(outputValue, at: keyPath + ".output")
    var spacing: TemplateSpacing?
    if let spacingValue = object["spacing"] {
      guard let parsed = TemplateSpacing(rawValue: try reader.string(spacingValue, at: keyPath + ".spacing")) else {
        throw ConfigError.invalidValue(path: reader.path, keyPath: keyPath + ".spacing", expected: "\"smart\" or \"legacy\"")
      }
      spacing = parsed
    }
    let paramsObject = try reader.object(object["params"] ?? [String: Any](), at: keyPath + ".params", known: nil)
    var params: [String: TemplateValue] = [:]
    for (key, value) in paramsObject {
      params[key] = try reader.templateValue(value, at: keyPath + ".params." + key)
    }
    return OutputRequest(template: template, output: output == "-" ? output : resolve(output, against: baseDirectory), params: params, spacing: spacing)
  }

  /// `names` (table → key → name path), `labels` (table → key → labels) and `tableNames`
  /// (table → enum name) of a strings entry; keys are kept exactly (a `.` in a key is no nesting).
  private static func userNames(_ object: [String: Any], at keyPath: String, reader: Reader) throws -> UserNames {
    var userNames = UserNames()
    func origin(_ place: String) -> UserNames.Origin { UserNames.Origin(file: reader.path, place: place) }
    let names = try reader.object(object["names"] ?? [String: Any](), at: keyPath + ".names", known: nil)
    for (table, keys) in names.sorted(by: { $0.key < $1.key }) {
      let place = keyPath + ".names." + table
      for (key, name) in try reader.object(keys, at: place, known: nil).sorted(by: { $0.key < $1.key }) {
        let path = try reader.string(name, at: place + "." + key)
        userNames.names.append(UserNames.Name(table: table, key: key, path: path, origin: origin(place + "." + key)))
      }
    }
    let labels = try reader.object(object["labels"] ?? [String: Any](), at: keyPath + ".labels", known: nil)
    for (table, keys) in labels.sorted(by: { $0.key < $1.key }) {
      let place = keyPath + ".labels." + table
      for (key, value) in try reader.object(keys, at: place, known: nil).sorted(by: { $0.key < $1.key }) {
        let list = try reader.array(value, at: place + "." + key).map { try reader.string($0, at: place + "." + key) }
        userNames.labels.append(UserNames.Labels(table: table, key: key, labels: list, origin: origin(place + "." + key)))
      }
    }
    let tableNames = try reader.object(object["tableNames"] ?? [String: Any](), at: keyPath + ".tableNames", known: nil)
    for (table, name) in tableNames.sorted(by: { $0.key < $1.key }) {
      let place = keyPath + ".tableNames." + table
      userNames.tableNames.append(UserNames.TableName(table: table, name: try reader.string(name, at: place), origin: origin(place)))
    }
    return userNames
  }

  static func resolve(_ path: String, against base: URL) -> String {
    if path.hasPrefix("/") { return path }
    return base.appendingPathComponent(path).standardizedFileURL.path
  }

  private static func jsonErrorReason(_ error: Error) -> String {
    let description = (error as NSError).userInfo["NSDebugDescription"] as? String
    return description ?? error.localizedDescription
  }

  /// Foundation reports "around character N" (or "line L, column C" on Darwin); turn that into a location.
  private static func jsonErrorLocation(_ error: Error, data: Data, path: String) -> SourceLocation {
    let reason = jsonErrorReason(error)
    let numbers = reason.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
    if reason.contains("line"), numbers.count >= 2 {
      return SourceLocation(file: path, line: numbers[0], column: numbers[1])
    }
    guard reason.contains("character"), let offset = numbers.last else { return SourceLocation(file: path, line: 1, column: 1) }
    var line = 1
    var column = 1
    for byte in data.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(file: path, line: line, column: column)
  }
}

/// Typed access to the untyped JSON tree, with errors that name the key path.
private struct Reader {
  let path: String
  let environment: [String: String]

  func object(_ value: Any, at keyPath: String, known: [String]?) throws -> [String: Any] {
    guard let object = value as? [String: Any] else {
      throw ConfigError.invalidValue(path: path, keyPath: keyPath, expected: "an object")
    }
    if let known, let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
      throw ConfigError.unknownKey(path: path, keyPath: keyPath == "config" ? unknown : keyPath + "." + unknown, known: known)
    }
    return object
  }

  func array(_ value: Any, at keyPath: String) throws -> [Any] {
    guard let array = value as? [Any] else {
      throw ConfigError.invalidValue(path: path, keyPath: keyPath, expected: "an array")
    }
    return array
  }

  func string(_ value: Any, at keyPath: String) throws -> String {
    guard let string = value as? String else {
      throw ConfigError.invalidValue(path: path, keyPath: keyPath, expected: "a string")
    }
    return try expand(string, at: keyPath)
  }

  /// A single string or an array of strings.
  func strings(_ value: Any?, at keyPath: String) throws -> [String] {
    guard let value else { throw ConfigError.invalidValue(path: path, keyPath: keyPath, expected: "a path or an array of paths") }
    if let single = value as? String { return [try expand(single, at: keyPath)] }
    guard let array = value as? [Any] else { throw ConfigError.invalidValue(path: path, keyPath: keyPath, expected: "a path or an array of paths") }
    return try array.enumerated().map { try string($1, at: "\(keyPath)[\($0)]") }
  }

  func templateValue(_ value: Any, at keyPath: String) throws -> TemplateValue {
    switch value {
    case let string as String:
      return .string(try expand(string, at: keyPath))
    case let number as NSNumber:
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      if let int = Int(exactly: number.doubleValue), !"fd".contains(String(cString: number.objCType)) { return .int(int) }
      return .double(number.doubleValue)
    case let array as [Any]:
      return .array(try array.enumerated().map { try templateValue($1, at: "\(keyPath)[\($0)]") })
    case let object as [String: Any]:
      var result: [String: TemplateValue] = [:]
      for (key, element) in object { result[key] = try templateValue(element, at: keyPath + "." + key) }
      return .dictionary(result)
    default:
      return .null
    }
  }

  /// `${NAME}` from the environment; an unset variable is an error, not an empty string.
  func expand(_ string: String, at keyPath: String) throws -> String {
    guard string.contains("${") else { return string }
    var result = ""
    var rest = Substring(string)
    while let start = rest.range(of: "${") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = String(rest[start.upperBound..<end])
      guard let value = environment[name] else {
        throw ConfigError.undefinedVariable(path: path, keyPath: keyPath, name: name)
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }
}
