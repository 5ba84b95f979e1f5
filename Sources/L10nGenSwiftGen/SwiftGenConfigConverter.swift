import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables

/// What converting a SwiftGen config gives: the l10ngen config, and what did not carry over.
public struct SwiftGenMigration: Equatable, Sendable {
  /// The text of `l10ngen.json`, to be written beside the SwiftGen config: its relative paths are
  /// relative to that folder, as SwiftGen's were.
  public var json: String
  /// What was left out or changed, each at its place in the SwiftGen config, in file order.
  public var warnings: [LocatedWarning]

  public init(json: String, warnings: [LocatedWarning]) {
    self.json = json
    self.warnings = warnings
  }
}

/// Turns the `strings` section of a SwiftGen 6.6 config (`swiftgen.yml`) into an l10ngen config
/// whose generated accessors are called the same way (`l10ngen init --from swiftgen.yml`).
///
/// It follows SwiftGen's config code: a section is one entry or a list of entries; an entry's
/// `inputs` (or the older `paths`) is a path or a list of paths; `outputs` is one output or a list
/// (or, the older form, the entry itself holds `templateName`/`templatePath`, `output` and
/// `params`); `input_dir` goes before each relative input and `output_dir` before each relative
/// `output`, nothing before `templatePath`; relative paths are relative to the config's folder.
/// `${VAR}` references are kept as written, since l10ngen's config expands them too.
public enum SwiftGenConfigConverter {
  /// Converts `yaml`, the text of the SwiftGen config at `path` (the path locates messages), in
  /// YAML or, as SwiftGen also takes, in JSON. Throws a `YAMLError` (or `StringCatalogParseError`
  /// for JSON) where the text cannot be read, and a `SwiftGenConfigError` when there is no strings
  /// entry to convert; what only loses a part of the config is a warning.
  public static func convert(yaml: [UInt8], path: String) throws -> SwiftGenMigration {
    let root: LocatedJSON
    if yaml.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
      // SwiftGen reads a JSON config too (JSON is YAML), and `{ … }` is what the YAML reader leaves out.
      root = try LocatedJSONReader.read(yaml, path: path)
    } else {
      // Read as SwiftGen reads it (Yams): a plain `no` is false.
      root = try YAMLReader.read(yaml, path: path, schema: .coreWithYAML11Booleans)
    }
    var conversion = Conversion(path: path)
    let entries = try conversion.strings(of: root)
    let config = LocatedJSON.Value.object([jsonMember("strings", LocatedJSON(value: .array(entries), location: root.location))])
    return SwiftGenMigration(json: ConfigJSONWriter.text(of: config), warnings: conversion.sortedWarnings)
  }

  /// SwiftGen 6.6's parsers other than `strings` (`storyboards` being the old name of `ib`).
  static let otherSections = ["colors", "coredata", "files", "fonts", "ib", "json", "plist", "storyboards", "xcassets", "yaml"]
  static let topLevelKeys = ["input_dir", "output_dir", "strings"] + otherSections
  static let entryKeys = ["inputs", "filter", "options", "outputs"]
  /// What SwiftGen still reads in an entry: `paths` for `inputs`, and an output's keys for `outputs`.
  static let legacyEntryKeys = ["paths", "templateName", "templatePath", "output", "params"]
  static let outputKeys = ["templateName", "templatePath", "output", "params"]
  /// The options of SwiftGen 6.6's strings parser, which refuses any other.
  static let stringsOptions = ["separator"]
  /// SwiftGen 6.6's bundled strings templates.
  static let swiftGenStringsTemplates = ["flat-swift4", "flat-swift5", "structured-swift4", "structured-swift5", "objc-h", "objc-m"]

  /// `path` after `directory`, joined as SwiftGen's PathKit joins them: `.` components dropped,
  /// each leading `..` of `path` taking off a last component of `directory`.
  static func joined(_ directory: String, _ path: String) -> String {
    var left = directory.split(separator: "/").filter { $0 != "." }
    var right = path.split(separator: "/").filter { $0 != "." }
    while let last = left.last, last != "..", right.first == ".." {
      left.removeLast()
      right.removeFirst()
    }
    let joined = (left + right).joined(separator: "/")
    if directory.hasPrefix("/") { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// A YAML core-schema number in JSON's syntax (`+1` → `1`, `.5` → `0.5`, `0x1F` → `31`); nil for
  /// infinities and NaN, which JSON cannot write, and for hexadecimal or octal past `Int`.
  static func jsonNumber(yaml text: String) -> String? {
    if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(String.init) }
    if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(String.init) }
    var rest = Substring(text)
    let sign = rest.first == "-" ? "-" : ""
    if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
    if [".inf", ".nan"].contains(rest.lowercased()) { return nil }
    let exponentStart = rest.firstIndex { $0 == "e" || $0 == "E" }
    let exponent = exponentStart.map { "e" + rest[rest.index(after: $0)...] } ?? ""
    let parts = rest[..<(exponentStart ?? rest.endIndex)].split(separator: ".", omittingEmptySubsequences: false)
    let integer = String(parts[0].drop { $0 == "0" })
    let fraction = parts.count > 1 ? "." + (parts[1].isEmpty ? "0" : parts[1]) : ""
    return sign + (integer.isEmpty ? "0" : integer) + fraction + exponent
  }
}

