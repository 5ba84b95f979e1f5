// swift-tools-version:6.0
import PackageDescription

// No third-party dependencies, on purpose: the build-tool plugin compiles this package inside every
// user's build, so it must build fast and never clash with their dependency graph.
let package = Package(
  name: "l10ngen",
  products: [
    .executable(name: "l10ngen", targets: ["l10ngen"]),
    .library(name: "L10nGenKit", targets: ["L10nGenKit"]),
    // The run time generated files import with the `runtime` param `library`, instead of carrying it.
    .library(name: "L10nGenRuntime", targets: ["L10nGenRuntime"]),
    .plugin(name: "L10nGenPlugin", targets: ["L10nGenPlugin"]),
    .plugin(name: "L10nGenCommand", targets: ["L10nGenCommand"]),
    .plugin(name: "L10nGenCatalogs", targets: ["L10nGenCatalogs"]),
  ],
  targets: [
    // The stages, each a target, dependencies pointing one way (README, "Architecture"):
    // diagnostics and output files; the template engine, which knows nothing of localization; the
    // tables (reading, the located model, placeholders, discovery); generation (naming, context,
    // built-in templates); lint; catalog compilation; and the config, which ties them together.
    .target(name: "L10nGenCore", path: "Sources/L10nGenCore"),
    .target(name: "L10nGenTemplate", dependencies: ["L10nGenCore"], path: "Sources/L10nGenTemplate"),
    // The built-in templates compiled into Swift (generate-sources compiled-templates): the largest
    // file of the tool, in a target of its own so that it builds beside the tables.
    .target(name: "L10nGenCompiledTemplates", dependencies: ["L10nGenCore", "L10nGenTemplate"], path: "Sources/L10nGenCompiledTemplates"),
    .target(name: "L10nGenTables", dependencies: ["L10nGenCore"], path: "Sources/L10nGenTables"),
    .target(
      name: "L10nGenGeneration", dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenCompiledTemplates", "L10nGenTables"],
      path: "Sources/L10nGenGeneration"),
    // Plurals/CLDR holds the CLDR rule table that PluralRules+CLDR.swift and a template part are made from.
    .target(name: "L10nGenLint", dependencies: ["L10nGenCore", "L10nGenTables"], path: "Sources/L10nGenLint", exclude: ["Plurals/CLDR"]),
    // Swift and Objective-C code read: the scanner and the lookups it holds. It needs only Core, so it
    // builds beside the engine and the tables, off the way to the command.
    .target(name: "L10nGenLookups", dependencies: ["L10nGenCore"], path: "Sources/L10nGenLookups"),
    .target(
      name: "L10nGenCallSites", dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenGeneration", "L10nGenLint", "L10nGenLookups"],
      path: "Sources/L10nGenCallSites"),
    .target(name: "L10nGenCatalogCompilation", dependencies: ["L10nGenCore", "L10nGenTables"], path: "Sources/L10nGenCatalogCompilation"),
    // The config (l10ngen.json) read into jobs, and written.
    .target(
      name: "L10nGenConfig", dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenTables", "L10nGenGeneration", "L10nGenLint"],
      path: "Sources/L10nGenConfig"),
    // A SwiftGen config (swiftgen.yml) converted into l10ngen.json: init --from.
    .target(
      name: "L10nGenSwiftGen", dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenGeneration", "L10nGenConfig"],
      path: "Sources/L10nGenSwiftGen"),
    // A project as the commands find it with no config: the tables init proposes, the targets the
    // build plugin generates for, and the configuration the commands then read.
    .target(
      name: "L10nGenProject",
      dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenTables", "L10nGenGeneration", "L10nGenConfig", "L10nGenLookups", "L10nGenCallSites"],
      path: "Sources/L10nGenProject"),
    // Every stage under one name for the command line, the benchmarks and the fuzzers: re-exports only.
    .target(
      name: "L10nGenKit",
      dependencies: [
        "L10nGenCore", "L10nGenTemplate", "L10nGenCompiledTemplates", "L10nGenTables", "L10nGenGeneration", "L10nGenConfig",
        "L10nGenLint", "L10nGenCatalogCompilation", "L10nGenLookups", "L10nGenCallSites", "L10nGenSwiftGen", "L10nGenProject",
      ],
      path: "Sources/L10nGenKit"),
    // Every command, its arguments, help and exit statuses; the executable only runs it.
    .target(name: "L10nGenCommandLine", dependencies: ["L10nGenKit"], path: "Sources/L10nGenCommandLine"),
    .executableTarget(name: "l10ngen", dependencies: ["L10nGenCommandLine"], path: "Sources/l10ngen"),
    // What makes each generated file of the repository (CLDR's plural rules, Lint.md's rules table, the
    // embedded and compiled templates, the run time library, the goldens): `swift run generate-sources
    // STEP` writes a step's files (Scripts/regenerate runs them in order), and the tests compare. No
    // product depends on it.
    .target(
      name: "L10nGenGenerators", dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenTables", "L10nGenGeneration", "L10nGenLint"],
      path: "Sources/L10nGenGenerators"),
    .executableTarget(name: "generate-sources", dependencies: ["L10nGenGenerators"], path: "Sources/generate-sources"),
    // The swift6 templates' run time, rendered as a library (Scripts/regenerate): no dependency at all.
    .target(name: "L10nGenRuntime", path: "Sources/L10nGenRuntime"),
    // Generates accessors in every build of a target that applies it (built from source, no binary).
    .plugin(
      name: "L10nGenPlugin", capability: .buildTool(), dependencies: ["l10ngen"], path: "Plugins/L10nGenPlugin"),
    // For packages that commit their generated code: compiles String Catalogs for SwiftPM, generates nothing.
    // (Plugins/Shared, linked into each plugin's folder, holds what the plugins decide alike.)
    .plugin(name: "L10nGenCatalogs", capability: .buildTool(), dependencies: ["l10ngen"], path: "Plugins/L10nGenCatalogs"),
    // `swift package --allow-writing-to-package-directory l10ngen`: writes generated code into the package.
    .plugin(
      name: "L10nGenCommand",
      capability: .command(
        intent: .custom(verb: "l10ngen", description: "Generate localized string accessors into the package's sources"),
        permissions: [.writeToPackageDirectory(reason: "l10ngen writes the generated Swift files its config names")]),
      dependencies: ["l10ngen"], path: "Plugins/L10nGenCommand"),
    // A test target per stage, each depending on its stage alone. Fixtures (Tests/Fixtures) are read
    // in place; what several test targets share (temporary folders, the Swift compiler, made-up
    // entries and property lists) is a library of its own, which no product depends on.
    .target(name: "L10nGenTestSupport", dependencies: ["L10nGenCore", "L10nGenTables"], path: "Tests/Support"),
    .testTarget(name: "L10nGenCoreTests", dependencies: ["L10nGenCore", "L10nGenTestSupport"], path: "Tests/L10nGenCoreTests"),
    .testTarget(
      name: "L10nGenTemplateTests", dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenTestSupport"],
      path: "Tests/L10nGenTemplateTests"),
    .testTarget(
      name: "L10nGenTablesTests", dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenTestSupport"], path: "Tests/L10nGenTablesTests"),
    // The generated run time is run against tables the catalog compiler made, as a build would.
    .testTarget(
      name: "L10nGenGenerationTests",
      dependencies: [
        "L10nGenCore", "L10nGenTemplate", "L10nGenCompiledTemplates", "L10nGenTables", "L10nGenGeneration", "L10nGenCatalogCompilation",
        "L10nGenGenerators", "L10nGenTestSupport",
      ],
      path: "Tests/L10nGenGenerationTests"),
    // Plurals/ checks lint's CLDR categories and the generated run time's against one CLDR table, so it generates code too.
    .testTarget(
      name: "L10nGenLintTests",
      dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenLint", "L10nGenTemplate", "L10nGenGeneration", "L10nGenGenerators", "L10nGenTestSupport"],
      path: "Tests/L10nGenLintTests"),
    .testTarget(
      name: "L10nGenCatalogCompilationTests", dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenCatalogCompilation", "L10nGenTestSupport"],
      path: "Tests/L10nGenCatalogCompilationTests"),
    .testTarget(
      name: "L10nGenConfigTests",
      dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenGeneration", "L10nGenLint", "L10nGenConfig"],
      path: "Tests/L10nGenConfigTests"),
    .testTarget(name: "L10nGenLookupsTests", dependencies: ["L10nGenCore", "L10nGenLookups", "L10nGenTestSupport"], path: "Tests/L10nGenLookupsTests"),
    .testTarget(
      name: "L10nGenCallSitesTests",
      dependencies: [
        "L10nGenCore", "L10nGenTables", "L10nGenTemplate", "L10nGenGeneration", "L10nGenLint", "L10nGenLookups", "L10nGenCallSites", "L10nGenTestSupport",
      ],
      path: "Tests/L10nGenCallSitesTests"),
    .testTarget(
      name: "L10nGenSwiftGenTests",
      dependencies: ["L10nGenCore", "L10nGenTables", "L10nGenGeneration", "L10nGenConfig", "L10nGenSwiftGen", "L10nGenTestSupport"],
      path: "Tests/L10nGenSwiftGenTests"),
    .testTarget(
      name: "L10nGenProjectTests",
      dependencies: ["L10nGenCore", "L10nGenTemplate", "L10nGenTables", "L10nGenGeneration", "L10nGenConfig", "L10nGenProject"],
      path: "Tests/L10nGenProjectTests"),
    // Runs the built binary: exit statuses, messages, files written or not.
    // LintRuleExamplesTests reads the rules' examples to run them through the command.
    .testTarget(name: "l10ngenTests", dependencies: ["l10ngen", "L10nGenLint", "L10nGenTestSupport"], path: "Tests/l10ngenTests"),
  ]
)
