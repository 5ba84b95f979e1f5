import Foundation
import L10nGenCore

/// The targets of an Xcode project (`App.xcodeproj/project.pbxproj`) and the files each compiles:
/// those its Sources build phase lists, and those of the folders Xcode 16 keeps in step with the disk
/// (`PBXFileSystemSynchronizedRootGroup`), but the files an exception set takes out of the target.
/// Paths are absolute and standardized; a file reference whose place is not the project's (the SDK's,
/// the build products') is passed over.
public struct XcodeProject: Sendable {
  public struct Target: Sendable {
    public var name: String
    /// The files its Sources build phase lists.
    public var files: Set<String>
    /// The synchronized folders whose files it compiles, each with the files taken out of it.
    public var folders: [(path: String, excluded: Set<String>)]
    /// The platforms it builds for and the oldest versions it runs on.
    public var deployment = DeploymentTarget(platforms: [:], origin: "")

    /// Whether it compiles the file at `path` (absolute, standardized).
    public func compiles(_ path: String) -> Bool {
      files.contains(path) || folders.contains { path.hasPrefix($0.path + "/") && !$0.excluded.contains(path) }
    }
  }

  public var path: String
  public var targets: [Target]

  /// Reads the project at `path`, its `.xcodeproj` folder; nil when it has no project file Foundation
  /// can read as a property list.
  public init?(path: String) {
    let file = path + "/project.pbxproj"
    guard let data = FileManager.default.contents(atPath: file),
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
      let objects = plist["objects"] as? [String: [String: Any]], let rootID = plist["rootObject"] as? String,
      let project = objects[rootID]
    else { return nil }
    self.path = path
    var root = PathText.deletingLastComponent(PathText.standardized(path))
    if let directory = project["projectDirPath"] as? String, !directory.isEmpty {
      root = PathText.standardized(directory.hasPrefix("/") ? directory : root + "/" + directory)
    }
    // Each group's children know their group: a path of `<group>` is relative to it.
    var parents: [String: String] = [:]
    for (id, object) in objects {
      for child in object["children"] as? [String] ?? [] { parents[child] = id }
    }
    var paths: [String: String?] = [:]
    func location(of id: String) -> String? {
      if let known = paths[id] { return known }
      guard let object = objects[id] else { return nil }
      let own = object["path"] as? String
      var found: String?
      switch object["sourceTree"] as? String ?? "<group>" {
      case "<absolute>": found = own
      case "SOURCE_ROOT": found = own.map { root + "/" + $0 } ?? root
      case "<group>":
        let base = parents[id].map(location) ?? root
        found = base.map { base in own.map { base + "/" + $0 } ?? base }
      default: found = nil
      }
      let standardized = found.map(PathText.standardized)
      paths[id] = .some(standardized)
      return standardized
    }
    var targets: [Target] = []
    var targetIndex: [String: Int] = [:]
    for id in project["targets"] as? [String] ?? [] {
      guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { continue }
      var target = Target(name: object["name"] as? String ?? id, files: [], folders: [])
      for phase in object["buildPhases"] as? [String] ?? [] where objects[phase]?["isa"] as? String == "PBXSourcesBuildPhase" {
        for buildFile in objects[phase]?["files"] as? [String] ?? [] {
          guard let reference = objects[buildFile]?["fileRef"] as? String, let file = location(of: reference) else { continue }
          target.files.insert(file)
        }
      }
      for group in object["fileSystemSynchronizedGroups"] as? [String] ?? [] {
        guard let folder = location(of: group) else { continue }
        var excluded = Set<String>()
        for exceptionSet in objects[group]?["exceptions"] as? [String] ?? [] {
          guard let exceptions = objects[exceptionSet], exceptions["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
            exceptions["target"] as? String == id
          else { continue }
          for member in exceptions["membershipExceptions"] as? [String] ?? [] { excluded.insert(PathText.standardized(folder + "/" + member)) }
        }
        target.folders.append((folder, excluded))
      }
      target.deployment = DeploymentTarget.xcode(
        configurations: Self.settings(of: object, project: project, objects: objects, location: location),
        origin: "target \(target.name) of \(PathText.lastComponent(path))")
      targetIndex[id] = targets.count
      targets.append(target)
    }
    // A synchronized folder's exception set for a target that does not list the folder adds its files
    // to that target.
    for (id, object) in objects where object["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
      guard let folder = location(of: id) else { continue }
      for exceptionSet in object["exceptions"] as? [String] ?? [] {
        guard let exceptions = objects[exceptionSet], let target = (exceptions["target"] as? String).flatMap({ targetIndex[$0] }),
          !(objects.first { $0.key == (exceptions["target"] as? String) }?.value["fileSystemSynchronizedGroups"] as? [String] ?? []).contains(id)
        else { continue }
        for member in exceptions["membershipExceptions"] as? [String] ?? [] {
          targets[target].files.insert(PathText.standardized(folder + "/" + member))
        }
      }
    }
    self.targets = targets
  }

  /// How each build configuration of `target` resolves a setting: the target's configuration, its
  /// `.xcconfig` file, then the project's configuration of the same name and its file; a value of
  /// `$(inherited)` alone passes to the next.
  private static func settings(
    of target: [String: Any], project: [String: Any], objects: [String: [String: Any]], location: (String) -> String?
  ) -> [(String) -> String?] {
    func configurations(_ owner: [String: Any]) -> [(name: String, levels: [[String: String]])] {
      guard let list = (owner["buildConfigurationList"] as? String).flatMap({ objects[$0] }) else { return [] }
      return (list["buildConfigurations"] as? [String] ?? []).compactMap { id in
        guard let configuration = objects[id] else { return nil }
        let own = (configuration["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { value -> String? in
          if let text = value as? String { return text }
          return (value as? [String]).map { $0.joined(separator: " ") }
        }
        var levels = [own]
        if let file = (configuration["baseConfigurationReference"] as? String).flatMap(location) {
          levels.append(XcodeConfigFile.settings(at: file))
        }
        return (configuration["name"] as? String ?? id, levels)
      }
    }
    let projectLevels = Dictionary(configurations(project).map { ($0.name, $0.levels) }, uniquingKeysWith: { first, _ in first })
    return configurations(target).map { configuration in
      let levels = configuration.levels + (projectLevels[configuration.name] ?? [])
      return { name in
        levels.lazy.compactMap { $0[name] }.first { $0.trimmingCharacters(in: .whitespaces) != "$(inherited)" }
      }
    }
  }
}
