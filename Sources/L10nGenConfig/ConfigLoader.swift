import L10nGenCore
import L10nGenGeneration
import L10nGenLint
import L10nGenTables
import L10nGenTemplate

/// Reads a JSON config: paths relative to the config's folder, `${VAR}` from the environment, and
/// every unknown key or wrong value reported at its line and column with its key path (typos must
/// not pass silently). Every problem of the file is reported in one run.
public enum ConfigLoader {
  /// The config a command reads when none is named.
  public static let defaultPath = "l10ngen.json"

  /// `path` nil: the default config of the current folder, whose absence says how to start.
  public static func load(path: String?, environment: [String: String]) throws -> Configuration {
    let file = path ?? defaultPath
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: file))
    } catch {
      guard FileManager.default.fileExists(atPath: file) else {
        if path == nil { throw ConfigError.noDefaultConfig(folder: FileManager.default.currentDirectoryPath) }
        throw ConfigError.unreadable(path: file, reason: "no such file: \(file)")
      }
      throw ConfigError.unreadable(path: file, reason: PathText.isFolder(file) ? "it is a folder" : "it could not be read")
    }
    return try parse(data: data, path: file, environment: environment)
  }

  public static func parse(data: Data, path: String, environment: [String: String]) throws -> Configuration {
    let root: LocatedJSON
    // Editors may save a byte-order mark, which JSON readers skip.
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(data.dropFirst(3)) : Array(data)
    do {
      root = try LocatedJSONReader.read(bytes, path: path)
    } catch StringCatalogParseError.invalidJSON(let location, let reason) {
      if looksLikeYAML(data, path: path) { throw ConfigError.yaml(path: path) }
      throw ConfigError.invalidJSON(location: location, reason: reason)
    }
    let reader = Reader(path: path, environment: environment)
    let configuration = reader.configuration(root, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent())
    switch reader.errors.count {
    case 0: return configuration
    case 1: throw reader.errors[0]
    default: throw ErrorList(reader.errors)
    }
  }

  /// A `.yml`/`.yaml` file, or one that starts like YAML rather than like a JSON object.
  static func looksLikeYAML(_ data: Data, path: String) -> Bool {
    ["yml", "yaml"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) || startsLikeYAML(Array(data))
  }

  /// Whether `bytes` look like YAML rather than JSON: the first line with content is a comment, a
  /// `---` or `%` line, a `- ` item or a `key:` line, none of which starts a JSON document. For the
  /// config loader, to answer a SwiftGen config given where JSON is expected with the command that
  /// converts it.
  public static func startsLikeYAML(_ bytes: [UInt8]) -> Bool {
    var text = Substring(String(decoding: bytes, as: UTF8.self))
    if text.first == "\u{FEFF}" { text = text.dropFirst() }
    for line in text.split(whereSeparator: \.isNewline) {
      let content = line.drop { $0 == " " || $0 == "\t" }
      if content.isEmpty { continue }
      if content.hasPrefix("#") || content.hasPrefix("---") || content.hasPrefix("%") || content == "-" || content.hasPrefix("- ") {
        return true
      }
      guard content.first != "{", content.first != "[", let colon = content.firstIndex(of: ":"), colon != content.startIndex else { return false }
      let next = content.index(after: colon)
      return next == content.endIndex || content[next] == " " || content[next] == "\t"
    }
    return false
  }

  static func resolve(_ path: String, against base: URL) -> String {
    if path.hasPrefix("/") { return path }
    return base.appendingPathComponent(path).standardizedFileURL.path
  }
}

/// Typed access to the located JSON tree. A problem is recorded, with where it is, and reading goes
/// on past it, so that one run reports every problem of the file.
private final class Reader {
  let path: String
  let environment: [String: String]
  private(set) var errors: [ConfigError] = []

  init(path: String, environment: [String: String]) {
    self.path = path
    self.environment = environment
  }