private func jsonMember(_ key: String, _ value: LocatedJSON, keyLocation: SourceLocation? = nil) -> LocatedJSON.Member {
  LocatedJSON.Member(key: key, keyLocation: keyLocation ?? value.location, value: value)
}

private func find(_ key: String, in members: [LocatedJSON.Member]) -> LocatedJSON.Member? {
  members.first { $0.key == key }
}

/// One conversion's state: the folders SwiftGen puts before paths, and the warnings so far.
private struct Conversion {
  typealias Converter = SwiftGenConfigConverter

  let path: String
  var inputDir: String?
  var outputDir: String?
  var warnings: [LocatedWarning] = []

  init(path: String) {
    self.path = path
  }

  /// In file order; warnings at one place in the order they were given.
  var sortedWarnings: [LocatedWarning] {
    warnings.enumerated().sorted { a, b in
      let (left, right) = (a.element.location, b.element.location)
      return (left?.line ?? 0, left?.column ?? 0, a.offset) < (right?.line ?? 0, right?.column ?? 0, b.offset)
    }.map(\.element)
  }

  mutating func warn(_ location: SourceLocation, _ message: String) {
    warnings.append(LocatedWarning(location: location, message: message))
  }

  /// The converted entries of the `strings` section of `root`.
  mutating func strings(of root: LocatedJSON) throws -> [LocatedJSON] {
    let members: [LocatedJSON.Member]
    switch root.value {
    case .object(let found): members = found
    case .null: members = []
    default: throw SwiftGenConfigError.notAMapping(root.location, found: describe(root))
    }
    inputDir = directory(find("input_dir", in: members))
    outputDir = directory(find("output_dir", in: members))
    var entries: [LocatedJSON]?
    for member in members {
      switch member.key {
      case "input_dir", "output_dir":
        switch member.value.value {
        case .string, .null: break
        default: warn(member.value.location, "not converted: '\(member.key)' is \(describe(member.value)), not a path; SwiftGen ignores it")
        }
      case "strings":
        entries = try section(member)
      case let key where Converter.otherSections.contains(key):
        warn(member.keyLocation, "not converted: '\(key)' (l10ngen generates code for strings only; keep running SwiftGen for this section)")
      default:
        warn(
          member.keyLocation,
          "not converted: unknown key '\(member.key)'\(Suggestion.phrase(for: member.key, among: Converter.topLevelKeys)); "
            + "SwiftGen stops at it too (\"Parser `\(member.key)` does not exist\")")
      }
    }
    guard let entries else {
      let nearMiss = members.first { !Converter.topLevelKeys.contains($0.key) && Suggestion.closest(to: $0.key, among: ["strings"]) != nil }
      throw SwiftGenConfigError.noStringsSection(nearMiss?.keyLocation ?? SourceLocation(file: path, line: 1, column: 1), nearMiss: nearMiss?.key)
    }
    return entries
  }

  /// `input_dir` or `output_dir` when it is a non-empty string; SwiftGen ignores it otherwise.
  private func directory(_ member: LocatedJSON.Member?) -> String? {
    guard let member, case .string(let text) = member.value.value, !text.isEmpty else { return nil }
    return text
  }

