/// Which targets of a `Package.swift` apply a plugin, read from the manifest's text: SwiftPM tells a
/// command plugin the targets but not the plugins they apply, and the command line has no package
/// graph at all. The command plugin (`Plugins/L10nGenCommand`, which links this file) and `init` and
/// the commands that read the build plugin's targets decide alike.
///
/// It reads the calls that declare targets (`.target(`, `.executableTarget(`, `.testTarget(`,
/// `.macro(`, and the same after `Target`), and takes the `name:` literal of each one whose `plugins:`
/// argument names the plugin: `.plugin(name: "L10nGenPlugin", package: "l10ngen")` (or with no
/// package), or the literal `"L10nGenPlugin"`. Comments are skipped, string literals read whole, with
/// their interpolations. A target whose name or plugins a manifest builds some other way (a
/// variable, a function) is not found: the caller then does what it did before.
public struct ManifestPluginUsage {
  static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget", "macro"]

  /// One open parenthesis: the name called, and what its arguments said so far.
  private struct Frame {
    var callee: String?
    /// The label of the argument being read (`plugins` in `plugins: [ … ]`).
    var label: String?
    var name: String?
    var package: String?
    var appliesPlugin = false

    var isTarget: Bool { callee.map(ManifestPluginUsage.targetCalls.contains) ?? false }
  }

  /// The names of the targets in `manifest` that apply `plugin` of one of `packages` (their
  /// identities or names, any case): the packages that provide a plugin of that name, as a fork, a
  /// vendored copy or the prebuilt `L10nGenPlugins` are named otherwise than `l10ngen`. `packages`
  /// nil: of any package (the command line, which cannot tell which dependency provides it).
  public static func targets(applying plugin: String, of packages: Set<String>?, manifest: String) -> Set<String> {
    let packages = packages.map { Set($0.map { $0.lowercased() }) }
    var scanner = Scanner(text: Array(manifest.unicodeScalars))
    var frames: [Frame] = []
    var previous: Scanner.Token?
    var beforePrevious: Scanner.Token?
    var result = Set<String>()
    func markInnermostTarget() {
      if let last = frames.indices.last, frames[last].isTarget, frames[last].label == "plugins" { frames[last].appliesPlugin = true }
    }
    while let token = scanner.next() {
      switch token {
      case .punctuation("("):
        if case .identifier(let callee)? = previous {
          frames.append(Frame(callee: callee))
        } else {
          frames.append(Frame(callee: nil))
        }
      case .punctuation(")"):
        guard let frame = frames.popLast() else { break }
        if frame.callee == "plugin", frame.name == plugin, frame.package.map({ packages?.contains($0.lowercased()) ?? true }) ?? true {
          markInnermostTarget()
        } else if frame.isTarget, frame.appliesPlugin, let name = frame.name {
          result.insert(name)
        }
      case .punctuation(":"):
        if case .identifier(let label)? = previous, let last = frames.indices.last { frames[last].label = label }
      case .string(let text):
        guard let last = frames.indices.last else { break }
        if case .punctuation(":")? = previous, case .identifier(let label)? = beforePrevious, label == "name" || label == "package" {
          if label == "name", frames[last].name == nil { frames[last].name = text }
          if label == "package", frames[last].package == nil { frames[last].package = text }
        } else if text == plugin {
          markInnermostTarget()
        }
      default:
        break
      }
      beforePrevious = previous
      previous = token
    }
    return result
  }

  /// Swift's tokens, as far as a manifest needs them.
  struct Scanner {
    enum Token: Equatable {
      case identifier(String)
      case string(String)
      case punctuation(Character)
    }

    let text: [Unicode.Scalar]
    var index = 0

    init(text: [Unicode.Scalar]) {
      self.text = text
    }

    mutating func next() -> Token? {
      while index < text.count {
        let scalar = text[index]
        if scalar.properties.isWhitespace {
          index += 1
        } else if starts(with: "//") {
          while index < text.count, text[index] != "\n" { index += 1 }
        } else if starts(with: "/*") {
          skipBlockComment()
        } else if scalar == "\"" || (scalar == "#" && index + 1 < text.count && (text[index + 1] == "\"" || text[index + 1] == "#")) {
          return .string(readString())
        } else if scalar == "_" || scalar.properties.isAlphabetic {
          var name = ""
          while index < text.count, text[index] == "_" || text[index].properties.isAlphabetic || text[index].properties.numericType != nil {
            name.unicodeScalars.append(text[index])
            index += 1
          }
          return .identifier(name)
        } else {
          index += 1
          return .punctuation(Character(scalar))
        }
      }
      return nil
    }

    private func starts(with prefix: String) -> Bool {
      let scalars = Array(prefix.unicodeScalars)
      return index + scalars.count <= text.count && Array(text[index..<(index + scalars.count)]) == scalars
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
      var depth = 0
      while index < text.count {
        if starts(with: "/*") {
          depth += 1
          index += 2
        } else if starts(with: "*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// Past an interpolation's `)`, its own string literals read whole.
    private mutating func skipInterpolation() {
      var depth = 1
      while index < text.count, depth > 0 {
        switch text[index] {
        case "(": depth += 1
        case ")": depth -= 1
        case "\"":
          _ = readString()
          continue
        default: break
        }
        index += 1
      }
    }

    /// A string literal, `"…"`, `"""…"""` or raw (`#"…"#`), read to its end; its text with escapes
    /// left as written and interpolations left out (target and plugin names have neither).
    private mutating func readString() -> String {
      var hashes = 0
      while index < text.count, text[index] == "#" {
        hashes += 1
        index += 1
      }
      let multiline = starts(with: "\"\"\"")
      index += multiline ? 3 : 1
      let close = Array((multiline ? "\"\"\"" : "\"").unicodeScalars) + Array(repeating: "#", count: hashes)
      var content = ""
      while index < text.count {
        if hashes == 0, text[index] == "\\" {
          if index + 1 < text.count, text[index + 1] == "(" {
            index += 2
            skipInterpolation()
            continue
          }
          content.unicodeScalars.append(text[index])
          if index + 1 < text.count { content.unicodeScalars.append(text[index + 1]) }
          index += 2
          continue
        }
        if index + close.count <= text.count, Array(text[index..<(index + close.count)]) == close {
          index += close.count
          return content
        }
        if !multiline, text[index] == "\n" { return content }
        content.unicodeScalars.append(text[index])
        index += 1
      }
      return content
    }
  }
}
