import Foundation
import L10nGenCore
import L10nGenTables

/// Runs config jobs (or one command-line job): everything is rendered first, and only when every
/// output rendered without error is anything written — an error never leaves a half-updated set.
///
/// An output whose stamp shows it was generated from exactly these inputs, template and settings
/// (`OutputFingerprint`, `OutputStamp`) is up to date as it is: when all of a job's outputs are, its
/// tables are not even parsed.
public enum StringsJobRunner {
  public struct Result: Equatable, Sendable {
    public let output: String
    /// The generated code as UTF-8; nil when the output's stamp showed it up to date, so that
    /// nothing was rendered.
    public let content: [UInt8]?
    /// `nil` for standard output (`-`), which is never compared nor written as a file.
    public let outcome: OutputWriter.Outcome?
    /// What was rendered: the tables' entries and the tables; nil when nothing was (up to date).
    public let strings: Int?
    public let tables: Int?
    /// The table files read for this output.
    public let inputs: [String]
    /// Seconds spent reading the tables (nil when they were not read for this output) and rendering it.
    public let readSeconds: Double?
    public let renderSeconds: Double?
  }

  /// `warn` hears what reading the tables and naming their keys noticed, as each job renders; an
  /// output up to date by its stamp says again the warnings recorded with it. A warning is said once
  /// a job, however many of its outputs give it.
  public static func run(
    _ jobs: [StringsJob], mode: OutputWriter.Mode, environment: [String: String], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [Result] {
    struct Rendered {
      var output: String
      var content: [UInt8]?
      var inputs: [String]
      var stamp: OutputStamp.Stamp?
      var strings: Int?
      var tables: Int?
      var readSeconds: Double?
      var renderSeconds: Double?
    }
    var outputs = Set<String>()
    for output in jobs.flatMap(\.outputs).map(\.output) where output != "-" {
      guard outputs.insert(URL(fileURLWithPath: output).standardizedFileURL.path).inserted else {
        throw GenerationError.sameOutputTwice(path: output)
      }
    }
    var rendered: [Rendered] = []
    for job in jobs {
      let options = try StringsOptions(job.options)
      let (sources, skipped) = try TableDiscovery.developmentTables(
        in: job.inputs, filter: job.filter, language: job.language, everyLocale: job.everyLocale)
      let inputFiles = sources.flatMap { $0.files.map(\.path) }
      var said = Set<String>()
      func say(_ warning: LocatedWarning) {
        if said.insert(warning.description).inserted { warn(warning) }
      }
      skipped.forEach(say)
      if job.skipEmpty, sources.isEmpty {
        for request in job.outputs {
          say(LocatedWarning(location: nil, message: "nothing written to \(request.output): no development-language table among its inputs"))
        }
        continue
      }
      var generator: StringsGenerator?  // the tables, once an output needs rendering
      for request in job.outputs {
        // Parsed first: parsing loads the files its `{% include %}`s name, which the stamp covers.
        let template = try LoadedTemplate(request.template, spacing: request.spacing)
        let included = template.template.includedFiles
        let fingerprint = request.output == "-"
          ? nil
          : OutputFingerprint(
            sources: sources, options: options, userNames: job.userNames, request: request, environment: environment, includedFiles: included)
        if let fingerprint, let recorded = OutputStamp.holds(fingerprint.value, path: request.output) {
          recorded.forEach(say)
          rendered.append(Rendered(output: request.output, inputs: inputFiles))
          continue
        }
        let readStart = Date()
        let tables = try generator ?? StringsGenerator(tables: try sources.map(TableLoader.load), options: options, userNames: job.userNames)
        let readSeconds = generator == nil ? Date().timeIntervalSince(readStart) : nil
        generator = tables
        let renderStart = Date()
        var warnings = tables.tables.flatMap(\.warnings)
        let content = try tables.renderUTF8(template, params: request.params, environment: environment) { warnings.append($0) }
        warnings.forEach(say)
        // A render that included more (an include named by a variable) cannot be known ahead: no stamp.
        let stamp = template.template.includedFiles == included ? fingerprint.map { OutputStamp.Stamp(fingerprint: $0.value, warnings: warnings) } : nil
        rendered.append(Rendered(
          output: request.output, content: content, inputs: inputFiles, stamp: stamp,
          strings: tables.tables.reduce(0) { $0 + $1.entries.count }, tables: tables.tables.count,
          readSeconds: readSeconds, renderSeconds: Date().timeIntervalSince(renderStart)))
      }
    }
    for item in rendered where item.output != "-" {
      try OutputWriter.validate(item.output, inputs: item.inputs)
    }
    return try rendered.map { item in
      var outcome: OutputWriter.Outcome?
      if item.output != "-" {
        outcome = try item.content.map { try OutputWriter.write($0, to: item.output, mode: mode, inputs: item.inputs, stamp: item.stamp) } ?? .unchanged
      }
      return Result(
        output: item.output, content: item.content, outcome: outcome, strings: item.strings, tables: item.tables,
        inputs: item.inputs, readSeconds: item.readSeconds, renderSeconds: item.renderSeconds)
    }
  }
}