  func configuration(_ root: LocatedJSON, baseDirectory: URL) -> Configuration {
    let members = object(root, at: "config", known: ConfigSchema.root) ?? [:]
    let jobs = members["strings"].flatMap { array($0, at: "strings") } ?? []
    let strings = jobs.enumerated().compactMap { index, job in
      entry(job, at: "strings[\(index)]", baseDirectory: baseDirectory)
    }
    var configuration = Configuration(
      strings: strings, lint: lintSettings(members["lint"], member: "lint"), build: lintSettings(members["build"], member: "build"),
      code: codeSettings(members["code"], baseDirectory: baseDirectory))
    if let value = members["runtime"], let runtime = runtimeFile(value, baseDirectory: baseDirectory) {
      configuration.runtime = runtime
      configuration.strings = configuration.strings.map { usingRuntime(runtime, $0) }
    }
    return configuration
  }

  /// `"runtime"`: where the run time goes, and its params (only those that shape it).
  private func runtimeFile(_ value: LocatedJSON, baseDirectory: URL) -> RuntimeFile? {
    guard let members = object(value, at: "runtime", known: ConfigSchema.runtime) else { return nil }
    guard let outputValue = members["output"] else {
      invalid(value, "runtime.output", "the path of the file to write the run time into")
      return nil
    }
    guard let output = path(outputValue, at: "runtime.output") else { return nil }
    if output == "-" { invalid(outputValue, "runtime.output", "the path of a file (standard output holds the generated code)") }
    var params: [String: TemplateValue] = [:]
    let known = ModuleRuntime.params.map { ConfigSchema.Member(key: $0, help: "") }
    if let paramsValue = members["params"], let paramMembers = object(paramsValue, at: "runtime.params", known: known) {
      for (key, element) in paramMembers { params[key] = templateValue(element, at: "runtime.params." + key) }
    }
    return RuntimeFile(output: ConfigLoader.resolve(output, against: baseDirectory), params: params)
  }

  /// `job` with each output of a built-in template that reads the `runtime` param, and sets none,
  /// using the config's run time; its `runtimeName` too, when the run time has one.
  private func usingRuntime(_ runtime: RuntimeFile, _ job: StringsJob) -> StringsJob {
    var job = job
    for index in job.outputs.indices {
      guard case .builtin(let name) = job.outputs[index].template, BuiltinTemplate.named(name)?.params.contains("runtime") == true,
        job.outputs[index].params["runtime"] == nil
      else { continue }
      job.outputs[index].params["runtime"] = .string("external")
      if let name = runtime.params["runtimeName"], job.outputs[index].params["runtimeName"] == nil {
        job.outputs[index].params["runtimeName"] = name
      }
    }
    return job
  }

  private func codeSettings(_ value: LocatedJSON?, baseDirectory: URL) -> CodeSettings {
    guard let value, let members = object(value, at: "code", known: ConfigSchema.code) else { return CodeSettings() }
    func names(_ key: String) -> [String] {
      guard let list = members[key].flatMap({ array($0, at: "code." + key) }) else { return [] }
      return list.enumerated().compactMap { index, element in
        guard let name = string(element, at: "code.\(key)[\(index)]") else { return nil }
        guard SwiftIdentifier.isValidIdentifier(name) else {
          invalid(element, "code.\(key)[\(index)]", "a Swift name, not \(name.debugDescription)")
          return nil
        }
        return name
      }
    }
    let sources = members["sources"].map { paths($0, at: "code.sources").map { ConfigLoader.resolve($0, against: baseDirectory) } } ?? []
    var dynamicKeys: [RegularExpression] = []
    for (index, element) in (members["dynamicKeys"].flatMap { array($0, at: "code.dynamicKeys") } ?? []).enumerated() {
      guard let pattern = string(element, at: "code.dynamicKeys[\(index)]") else { continue }
      do {
        dynamicKeys.append(try RegularExpression(pattern))
      } catch {
        invalid(element, "code.dynamicKeys[\(index)]", "a regular expression (\(error.reason))")
      }
    }
    var settings = CodeSettings(
      sources: sources, lookupFunctions: names("lookupFunctions"), lookupProperties: names("lookupProperties"), dynamicKeys: dynamicKeys)
    if let rewrite = members["migrateSwiftUI"] {
      if case .bool(let flag) = rewrite.value {
        settings.migratesSwiftUI = flag
      } else {
        invalid(rewrite, "code.migrateSwiftUI", "true or false")
      }
    }
    return settings
  }

