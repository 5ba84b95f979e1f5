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

  /// Renders `template` for these tables. Keys that would make uncompilable names are reported,
  /// all together, before anything is rendered.
  public func render(_ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:]) throws -> String {
    String(decoding: try renderUTF8(template, params: params, environment: environment), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, what is written to files.
  public func renderUTF8(_ template: LoadedTemplate, params: [String: TemplateValue], environment: [String: String] = [:]) throws -> [UInt8] {
    let context = try self.context(
      naming: options.naming ?? template.naming, params: params, environment: environment,
      companionSuffix: template.companionSuffix(params: params))
    return try template.template.renderUTF8(context, expectedSize: expectedOutputSize)
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

  /// The variables templates see, after checking that every key gives a Swift name under `naming`
  /// (all the errors together). `render` is this and the template; apart for measuring the stages.
  /// `companionSuffix`: see `KeyTree.namingErrors`.
  public func context(
    naming: KeyNaming, params: [String: TemplateValue], environment: [String: String] = [:], companionSuffix: String? = nil
  ) throws -> [String: TemplateValue] {
    let trees = tables.map { KeyTree(entries: $0.entries, separator: options.separator) }
    var errors: [any LocatedError] = []
    for (table, tree) in zip(tables, trees) {
      errors += tree.namingErrors(naming: naming, tableName: table.name, companionSuffix: companionSuffix)
    }
    if tables.count > 1 || params["forceFileNameEnum"].map(isTruthy) == true {
      errors += tableNameErrors()
    }
    guard errors.isEmpty else { throw ErrorList(errors) }
    return StringsContext.make(tables: Array(zip(tables, trees)).map { ($0, $1) }, params: params, environment: environment)
  }

  private func tableNameErrors() -> [KeyTreeError] {
    var owners: [String: LocalizationTable] = [:]
    var errors: [KeyTreeError] = []
    for table in tables {
      let name = KeyNaming.typeName(table.name)
      if let owner = owners[name] {
        let location = table.files.first.map { SourceLocation(file: $0, line: 1, column: 1) }
        errors.append(.tableCollision(table: table.name, otherTable: owner.name, name: name, location: location))
      } else {
        owners[name] = table
      }
    }
    return errors
  }

  private func isTruthy(_ value: TemplateValue) -> Bool {
    switch value {
    case .null, .bool(false): return false
    case .string(let string): return !string.isEmpty
    default: return true
    }
  }
}
