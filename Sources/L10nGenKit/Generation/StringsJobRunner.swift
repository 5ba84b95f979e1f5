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
  }

  /// `warn` hears what reading the tables noticed (`LocalizationTable.warnings`), as each job reads
  /// them; a job whose outputs are all up to date by their stamps is not read, so says nothing.
  public static func run(
    _ jobs: [StringsJob], mode: OutputWriter.Mode, environment: [String: String], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [Result] {
    var rendered: [(output: String, content: [UInt8]?, inputs: [String], fingerprint: OutputFingerprint?)] = []
    for job in jobs {
      let options = try StringsOptions(job.options)
      let sources = try InputDiscovery.tables(in: job.inputs)
      let inputFiles = sources.flatMap { $0.files.map(\.path) }
      var generator: StringsGenerator?  // the tables, once an output needs rendering
      for request in job.outputs {
        let fingerprint = request.output == "-"
          ? nil : OutputFingerprint(sources: sources, options: options, request: request, environment: environment)
        if let fingerprint, OutputStamp.holds(fingerprint.value, path: request.output) {
          rendered.append((request.output, nil, inputFiles, fingerprint))
          continue
        }
        let tables: StringsGenerator
        if let generator {
          tables = generator
        } else {
          tables = StringsGenerator(tables: try sources.map(TableLoader.load), options: options)
          tables.tables.flatMap(\.warnings).forEach(warn)
          generator = tables
        }
        let template = try LoadedTemplate(request.template, spacing: request.spacing)
        let content = try tables.renderUTF8(template, params: request.params, environment: environment, warn: warn)
        rendered.append((request.output, content, inputFiles, fingerprint))
      }
    }
    for item in rendered where item.output != "-" {
      try OutputWriter.validate(item.output, inputs: item.inputs)
    }
    return try rendered.map { item in
      guard item.output != "-" else { return Result(output: item.output, content: item.content, outcome: nil) }
      guard let content = item.content else { return Result(output: item.output, content: nil, outcome: .unchanged) }
      let outcome = try OutputWriter.write(
        content, to: item.output, mode: mode, inputs: item.inputs, stamp: item.fingerprint?.value)
      return Result(output: item.output, content: content, outcome: outcome)
    }
  }
}