  private func entry(_ value: LocatedJSON, at keyPath: String, baseDirectory: URL) -> StringsJob? {
    guard let members = object(value, at: keyPath, known: ConfigSchema.entry) else { return nil }
    var inputs: [String] = []
    var inputLocations: [String: SourceLocation] = [:]
    if let inputsValue = members["inputs"] {
      inputs = paths(inputsValue, at: keyPath + ".inputs").map { ConfigLoader.resolve($0, against: baseDirectory) }
      let written: [LocatedJSON]
      if case .array(let elements) = inputsValue.value { written = elements } else { written = [inputsValue] }
      for (input, value) in zip(inputs, written) where inputLocations[input] == nil { inputLocations[input] = value.location }
      if case .array(let elements) = inputsValue.value, elements.isEmpty {
        invalid(inputsValue, keyPath + ".inputs", "a path or a non-empty array of paths")
      }
    } else {
      invalid(value, keyPath + ".inputs", "a path or a non-empty array of paths")
    }
    var filter: InputFilter?
    if let filterValue = members["filter"], let pattern = string(filterValue, at: keyPath + ".filter") {
      do {
        filter = try InputFilter(pattern: pattern)
      } catch let error as RegularExpressionError {
        invalid(filterValue, keyPath + ".filter", "a regular expression (\(error.reason))")
      } catch {
        invalid(filterValue, keyPath + ".filter", "a regular expression")
      }
    }
    var options: [String: String] = [:]
    if let optionsValue = members["options"],
      let optionMembers = object(optionsValue, at: keyPath + ".options", known: StringsOptions.known.map { ConfigSchema.Member(key: $0, help: "") })
    {
      for (key, element) in optionMembers {
        if let text = string(element, at: keyPath + ".options." + key) { options[key] = text }
      }
    }
    if let strict = members["strictNames"] {
      if case .bool(let flag) = strict.value {
        options["strictNames"] = String(flag)
      } else {
        invalid(strict, keyPath + ".strictNames", "true or false")
      }
    }
    var outputs: [OutputRequest] = []
    if let outputsValue = members["outputs"] {
      let expected = "an output object or a non-empty array of them"
      var list: [LocatedJSON] = []
      switch outputsValue.value {
      case .object: list = [outputsValue]
      case .array(let elements):
        list = elements
        if elements.isEmpty { invalid(outputsValue, keyPath + ".outputs", expected) }
      default: invalid(outputsValue, keyPath + ".outputs", expected)
      }
      outputs = list.enumerated().compactMap { index, output in
        outputRequest(output, at: keyPath + ".outputs[\(index)]", baseDirectory: baseDirectory)
      }
    } else {
      invalid(value, keyPath + ".outputs", "an output object or a non-empty array of them")
    }
    var job = StringsJob(inputs: inputs, filter: filter, options: options, outputs: outputs, userNames: userNames(members, at: keyPath))
    job.inputLocations = inputLocations
    return job
  }

  /// `"lint"` or `"build"` (`member`): lists of rule names; a rule named in both `errors` and
  /// `warnings` is an error of the config.
  private func lintSettings(_ value: LocatedJSON?, member: String) -> LintSettings {
    guard let value, let members = object(value, at: member, known: ConfigSchema.lint) else { return LintSettings() }
    func rules(_ key: String) -> [(index: Int, rule: LintRule, value: LocatedJSON)] {
      guard let list = members[key].flatMap({ array($0, at: member + "." + key) }) else { return [] }
      return list.enumerated().compactMap { index, element in
        let keyPath = "\(member).\(key)[\(index)]"
        guard let name = string(element, at: keyPath) else { return nil }
        guard let rule = LintRule(rawValue: name) else {
          let known = LintRule.allCases.map(\.rawValue)
          invalid(
            element, keyPath,
            "a lint rule (\(known.joined(separator: ", "))), not \(name.debugDescription)\(Suggestion.phrase(for: name, among: known))")
          return nil
        }
        return (index, rule, element)
      }
    }
    let errors = rules("errors")
    let warnings = rules("warnings")
    for (index, rule, element) in warnings where errors.contains(where: { $0.rule == rule }) {
      invalid(element, "\(member).warnings[\(index)]", "a rule not also listed in \(member).errors (\(rule.rawValue) is in both)")
    }
    return LintSettings(disabled: rules("disable").map(\.rule), errors: errors.map(\.rule), warnings: warnings.map(\.rule))
  }

