import Foundation

/// The whole pipeline for one set of tables: discover, parse, check names, build the context, render.
public struct StringsGenerator: Sendable {
  public let tables: [LocalizationTable]
  public let options: StringsOptions

  /// Reads every table of `inputs`. Errors stop at the first bad table (its parser's error).
  public init(inputs: [String], options: StringsOptions) throws {
    self.tables = try InputDiscovery.tables(in: inputs).map(TableLoader.load)
    self.options = options
  }

  public init(tables: [LocalizationTable], options: StringsOptions) {
    self.tables = tables
    self.options = options
  }

  /// Renders `template` for these tables. Keys (and tables) that would make uncompilable names are
  /// left out, each told to `warn`; with `strictNames` they are errors, all together, and nothing
  /// is rendered.
  public func render(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> String {
    String(decoding: try renderUTF8(template, params: params, environment: environment, warn: warn), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, what is written to files.
  public func renderUTF8(
    _ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [UInt8] {
    let context = try self.context(rules: namingRules(template, params: params), params: params, environment: environment, warn: warn)
    return try template.template.renderUTF8(context, expectedSize: expectedOutputSize)
  }

  /// What `template` with `params` declares, which names are checked against.
  public func namingRules(_ template: LoadedTemplate, params: [String: TemplateValue]) -> NamingRules {
    var reservedTypes: Set<String> = [Self.text(params["enumName"]) ?? "L10n", "L10nRuntime"]
    if let runtime = Self.text(params["runtimeName"]) { reservedTypes.insert(runtime) }
    return NamingRules(
      style: template.naming ?? options.naming ?? .structured, reservedTypeNames: reservedTypes,
      reservedMembers: template.declarations.reservedMembers, companionSuffix: template.companionSuffix(params: params),
      tableEnums: tables.count > 1 || params["forceFileNameEnum"].map(isTruthy) == true)
  }

  /// Generated code is a few times the size of the text it is made from (keys, texts and comments
  /// each appear once or twice, in a line of code); four times is generous, and only what is
  /// written of it is ever in memory.
  private var expectedOutputSize: Int {
    var textSize = 0
    for table in tables {
      for entry in table.entries {
        textSize += entry.key.utf8.count + entry.translation.utf8.count + (entry.comment?.utf8.count ?? 0) + 64
      }
    }
    return 4 * textSize + (1 << 16)
  }

  /// The variables templates see, with the names `NamingStage` gives under `rules`. `render` is this
  /// and the template; apart for measuring the stages.
  public func context(
    rules: NamingRules, params: [String: TemplateValue], environment: [String: String] = [:], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [String: TemplateValue] {
    let trees = tables.map { KeyTree(entries: $0.entries, separator: options.separator) }
    let pairs = Array(zip(tables, trees)).map { (table: $0, tree: $1) }
    let names = NamingStage.names(pairs, rules: rules)
    if options.strictNames, !names.problems.isEmpty { throw ErrorList(names.problems) }
    names.problems.forEach { warn($0.warning) }
    return StringsContext.make(tables: pairs, names: names, tableEnums: rules.tableEnums, params: params, environment: environment)
  }

  private static func text(_ value: TemplateValue?) -> String? {
    if case .string(let text)? = value, !text.isEmpty { return text }
    return nil
  }

  private func isTruthy(_ value: TemplateValue) -> Bool {
    switch value {
    case .null, .bool(false): return false
    case .string(let string): return !string.isEmpty
    default: return true
    }
  }
}