  private mutating func section(_ member: LocatedJSON.Member) throws -> [LocatedJSON] {
    let expected = "an entry (a mapping with 'inputs' and 'outputs')"
    var entries: [(entry: LocatedJSON, keyPath: String)] = []
    switch member.value.value {
    case .object:
      entries = [(member.value, "strings")]
    case .array(let items):
      for (offset, item) in items.enumerated() {
        guard case .object = item.value else {
          throw SwiftGenConfigError.invalidValue(item.location, keyPath: "strings[\(offset)]", expected: expected, found: describe(item))
        }
        entries.append((item, "strings[\(offset)]"))
      }
    default:
      throw SwiftGenConfigError.invalidValue(
        member.value.location, keyPath: "strings", expected: expected + " or a list of entries", found: describe(member.value))
    }
    var converted: [LocatedJSON] = []
    for (entry, keyPath) in entries {
      if let result = try self.entry(entry, keyPath: keyPath) { converted.append(result) }
    }
    guard !converted.isEmpty else { throw SwiftGenConfigError.nothingConverted(member.keyLocation, warnings: sortedWarnings) }
    return converted
  }

  /// The entry as l10ngen's `{"inputs", "filter", "options", "outputs"}`, or nil when none of its
  /// outputs can be converted.
  private mutating func entry(_ entry: LocatedJSON, keyPath: String) throws -> LocatedJSON? {
    guard case .object(let members) = entry.value else { return nil }
    warnOfUnknownKeys(in: members, known: Converter.entryKeys + Converter.legacyEntryKeys, suggesting: Converter.entryKeys, keyPath: keyPath)
    // SwiftGen reads `inputs`, else the older `paths`.
    guard let inputsMember = find("inputs", in: members) ?? find("paths", in: members) else {
      throw SwiftGenConfigError.missingKey(entry.location, keyPath: keyPath, key: "inputs")
    }
    if inputsMember.key == "inputs", let paths = find("paths", in: members) {
      warn(paths.keyLocation, "not converted: '\(keyPath).paths' (SwiftGen reads 'inputs' when both are given)")
    }
    var inputs: [LocatedJSON] = []
    for (input, inputPath) in try pathList(inputsMember.value, keyPath: keyPath + "." + inputsMember.key) {
      inputs.append(prefixed(input, by: inputDir, named: "input_dir", keyPath: inputPath))
    }
    var result = [jsonMember("inputs", LocatedJSON(value: .array(inputs), location: inputsMember.value.location))]
    if let filter = find("filter", in: members) {
      switch filter.value.value {
      case .string: result.append(filter)
      case .null: break
      default:
        warn(
          filter.value.location,
          "not converted: '\(keyPath).filter' is \(describe(filter.value)), not a regular expression; SwiftGen ignores it and uses its default filter"
        )
      }
    }
    if let options = find("options", in: members), let kept = try self.options(options, keyPath: keyPath + ".options"), !kept.isEmpty {
      result.append(jsonMember("options", LocatedJSON(value: .object(kept), location: options.value.location), keyLocation: options.keyLocation))
    }
    let outputs: [LocatedJSON]
    if let outputsMember = find("outputs", in: members) {
      for legacy in members where Converter.outputKeys.contains(legacy.key) {
        warn(legacy.keyLocation, "not converted: '\(keyPath).\(legacy.key)' beside 'outputs' (SwiftGen reads only 'outputs' when both are given)")
      }
      outputs = try outputList(outputsMember.value, keyPath: keyPath + ".outputs")
      result.append(
        jsonMember("outputs", LocatedJSON(value: .array(outputs), location: outputsMember.value.location), keyLocation: outputsMember.keyLocation))
    } else if find("output", in: members) != nil {
      // The older form: the entry is its own single output.
      outputs = try output(entry, keyPath: keyPath, warnsOfUnknownKeys: false).map { [$0] } ?? []
      result.append(jsonMember("outputs", LocatedJSON(value: .array(outputs), location: entry.location)))
    } else {
      throw SwiftGenConfigError.missingKey(entry.location, keyPath: keyPath, key: "outputs")
    }
    guard !outputs.isEmpty else {
      warn(entry.location, "not converted: '\(keyPath)', which has no output l10ngen can generate")
      return nil
    }
    return LocatedJSON(value: .object(result), location: entry.location)
  }

  /// Keys SwiftGen does not read in a mapping at `keyPath`.
  private mutating func warnOfUnknownKeys(in members: [LocatedJSON.Member], known: [String], suggesting candidates: [String], keyPath: String) {
    for member in members where !known.contains(member.key) {
      let suggestion = Suggestion.phrase(for: member.key, among: candidates)
      warn(member.keyLocation, "not converted: unknown key '\(keyPath).\(member.key)'\(suggestion); SwiftGen ignores it")
    }
  }

