import Foundation

/// The `l10ngen.json` a plugin reads for a target: the one in the target's folder, else the package's.
/// Read here only for what SwiftPM must know before the tool runs (the files a command writes); the
/// tool reads the rest and reports its errors. The plugins (`Plugins/Shared` links this file) and the
/// command line reading a build-plugin package (`BuildPluginTargets`) decide alike.
public struct ConfigFile {
  public static let name = "l10ngen.json"

  public let url: URL
  /// The members at the top of the file; empty when it is no JSON object (the tool says why).
  private let root: [String: Any]

  public init?(targetDirectory: URL, packageDirectory: URL) {
    guard
      let url = [targetDirectory.appendingPathComponent(Self.name), packageDirectory.appendingPathComponent(Self.name)]
        .first(where: { FileManager.default.fileExists(atPath: $0.path) })
    else { return nil }
    self.init(url: url)
  }

  public init(url: URL) {
    self.url = url
    let data = FileManager.default.contents(atPath: url.path) ?? Data()
    root = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any]) ?? [:]
  }

  /// Whether it names tables to generate from. A config without `strings` sets only rules (such as the
  /// build's checks): the plugins generate as they do with no config.
  public var generates: Bool { root["strings"] != nil }

  /// Every output path its entries name, and its run time's file (`"runtime"`), relative ones
  /// resolved against the config's folder.
  public var outputs: [String] {
    let folder = url.deletingLastPathComponent()
    let jobs = root["strings"] as? [[String: Any]] ?? []
    let written =
      jobs.flatMap { job -> [String] in
        let outputs = (job["outputs"] as? [[String: Any]]) ?? (job["outputs"] as? [String: Any]).map { [$0] } ?? []
        return outputs.compactMap { $0["output"] as? String }
      } + [(root["runtime"] as? [String: Any])?["output"] as? String].compactMap { $0 }
    return written.filter { $0 != "-" }.map { $0.hasPrefix("/") ? $0 : folder.appendingPathComponent($0).standardizedFileURL.path }
  }
}
