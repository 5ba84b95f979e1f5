import Foundation
import L10nGenCore
import L10nGenTables

/// `l10ngen catalog compile`: reads String Catalogs, compiles every language, and writes
/// `<directory>/<language>.lproj/<Table>.strings` and `.stringsdict` for each — both files always, even
/// empty, so a build plugin can name its outputs before running. Every catalog is read and compiled
/// before anything is written; a file is written only when its content changed, atomically.
public enum CatalogCompilationRunner {
  public struct Result: Equatable, Sendable {
    public let path: String
    public let outcome: OutputWriter.Outcome
  }

  /// The files a catalog compiles to, in the order they are written: for each language, its `.strings` then its `.stringsdict`.
  public static func outputPaths(table: String, languages: [String], directory: String) -> [String] {
    languages.flatMap { language in
      let folder = URL(fileURLWithPath: directory).appendingPathComponent("\(language).lproj")
      return ["strings", "stringsdict"].map { folder.appendingPathComponent("\(table).\($0)").path }
    }
  }

  /// `warn` hears what reading and compiling noticed, catalog by catalog.
  public static func run(
    catalogs paths: [String], outputDirectory: String, mode: OutputWriter.Mode = .write, warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [Result] {
    var tablePaths = [String: String]()
    var files = [(path: String, content: String)]()
    for path in paths {
      let url = URL(fileURLWithPath: path)
      guard url.pathExtension == "xcstrings" else { throw CatalogCompilationError.notACatalog(path: path) }
      let table = url.deletingPathExtension().lastPathComponent
      if let first = tablePaths[table] { throw CatalogCompilationError.duplicateTable(name: table, first: first, second: path) }
      tablePaths[table] = path
      let catalog = try StringCatalogParser.parseCatalog(contentsOf: path)
      catalog.warnings.forEach(warn)
      let (compiled, warnings) = try CatalogCompiler.compile(catalog, table: table)
      warnings.forEach(warn)
      let outputs = outputPaths(table: table, languages: compiled.localizations.map(\.language), directory: outputDirectory)
      for (localization, pair) in zip(compiled.localizations, stride(from: 0, to: outputs.count, by: 2)) {
        files.append((outputs[pair], localization.stringsFileContents(catalogFile: url.lastPathComponent)))
        files.append((outputs[pair + 1], localization.stringsDictFileContents()))
      }
    }
    for file in files { try OutputWriter.validate(file.path, inputs: paths) }
    return try files.map { file in
      Result(path: file.path, outcome: try OutputWriter.write(file.content, to: file.path, mode: mode, inputs: paths))
    }
  }
}