  /// A path or a non-empty list of paths, each with its key path.
  private func pathList(_ value: LocatedJSON, keyPath: String) throws -> [(LocatedJSON, String)] {
    switch value.value {
    case .string:
      return [(value, keyPath)]
    case .array(let items) where !items.isEmpty:
      return try items.enumerated().map { offset, item in
        guard case .string = item.value else {
          throw SwiftGenConfigError.invalidValue(item.location, keyPath: "\(keyPath)[\(offset)]", expected: "a path", found: describe(item))
        }
        return (item, "\(keyPath)[\(offset)]")
      }
    default:
      throw SwiftGenConfigError.invalidValue(
        value.location, keyPath: keyPath, expected: "a path or a non-empty list of paths", found: describe(value))
    }
  }

  /// `path` with `directory` before it, as SwiftGen puts `input_dir` and `output_dir` before
  /// relative paths.
  private mutating func prefixed(_ path: LocatedJSON, by directory: String?, named directoryKey: String, keyPath: String) -> LocatedJSON {
    guard let directory, case .string(let text) = path.value, !text.hasPrefix("/") else { return path }
    if text.hasPrefix("${") {
      // SwiftGen expands first, then prefixes only a relative result: which it is depends on the
      // variable's value at run time (Xcode's are absolute paths).
      warn(
        path.location,
        "'\(keyPath)' starts with an environment variable, so it is kept as written: SwiftGen puts \(directoryKey) \(quoted(directory)) "
          + "before it only when the variable's value is a relative path")
      return path
    }
    return LocatedJSON(value: .string(Converter.joined(directory, text)), location: path.location)
  }

  /// The options l10ngen takes over; nil when there are none (an empty `options:`).
  private mutating func options(_ member: LocatedJSON.Member, keyPath: String) throws -> [LocatedJSON.Member]? {
    switch member.value.value {
    case .null:
      return nil
    case .object(let options):
      var kept: [LocatedJSON.Member] = []
      for option in options {
        let optionPath = "\(keyPath).\(option.key)"
        guard Converter.stringsOptions.contains(option.key) else {
          warn(
            option.keyLocation,
            "not converted: option '\(optionPath)'\(Suggestion.phrase(for: option.key, among: Converter.stringsOptions)); "
              + "SwiftGen 6.6's strings parser has only 'separator', and stops at any other")
          continue
        }
        guard case .string = option.value.value else {
          warn(option.value.location, "not converted: option '\(optionPath)' is \(describe(option.value)), not a string; SwiftGen uses \".\" instead")
          continue
        }
        kept.append(option)
      }
      return kept
    default:
      throw SwiftGenConfigError.invalidValue(member.value.location, keyPath: keyPath, expected: "a mapping of options", found: describe(member.value))
    }
  }

  private mutating func outputList(_ value: LocatedJSON, keyPath: String) throws -> [LocatedJSON] {
    let expected = "an output (a mapping with 'templateName' or 'templatePath', and 'output')"
    switch value.value {
    case .object:
      return try output(value, keyPath: keyPath, warnsOfUnknownKeys: true).map { [$0] } ?? []
    case .array(let items):
      var outputs: [LocatedJSON] = []
      for (offset, item) in items.enumerated() {
        guard case .object = item.value else {
          throw SwiftGenConfigError.invalidValue(item.location, keyPath: "\(keyPath)[\(offset)]", expected: expected, found: describe(item))
        }
        if let converted = try output(item, keyPath: "\(keyPath)[\(offset)]", warnsOfUnknownKeys: true) { outputs.append(converted) }
      }
      return outputs
    default:
      throw SwiftGenConfigError.invalidValue(value.location, keyPath: keyPath, expected: expected + " or a list of outputs", found: describe(value))
    }
  }

