import Foundation
import L10nGenKit

/// Times the pipeline's stages in one process, the part `l10ngen strings` cannot show from outside:
///
///     l10ngen-bench --runs N --templates DIR TABLE...
///     l10ngen-bench --runs N --scan DIR
///
/// prints one line per stage, `stage<TAB>seconds,seconds,…` (every run, for the caller's medians).
/// `Benchmarks/run` builds and calls it; see there for the whole benchmark.

struct Arguments {
  var runs = 5
  var templates = "Templates"
  var inputs: [String] = []
  /// A folder of Swift files whose reading by the scanner and the lookup finder is timed.
  var scan: String?

  init(_ arguments: [String]) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs": runs = Int(rest.popFirst() ?? "") ?? runs
      case "--templates": templates = rest.popFirst() ?? templates
      case "--scan": scan = rest.popFirst()
      default: inputs.append(argument)
      }
    }
  }
}

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `work` `runs` times and prints every duration; returns the last result.
@discardableResult
func measure<T>(_ stage: String, runs: Int, _ work: () throws -> T) rethrows -> T {
  var seconds: [Double] = []
  var result: T?
  for _ in 0..<runs {
    let start = now()
    result = try work()
    seconds.append(Double(now() - start) / 1e9)
  }
  print(stage + "\t" + seconds.map { String(format: "%.6f", $0) }.joined(separator: ","))
  fflush(stdout)
  return result!
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
if let folder = arguments.scan {
  // The files read once, before timing: what is timed is the scanner's tokens and the lookups found
  // in them, the reading `migrate` and `lint --sources` share.
  let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted().map {
    Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))
  }
  print("scan-bytes\t\(files.reduce(0) { $0 + $1.count })")
  measure("scan-tokens", runs: arguments.runs) { files.reduce(0) { $0 + SwiftScanner(bytes: $1).tokens.count } }
  measure("scan-lookups", runs: arguments.runs) { files.reduce(0) { $0 + SwiftLookupFinder(SwiftScanner(bytes: $1)).sites().count } }
  exit(0)
}
do {
  let generator = try measure("parse", runs: arguments.runs) {
    try StringsGenerator(inputs: arguments.inputs, options: StringsOptions())
  }
  let context = try measure("context", runs: arguments.runs) {
    try generator.context(rules: NamingRules(style: .structured), params: [:])
  }
  // Rendered as `l10ngen` renders into its output file: streamed, a chunk at a time (here counted,
  // not written), never made into one string.
  func render(_ template: Template) throws -> Int {
    var bytes = 0
    try template.render(context) { bytes += $0.count }
    return bytes
  }
  for name in ["structured-swift5", "flat-swift5"] {
    let builtin = try LoadedTemplate(.builtin(name))
    try measure("render-builtin-\(name)", runs: arguments.runs) { try render(builtin.template) }
    let file = try LoadedTemplate(.file(arguments.templates + "/\(name).stencil"))
    try measure("render-file-\(name)", runs: arguments.runs) { try render(file.template) }
  }
} catch {
  FileHandle.standardError.write(Data("l10ngen-bench: \(error)\n".utf8))
  exit(1)
}
