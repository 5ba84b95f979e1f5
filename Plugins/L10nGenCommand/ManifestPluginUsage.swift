/// Which targets of a `Package.swift` apply a plugin, read from the manifest's text: SwiftPM tells a
/// command plugin the targets but not the plugins they apply.
///
/// It reads the calls that declare targets (`.target(`, `.executableTarget(`, `.testTarget(`, and the
/// same after `Target`), and takes the `name:` literal of each one whose arguments hold the plugin's
/// name as a string literal (`.plugin(name: "L10nGenPlugin", package: "l10ngen")` or `"L10nGenPlugin"`).
/// Comments are skipped, string literals read whole. A target whose name or plugins a manifest builds
/// some other way (a variable, a function) is not found: the caller then does what it did before.
struct ManifestPluginUsage {
  static let targetCalls: Set<String> = ["target", "executableTarget", "testTarget"]

  /// The names of the targets in `manifest` that apply `plugin`.
  static func targets(applying plugin: String, manifest: String) -> Set<String> {
    var scanner = Scanner(text: Array(manifest.unicodeScalars))
    // One frame per open parenthesis: the name before it, and for a target's call, what was found.
    struct Frame {
      var callee: String?
      var name: String?
      var appliesPlugin = false
    }
    var frames: [Frame] = []
    var previous: Scanner.Token?
    var beforePrevious: Scanner.Token?
    var result = Set<String>()
    while let token = scanner.next() {
      switch token {
      case .punctuation("("):
        if case .identifier(let callee)? = previous {
          frames.append(Frame(callee: callee))
        } else {
          frames.append(Frame(callee: nil))
        }
      case .punctuation(")"):
        if let frame = frames.popLast(), frame.appliesPlugin, let name = frame.name { result.insert(name) }
      case .string(let text):
        // `name: "X"` directly inside a target's call.
        if case .punctuation(":")? = previous, case .identifier("name")? = beforePrevious,
          let last = frames.indices.last, frames[last].callee.map(targetCalls.contains) == true, frames[last].name == nil
        {
          frames[last].name = text
        } else if text == plugin, let index = frames.lastIndex(where: { $0.callee.map(targetCalls.contains) == true }) {
          frames[index].appliesPlugin = true
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

    /// A string literal, `"…"`, `"""…"""` or raw (`#"…"#`), read to its end; its text with escapes
    /// left as written (target and plugin names have none).
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