  /// The output as l10ngen's `{"template" or "templatePath", "output", "params"}`, or nil when its
  /// template has no l10ngen counterpart.
  private mutating func output(_ object: LocatedJSON, keyPath: String, warnsOfUnknownKeys: Bool) throws -> LocatedJSON? {
    guard case .object(let members) = object.value else { return nil }
    if warnsOfUnknownKeys { warnOfUnknownKeys(in: members, known: Converter.outputKeys, suggesting: Converter.outputKeys, keyPath: keyPath) }
    guard let outputMember = find("output", in: members) else {
      throw SwiftGenConfigError.missingKey(object.location, keyPath: keyPath, key: "output")
    }
    guard case .string = outputMember.value.value else {
      throw SwiftGenConfigError.invalidValue(
        outputMember.value.location, keyPath: keyPath + ".output", expected: "the path of the file to generate", found: describe(outputMember.value))
    }
    var result: [LocatedJSON.Member]
    var builtin: BuiltinTemplate?
    let name = try templateReference("templateName", in: members, keyPath: keyPath)
    let file = try templateReference("templatePath", in: members, keyPath: keyPath)
    switch (name, file) {
    case (nil, nil):
      throw SwiftGenConfigError.templateChoice(object.location, keyPath: keyPath, both: false)
    case (.some, .some):
      throw SwiftGenConfigError.templateChoice(object.location, keyPath: keyPath, both: true)
    case (let name?, nil):
      guard let template = builtinTemplate(for: name.value, keyPath: keyPath) else { return nil }
      builtin = template
      result = [jsonMember("template", LocatedJSON(value: .string(template.name), location: name.value.location), keyLocation: name.keyLocation)]
    case (nil, let file?):
      result = [file]
    }
    var output = prefixed(outputMember.value, by: outputDir, named: "output_dir", keyPath: keyPath + ".output")
    // SwiftGen writes a file named "-"; to l10ngen a bare "-" means standard output.
    if output.value == .string("-") { output.value = .string("./-") }
    result.append(jsonMember("output", output, keyLocation: outputMember.keyLocation))
    if let params = find("params", in: members), var kept = try self.params(params, keyPath: keyPath + ".params", template: builtin), !kept.isEmpty {
      if let builtin { keepLookupFunctionContract(of: builtin, params: &kept, output: output) }
      result.append(jsonMember("params", LocatedJSON(value: .object(kept), location: params.value.location), keyLocation: params.keyLocation))
    }
    return LocatedJSON(value: .object(result), location: object.location)
  }

