import Foundation
import L10nGenCore

/// The settings of an Xcode configuration file (`.xcconfig`): `NAME = value` lines, `//` comments,
/// and the files it `#include`s, whose settings a later line overrides. A conditional setting
/// (`NAME[sdk=iphoneos*] = …`) holds for some builds only, and is not read.
enum XcodeConfigFile {
  static func settings(at path: String) -> [String: String] {
    var visited: Set<String> = []
    return settings(at: PathText.standardized(path), visited: &visited)
  }

  private static func settings(at path: String, visited: inout Set<String>) -> [String: String] {
    guard visited.insert(path).inserted, let data = FileManager.default.contents(atPath: path) else { return [:] }
    var found: [String: String] = [:]
    for line in String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      var text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("#include") {
        // `#include "Base.xcconfig"` and `#include? "…"`, relative to this file's folder.
        guard let open = text.firstIndex(of: "\""), let close = text[text.index(after: open)...].firstIndex(of: "\"") else { continue }
        let included = String(text[text.index(after: open)..<close])
        let full = included.hasPrefix("/") ? included : PathText.deletingLastComponent(path) + "/" + included
        found.merge(settings(at: PathText.standardized(full), visited: &visited)) { _, new in new }
        continue
      }
      if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
      guard let equals = text.firstIndex(of: "=") else { continue }
      let name = text[..<equals].trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty, !name.contains("["), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
      var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(";") { value.removeLast() }
      found[name] = value
    }
    return found
  }
}
