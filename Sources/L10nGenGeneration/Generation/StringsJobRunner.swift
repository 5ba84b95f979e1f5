import L10nGenCore
import L10nGenTables

/// Runs config jobs (or one command-line job): every output is rendered first, each streamed into a
/// temporary file beside it as it is rendered (`StreamedOutputFile`), and only when every output
/// rendered without error are they renamed into place — an error never leaves a half-updated set.
/// Standard output (`-`) is kept until then, so an error prints none of it.
///
/// An output whose stamp shows it was generated from exactly these inputs, template and settings
/// (`OutputFingerprint`, `OutputStamp`) is up to date as it is: when all of a job's outputs are, its
/// tables are not even parsed.
public enum StringsJobRunner {
  public struct Result: Equatable, Sendable {
    public let output: String
    /// Whether the output was rendered: not when its stamp showed it up to date.
    public let rendered: Bool
    /// The generated code as UTF-8, for standard output (`-`); files are written as they render.
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
  ///
  /// `endsProcess`: the process exits when this returns (the command line), so the last job's tables
  /// and contexts are left to the exit rather than freed (`KeptUntilExit`); earlier jobs' are freed,
  /// so that a config of many tables never holds them all.
  public static func run(
    _ jobs: [StringsJob], mode: OutputWriter.Mode, environment: [String: String], warn: (LocatedWarning) -> Void = { _ in },
    endsProcess: Bool = false
  ) throws -> [Result] {
    struct Rendered {
      var output: String
      var rendered = false
      var content: [UInt8]?
      /// A file output rendered into its temporary file, and what comparing it found.
      var file: StreamedOutputFile?
      var finished: StreamedOutputFile.Finished?
      var inputs: [String]
      var strings: Int?
      var tables: Int?
      var readSeconds: Double?
      var renderSeconds: Double?
    }
    var outputs = Set<String>()
    for request in jobs.flatMap(\.outputs) where request.output != "-" {
      guard outputs.insert(PathText.standardized(request.output)).inserted else {
        let error = GenerationError.sameOutputTwice(path: request.output)
        throw error.placed(at: request.location(of: error))
      }
    }
    var rendered: [Rendered] = []
    // An error anywhere leaves every output as it was: no temporary file is renamed.
    defer {
      for item in rendered { item.file?.discard() }
    }
    for (jobIndex, job) in jobs.enumerated() {
      let keptUntilExit = endsProcess && jobIndex == jobs.count - 1
      let options = try StringsOptions(job.options)
      let sources: [TableSource]
      let skipped: [LocatedWarning]
      do {
        (sources, skipped) = try TableDiscovery.developmentTables(
          in: job.inputs, filter: job.filter, language: job.language, everyLocale: job.everyLocale)
      } catch DiscoveryError.notFound(let path, nil) where job.inputLocations[path] != nil {
        throw DiscoveryError.notFound(path: path, location: job.inputLocations[path])
      }
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
        // What is wrong with the request (its template, a param) is said where the config writes it.
        func placed<T>(_ body: () throws -> T) throws -> T {
          do {
            return try body()
          } catch let error as GenerationError {
            throw error.placed(at: request.location(of: error))
          }
        }
        // Parsed first: parsing loads the files its `{% include %}`s name, which the stamp covers.
        let template = try placed { try LoadedTemplate(request.template, spacing: request.spacing) }
        let included = template.template.includedFiles
        let fingerprint =
          request.output == "-"
          ? nil
          : OutputFingerprint(
            sources: sources, options: options, userNames: job.userNames, request: request, environment: environment, includedFiles: included)
        if let fingerprint, let recorded = OutputStamp.holds(fingerprint.value, path: request.output) {
          recorded.forEach(say)
          try OutputWriter.validate(request.output, inputs: inputFiles)
          if mode == .write { OutputWriter.removeAbandonedTemporaryFiles(of: request.output) }
          rendered.append(Rendered(output: request.output, inputs: inputFiles))
          continue
        }
        let readStart = Date()
        let tables = try generator ?? StringsGenerator(tables: try sources.map(TableLoader.load), options: options, userNames: job.userNames)
        let readSeconds = generator == nil ? Date().timeIntervalSince(readStart) : nil
        if generator == nil && keptUntilExit { KeptUntilExit.keep(tables) }
        generator = tables
        let renderStart = Date()
        var warnings = tables.tables.flatMap(\.warnings)
        var item = Rendered(
          output: request.output, rendered: true, inputs: inputFiles, strings: tables.tables.reduce(0) { $0 + $1.entries.count },
          tables: tables.tables.count, readSeconds: readSeconds)
        // The summary counts the strings that keep an accessor, not those left out with a warning.
        let generated: (Int) -> Void = { item.strings = $0 }
        if request.output == "-" {
          var bytes: [UInt8] = []
          try placed {
            try tables.render(
              template, params: request.params, environment: environment, into: { bytes += $0 }, warn: { warnings.append($0) },
              generated: generated, keepingUntilExit: keptUntilExit)
          }
          item.content = bytes
        } else {
          let file = try StreamedOutputFile(path: request.output, mode: mode, inputs: inputFiles)
          item.file = file
          do {
            try placed {
              try tables.render(
                template, params: request.params, environment: environment, into: { file.write($0) }, warn: { warnings.append($0) },
                generated: generated, keepingUntilExit: keptUntilExit)
            }
          } catch {
            file.discard()
            throw error
          }
        }
        warnings.forEach(say)
        // A render that included more (an include named by a variable) cannot be known ahead: no stamp.
        let stamp =
          template.template.includedFiles == included ? fingerprint.map { OutputStamp.Stamp(fingerprint: $0.value, warnings: warnings) } : nil
        item.finished = try item.file?.finish(stamp: stamp)
        item.renderSeconds = Date().timeIntervalSince(renderStart)
        rendered.append(item)
      }
    }
    var results: [Result] = []
    for item in rendered {
      var outcome: OutputWriter.Outcome?
      switch item.finished {
      case .ready?:
        try item.file?.commit()
        outcome = .written
      case .stale(let reason)?: outcome = .stale(reason: reason)
      case .unchanged?: outcome = .unchanged
      case nil: outcome = item.output == "-" ? nil : .unchanged  // up to date by its stamp
      }
      results.append(
        Result(
          output: item.output, rendered: item.rendered, content: item.content, outcome: outcome, strings: item.strings, tables: item.tables,
          inputs: item.inputs, readSeconds: item.readSeconds, renderSeconds: item.renderSeconds))
    }
    return results
  }
}
