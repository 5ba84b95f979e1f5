// The library's one name for its users (the command, the benchmarks): every stage, re-exported.
@_exported import L10nGenCallSites
@_exported import L10nGenCatalogCompilation
@_exported import L10nGenCompiledTemplates
@_exported import L10nGenConfig
@_exported import L10nGenCore
@_exported import L10nGenGeneration
@_exported import L10nGenLint
@_exported import L10nGenLookups
@_exported import L10nGenProject
@_exported import L10nGenSwiftGen
@_exported import L10nGenTables
@_exported import L10nGenTemplate
