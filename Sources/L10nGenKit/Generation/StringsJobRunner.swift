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

  /// `warn` hears what reading the tables and naming their keys noticed, as each job renders; an
  /// output up to date by its stamp says again the warnings recorded with it. A warning is said once
  /// a job, however many of its outputs give it.
  public static func run(
    _ jobs: [StringsJob], mode: OutputWriter.Mode, environment: [String: String], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [Result] {
    var rendered: [(output: String, content: [UInt8]?, inputs: [String], stamp: OutputStamp.Stamp?)] = []
    for job in jobs {
      let options = try StringsOptions(job.options)
      let sources = try InputDiscovery.tables(in: job.inputs)
      let inputFiles = sources.flatMap { $0.files.map(\.path) }
      var said = Set<String>()
      func say(_ warning: LocatedWarning) {
        if said.insert(warning.description).inserted { warn(warning) }
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
          rendered.append((request.output, nil, inputFiles, nil))
          continue
        }
        let tables = try generator ?? StringsGenerator(tables: try sources.map(TableLoader.load), options: options, userNames: job.userNames)
        generator = tables
        var warnings = tables.tables.flatMap(\.warnings)
        let content = try tables.renderUTF8(template, params: request.params, environment: environment) { warnings.append($0) }
        warnings.forEach(say)
        // A render that included more (an include named by a variable) cannot be known ahead: no stamp.
        let stamp = template.template.includedFiles == included ? fingerprint.map { OutputStamp.Stamp(fingerprint: $0.value, warnings: warnings) } : nil
        rendered.append((request.output, content, inputFiles, stamp))
      }
    }
    for item in rendered where item.output != "-" {
      try OutputWriter.validate(item.output, inputs: item.inputs)
    }
    return try rendered.map { item in
      guard item.output != "-" else { return Result(output: item.output, content: item.content, outcome: nil) }
      guard let content = item.content else { return Result(output: item.output, content: nil, outcome: .unchanged) }
      let outcome = try OutputWriter.write(
        content, to: item.output, mode: mode, inputs: item.inputs, stamp: item.stamp)
      return Result(output: item.output, content: content, outcome: outcome)
    }
  }
}