  private func outputRequest(_ value: LocatedJSON, at keyPath: String, baseDirectory: URL) -> OutputRequest? {
    guard let members = object(value, at: keyPath, known: ConfigSchema.output) else { return nil }
    var template: TemplateChoice?
    switch (members["template"], members["templatePath"]) {
    case (let name?, nil): template = string(name, at: keyPath + ".template").map(TemplateChoice.builtin)
    case (nil, let file?):
      template = path(file, at: keyPath + ".templatePath").map { .file(ConfigLoader.resolve($0, against: baseDirectory)) }
    default:
      invalid(value, keyPath, "an object with exactly one of 'template' (a built-in name) or 'templatePath' (a file)")
    }
    var output: String?
    if let outputValue = members["output"] {
      output = path(outputValue, at: keyPath + ".output").map { $0 == "-" ? $0 : ConfigLoader.resolve($0, against: baseDirectory) }
    } else {
      invalid(value, keyPath + ".output", "the path of the file to generate, or \"-\" for standard output")
    }
    var spacing: TemplateSpacing?
    if let spacingValue = members["spacing"], let text = string(spacingValue, at: keyPath + ".spacing") {
      spacing = TemplateSpacing(rawValue: text)
      if spacing == nil { invalid(spacingValue, keyPath + ".spacing", "\"smart\" or \"legacy\"") }
    }
    var params: [String: TemplateValue] = [:]
    var paramLocations: [String: SourceLocation] = [:]
    if let paramsValue = members["params"], let paramMembers = object(paramsValue, at: keyPath + ".params", known: nil) {
      for (key, element) in paramMembers {
        params[key] = templateValue(element, at: keyPath + ".params." + key)
      }
      if case .object(let written) = paramsValue.value {
        for member in written where paramLocations[member.key] == nil { paramLocations[member.key] = member.keyLocation }
      }
    }
    guard let template, let output else { return nil }
    var request = OutputRequest(template: template, output: output, params: params, spacing: spacing)
    request.origin = OutputRequest.Origin(
      output: members["output"]?.location ?? value.location, template: (members["template"] ?? members["templatePath"])?.location,
      params: paramLocations)
    return request
  }

  /// `names` (table → key → name path), `labels` (table → key → labels) and `tableNames`
  /// (table → enum name) of a strings entry; keys are kept exactly (a `.` in a key is no nesting).
  private func userNames(_ members: [String: LocatedJSON], at keyPath: String) -> UserNames {
    var userNames = UserNames()
    func origin(_ value: LocatedJSON, _ place: String) -> UserNames.Origin { UserNames.Origin(location: value.location, place: place) }
    for (table, keys) in sortedMembers(members["names"], at: keyPath + ".names") {
      let place = keyPath + ".names." + table
      for (key, name) in sortedMembers(keys, at: place) {
        guard let path = string(name, at: place + "." + key) else { continue }
        userNames.names.append(UserNames.Name(table: table, key: key, path: path, origin: origin(name, place + "." + key)))
      }
    }
    for (table, keys) in sortedMembers(members["labels"], at: keyPath + ".labels") {
      let place = keyPath + ".labels." + table
      for (key, value) in sortedMembers(keys, at: place) {
        let list = (array(value, at: place + "." + key) ?? []).compactMap { string($0, at: place + "." + key) }
        userNames.labels.append(UserNames.Labels(table: table, key: key, labels: list, origin: origin(value, place + "." + key)))
      }
    }
    for (table, name) in sortedMembers(members["tableNames"], at: keyPath + ".tableNames") {
      let place = keyPath + ".tableNames." + table
      guard let text = string(name, at: place) else { continue }
      userNames.tableNames.append(UserNames.TableName(table: table, name: text, origin: origin(name, place)))
    }
    return userNames
  }

