/// Runs config jobs (or one command-line job): everything is rendered first, and only when every
/// output rendered without error is anything written — an error never leaves a half-updated set.
public enum StringsJobRunner {
  public struct Result: Equatable, Sendable {
    public let output: String
    public let content: String
    /// `nil` for standard output (`-`), which is never compared nor written as a file.
    public let outcome: OutputWriter.Outcome?
  }

  /// `warn` hears what reading the tables noticed (`LocalizationTable.warnings`), as each job reads them.
  public static func run(
    _ jobs: [StringsJob], mode: OutputWriter.Mode, environment: [String: String], warn: (LocatedWarning) -> Void = { _ in }
  ) throws -> [Result] {
    var rendered: [(output: String, content: String, inputs: [String])] = []
    for job in jobs {
      let generator = try StringsGenerator(inputs: job.inputs, options: StringsOptions(job.options))
      generator.tables.flatMap(\.warnings).forEach(warn)
      let inputFiles = generator.tables.flatMap(\.files)
      for request in job.outputs {
        let template = try LoadedTemplate(request.template, spacing: request.spacing)
        let content = try generator.render(template, params: request.params, environment: environment)
        rendered.append((request.output, content, inputFiles))
      }
    }
    for item in rendered where item.output != "-" {
      try OutputWriter.validate(item.output, inputs: item.inputs)
    }
    return try rendered.map { item in
      guard item.output != "-" else { return Result(output: item.output, content: item.content, outcome: nil) }
      let outcome = try OutputWriter.write(item.content, to: item.output, mode: mode, inputs: item.inputs)
      return Result(output: item.output, content: item.content, outcome: outcome)
    }
  }
}
