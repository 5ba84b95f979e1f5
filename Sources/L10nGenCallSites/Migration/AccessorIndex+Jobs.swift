import L10nGenCore
import L10nGenGeneration
import L10nGenTables

extension AccessorIndex {
  /// The accessors of every output of a config's `jobs`, named as generation names them: the
  /// development tables each job reads, with its options and user names, for each output's template
  /// and params.
  public init(jobs: [StringsJob]) throws {
    self.init()
    for job in jobs {
      let options = try StringsOptions(job.options)
      let (sources, _) = try TableDiscovery.developmentTables(in: job.inputs, filter: job.filter, language: job.language, everyLocale: job.everyLocale)
      let generator = StringsGenerator(tables: try sources.map(TableLoader.load), options: options, userNames: job.userNames)
      var tableKeys: [String: [String: SourceLocation]] = [:]
      for table in generator.tables {
        for entry in table.entries where tableKeys[table.name]?[entry.key] == nil { tableKeys[table.name, default: [:]][entry.key] = entry.location }
      }
      for request in job.outputs {
        let template = try LoadedTemplate(request.template, spacing: request.spacing)
        if let accessors = try generator.accessors(template, params: request.params) {
          add(accessors, tableKeys: tableKeys)
        } else {
          for table in tableKeys.keys {
            addUnnamed(
              table: table,
              reason: "template \(template.name), whose names l10ngen cannot follow (it names keys its own way, or declares LocalizedStringResources); "
                + "say how it names them with the entry's \"options\": {\"naming\": \"structured\"} (or flat)")
          }
        }
      }
    }
  }
}