  private func sortedMembers(_ value: LocatedJSON?, at keyPath: String) -> [(String, LocatedJSON)] {
    guard let value, let members = object(value, at: keyPath, known: nil) else { return [] }
    return members.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
  }

  // MARK: Kinds of value

  /// An object's members by key; each unknown key is recorded, at the key, with the nearest known one.
  func object(_ value: LocatedJSON, at keyPath: String, known: [ConfigSchema.Member]?) -> [String: LocatedJSON]? {
    guard case .object(let members) = value.value else {
      invalid(value, keyPath, "an object")
      return nil
    }
    var result: [String: LocatedJSON] = [:]
    for member in members {
      if let known, !known.contains(where: { $0.key == member.key }) {
        errors.append(
          .unknownKey(
            location: member.keyLocation, keyPath: keyPath == "config" ? member.key : keyPath + "." + member.key, known: known.map(\.key)))
        continue
      }
      if result[member.key] == nil { result[member.key] = member.value }
    }
    return result
  }

  func array(_ value: LocatedJSON, at keyPath: String) -> [LocatedJSON]? {
    guard case .array(let elements) = value.value else {
      invalid(value, keyPath, "an array")
      return nil
    }
    return elements
  }

  func string(_ value: LocatedJSON, at keyPath: String) -> String? {
    guard case .string(let text) = value.value else {
      invalid(value, keyPath, "a string")
      return nil
    }
    return expand(text, at: keyPath, location: value.location)
  }

  /// A path: a string that is not empty (an empty one would name the config's own folder).
  func path(_ value: LocatedJSON, at keyPath: String) -> String? {
    guard let text = string(value, at: keyPath) else { return nil }
    guard !text.isEmpty else {
      invalid(value, keyPath, "a path, not an empty string")
      return nil
    }
    return text
  }

  /// A single path or an array of paths.
  func paths(_ value: LocatedJSON, at keyPath: String) -> [String] {
    switch value.value {
    case .string: return path(value, at: keyPath).map { [$0] } ?? []
    case .array(let elements): return elements.enumerated().compactMap { path($1, at: "\(keyPath)[\($0)]") }
    default:
      invalid(value, keyPath, "a path or an array of paths")
      return []
    }
  }

  func templateValue(_ value: LocatedJSON, at keyPath: String) -> TemplateValue {
    switch value.value {
    case .string(let text): return expand(text, at: keyPath, location: value.location).map(TemplateValue.string) ?? .null
    case .bool(let flag): return .bool(flag)
    case .number(let text): return Int(text).map(TemplateValue.int) ?? .double(Double(text) ?? 0)
    case .array(let elements): return .array(elements.enumerated().map { templateValue($1, at: "\(keyPath)[\($0)]") })
    case .object(let members):
      var result: [String: TemplateValue] = [:]
      for member in members { result[member.key] = templateValue(member.value, at: keyPath + "." + member.key) }
      return .dictionary(result)
    case .null: return .null
    }
  }

  /// `${NAME}` from the environment; an unset variable is an error, not an empty string.
  func expand(_ string: String, at keyPath: String, location: SourceLocation) -> String? {
    guard string.contains("${") else { return string }
    var result = ""
    var rest = Substring(string)
    while let start = rest.firstRange(ofText: "${") {
      result += rest[..<start.lowerBound]
      guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
        result += rest[start.lowerBound...]
        return result
      }
      let name = String(rest[start.upperBound..<end])
      guard let value = environment[name] else {
        errors.append(.undefinedVariable(location: location, keyPath: keyPath, name: name))
        return nil
      }
      result += value
      rest = rest[rest.index(after: end)...]
    }
    return result + rest
  }

  private func invalid(_ value: LocatedJSON, _ keyPath: String, _ expected: String) {
    errors.append(.invalidValue(location: value.location, keyPath: keyPath, expected: expected))
  }
}
