import Foundation
import L10nGenCore

/// The targets that compile a config's generated files, and whether a source file is one of theirs:
/// code of another target (a widget, an extension, a test bundle) cannot see `L10n`, so its lookups
/// stay. An Xcode project tells which targets compile a file (`XcodeProject`); a Swift package, that
/// a target's files are those under `Sources/<Target>`. Where neither tells, every file of the
/// outputs' own packages counts: a file of another Swift package (a folder with a `Package.swift` of
/// its own, such as an app's local packages) is another module, which the accessors, internal, are
/// not visible to.
public struct CompilingTargets: Sendable {
  private var projects: [(project: XcodeProject, targets: [XcodeProject.Target])] = []
  private var packageFolders: [String] = []
  private var packageDeployments: [DeploymentTarget] = []
  /// False when some output's targets are not known: every file of the outputs' packages counts.
  public private(set) var isKnown = true
  /// The folders of the packages the outputs are in (nearest `Package.swift`), "" for an output in none.
  private var outputPackages: Set<String> = []

  /// The targets compiling `outputs`, found from the projects and packages in their folders and
  /// those above them.
  public init(outputs: [String]) {
    var parsed: [String: XcodeProject?] = [:]
    for output in outputs.map(PathText.standardized) {
      var found = false
      var folder = PathText.deletingLastComponent(output)
      while !found {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? [] where name.hasSuffix(".xcodeproj") {
          let path = folder + "/" + name
          if parsed[path] == nil { parsed[path] = .some(XcodeProject(path: path)) }
          guard let project = parsed[path] ?? nil else { continue }
          let targets = project.targets.filter { $0.compiles(output) }
          if !targets.isEmpty {
            projects.append((project, targets))
            found = true
          }
        }
        if !found, PathText.lastComponent(folder) == "Sources",
          FileManager.default.fileExists(atPath: PathText.deletingLastComponent(folder) + "/Package.swift")
        {
          // `<package>/Sources/<Target>/…`: the target's folder.
          let target = output.dropFirst(folder.count + 1).split(separator: "/").first.map(String.init)
          if let target {
            packageFolders.append(folder + "/" + target)
            let manifest = PathText.deletingLastComponent(folder) + "/Package.swift"
            packageDeployments.append(
              DeploymentTarget.package(
                manifest: FileManager.default.contents(atPath: manifest).map(Array.init) ?? [], origin: PathText.shown(manifest) + "'s platforms"))
            found = true
          }
        }
        let parent = PathText.deletingLastComponent(folder)
        if parent == folder || parent.isEmpty { break }
        folder = parent
      }
      if !found { isKnown = false }
      outputPackages.insert(Self.package(of: output) ?? "")
    }
  }

  /// The folder of the nearest `Package.swift` above `path`; nil when there is none.
  private static func package(of path: String) -> String? {
    var folder = PathText.deletingLastComponent(path)
    while !folder.isEmpty {
      if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
      let parent = PathText.deletingLastComponent(folder)
      if parent == folder { break }
      folder = parent
    }
    return nil
  }

  /// Whether the file at `path` is compiled by a target that compiles a generated file (when that is
  /// not known: whether it is in the package of one).
  public func compiles(_ path: String) -> Bool {
    let path = PathText.standardized(path)
    guard isKnown else { return outputPackages.contains(Self.package(of: path) ?? "") }
    return projects.contains { $0.targets.contains { $0.compiles(path) } } || packageFolders.contains { path.hasPrefix($0 + "/") }
  }

  /// The platforms the targets build for and the oldest versions they run on; nil when no target is
  /// known.
  public var deployment: DeploymentTarget? {
    DeploymentTarget.combined(projects.flatMap { $0.targets.map(\.deployment) } + packageDeployments)
  }

  /// The targets, for messages: `App (App.xcodeproj)`, `Sources/App`.
  public var names: [String] {
    projects.flatMap { entry in entry.targets.map { "\($0.name) (\(PathText.lastComponent(entry.project.path)))" } }
      + packageFolders.map(PathText.shown)
  }
}