  /// SwiftGen 6.5's `swift5` templates call the `lookupFunction` param with the key and the table,
  /// 6.6's (and l10ngen's) with the fallback value too: the output SwiftGen last wrote tells which
  /// the project's function takes, and `lookupFunctionWithoutValue` keeps a two-argument one.
  /// Without that output, a warning says how to choose.
  private mutating func keepLookupFunctionContract(of template: BuiltinTemplate, params: inout [LocatedJSON.Member], output: LocatedJSON) {
    guard template.declaredParams?.contains("lookupFunctionWithoutValue") == true,
      let lookup = params.first(where: { $0.key == "lookupFunction" }), case .string(let function) = lookup.value.value, !function.isEmpty,
      !params.contains(where: { $0.key == "lookupFunctionWithoutValue" }), case .string(let outputPath) = output.value
    else { return }
    let file = Converter.joined(PathText.deletingLastComponent(path).isEmpty ? "." : PathText.deletingLastComponent(path), outputPath)
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
      warn(
        lookup.value.location,
        "SwiftGen 6.5's templates call \(function)(key, table), 6.6's \(function)(key, table, value), as l10ngen's do, and no output of "
          + "SwiftGen's at \(file) tells which yours takes: if it takes two arguments, add \"lookupFunctionWithoutValue\": true to these params")
      return
    }
    if text.contains("\(function)(key, table)") {
      params.append(jsonMember("lookupFunctionWithoutValue", LocatedJSON(value: .bool(true), location: lookup.value.location)))
      warn(
        lookup.value.location,
        "SwiftGen's output \(file) calls \(function)(key, table), as SwiftGen 6.5's templates do: kept with \"lookupFunctionWithoutValue\": true")
    } else if text.contains("\(function)(key, table, value)") {
      warn(lookup.value.location, "SwiftGen's output \(file) calls \(function)(key, table, value), as SwiftGen 6.6's templates and l10ngen's do")
    }
  }

  /// `templateName` or `templatePath` when given; SwiftGen takes an empty one as not given.
  private func templateReference(_ key: String, in members: [LocatedJSON.Member], keyPath: String) throws -> LocatedJSON.Member? {
    guard let member = find(key, in: members) else { return nil }
    switch member.value.value {
    case .string(let text): return text.isEmpty ? nil : member
    case .null: return nil
    default:
      let expected = key == "templateName" ? "a template name" : "the path of a template file"
      throw SwiftGenConfigError.invalidValue(member.value.location, keyPath: "\(keyPath).\(key)", expected: expected, found: describe(member.value))
    }
  }

  /// The built-in template that declares the same accessors as SwiftGen's template `name`.
  private mutating func builtinTemplate(for name: LocatedJSON, keyPath: String) -> BuiltinTemplate? {
    guard case .string(let swiftGenName) = name.value else { return nil }
    switch swiftGenName {
    case "flat-swift5", "structured-swift5":
      return BuiltinTemplate.named(swiftGenName)
    case "flat-swift4", "structured-swift4":
      let replacement = swiftGenName.dropLast() + "5"
      warn(
        name.location,
        "template '\(swiftGenName)' became '\(replacement)': l10ngen has no Swift 4 templates, "
          + "and '\(replacement)' declares the same accessors, so call sites stay the same")
      return BuiltinTemplate.named(String(replacement))
    case "objc-h", "objc-m":
      warn(
        name.location,
        "'\(keyPath)' uses '\(swiftGenName)': l10ngen's declares the same selectors, each argument typed as its conversion reads it "
          + "(int for %d, double for %f, where SwiftGen's take NSInteger and float), and names non-ASCII keys in ASCII")
      return BuiltinTemplate.named(swiftGenName)
    default:
      warn(
        name.location,
        "not converted: '\(keyPath)' uses template '\(swiftGenName)'\(Suggestion.phrase(for: swiftGenName, among: Converter.swiftGenStringsTemplates)), "
          + "which is not one of SwiftGen's strings templates; "
          + "if it is your own (SwiftGen looks in Application Support first), point 'templatePath' at its file")
      return nil
    }
  }

  /// The params l10ngen takes over: all of them for a template file; for a built-in template, those
  /// it reads (any other would stop generation, and SwiftGen's template did not read it either).
  private mutating func params(_ member: LocatedJSON.Member, keyPath: String, template: BuiltinTemplate?) throws -> [LocatedJSON.Member]? {
    switch member.value.value {
    case .null:
      return nil
    case .object(let params):
      let declared = template.flatMap(\.declaredParams)
      var kept: [LocatedJSON.Member] = []
      for param in params {
        let paramPath = "\(keyPath).\(param.key)"
        if let template, let declared, !declared.contains(param.key) {
          let suggestion = Suggestion.phrase(for: param.key, among: declared.sorted())
          warn(param.keyLocation, "not converted: param '\(paramPath)'\(suggestion): \(template.name) does not read it")
          continue
        }
        if case .null = param.value.value {
          // Yams reads `publicAccess:` as null, which SwiftGen passes on, and Stencil's `if` takes
          // any value that is not nil (NSNull too) as true.
          warn(param.keyLocation, "'\(paramPath)' has no value, which SwiftGen's templates take as true: written as true")
          kept.append(jsonMember(param.key, LocatedJSON(value: .bool(true), location: param.value.location), keyLocation: param.keyLocation))
          continue
        }
        if let value = jsonValue(param.value, keyPath: paramPath) { kept.append(jsonMember(param.key, value, keyLocation: param.keyLocation)) }
      }
      return kept
    default:
      throw SwiftGenConfigError.invalidValue(member.value.location, keyPath: keyPath, expected: "a mapping of params", found: describe(member.value))
    }
  }

  /// A param's value as JSON can write it; nil (with a warning) for a number it cannot.
  private mutating func jsonValue(_ value: LocatedJSON, keyPath: String) -> LocatedJSON? {
    switch value.value {
    case .number(let text):
      guard let number = Converter.jsonNumber(yaml: text) else {
        warn(value.location, "not converted: '\(keyPath)' is \(text), which JSON cannot write")
        return nil
      }
      return LocatedJSON(value: .number(number), location: value.location)
    case .array(let items):
      var elements: [LocatedJSON] = []
      for (offset, item) in items.enumerated() {
        if let element = jsonValue(item, keyPath: "\(keyPath)[\(offset)]") { elements.append(element) }
      }
      return LocatedJSON(value: .array(elements), location: value.location)
    case .object(let members):
      var kept: [LocatedJSON.Member] = []
      for member in members {
        if let element = jsonValue(member.value, keyPath: "\(keyPath).\(member.key)") {
          kept.append(jsonMember(member.key, element, keyLocation: member.keyLocation))
        }
      }
      return LocatedJSON(value: .object(kept), location: value.location)
    case .string, .bool, .null:
      return value
    }
  }

  /// What a message calls a YAML value's kind.
  private func describe(_ value: LocatedJSON) -> String {
    switch value.value {
    case .object: return "a mapping"
    case .array(let items): return items.isEmpty ? "an empty list" : "a list"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "a boolean"
    case .null: return "an empty value"
    }
  }
}
