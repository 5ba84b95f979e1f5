import Foundation
import L10nGenCallSites
import L10nGenCore
import L10nGenTables

/// Which of a project's tables its code looks up, for `l10ngen init`: a table that belongs to a
/// storyboard, a xib or an intent definition (a file of the same name in the table's folder or one
/// of its `.lproj` folders) is read by UIKit, AppKit or SiriKit; `InfoPlist` and `AppShortcuts` by
/// the system; and, when the project has code, a table whose name no string literal of it holds is
/// looked up by none (`tableName:`, `table:` and the project's own functions all name it so).
/// `Localizable`, the table lookups read when they name none, is always the code's.
struct CodeTables {
  /// The string literals of the project's Swift and Objective-C code; nil when it has none.
  private let literals: Set<String>?

  /// Tables the system reads, never the app's code, and why.
  static let systemTables: [String: String] = [
    "InfoPlist": "the system reads InfoPlist for the Info.plist's keys, not the app's code",
    "AppShortcuts": "App Intents reads AppShortcuts for the app's shortcuts, not the app's code",
  ]

  /// The files whose strings a table of the same name holds, read by the frameworks.
  static let interfaceFiles: Set<String> = ["storyboard", "xib", "intentdefinition"]

  init(root: String) throws {
    let files = try SwiftSourceSearch.files(in: [root])
    guard !files.isEmpty else {
      literals = nil
      return
    }
    var literals = Set<String>()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file), let text = SourceText(bytes: Array(data)) else { continue }
      if SwiftSourceSearch.isObjectiveC(file) {
        literals.formUnion(ObjCLookupFinder(bytes: text.utf8).stringLiterals())
      } else {
        let scanner = SwiftScanner(bytes: text.utf8)
        for token in scanner.tokens + scanner.interpolations.joined() {
          if case .string(let literal) = token.kind, let value = literal.value(in: scanner.bytes) { literals.insert(value) }
        }
      }
    }
    self.literals = literals
  }

  /// The table files of the development `.lproj` folder `lproj` of the folder `group` that the code
  /// looks up, and those it does not, each with why.
  func choose(in lproj: String, group: String) throws -> (kept: [String], left: [(file: String, reason: String)]) {
    var kept: [String] = []
    var left: [(String, String)] = []
    let names = try FileManager.default.contentsOfDirectory(atPath: lproj).sorted()
    for name in names where TableFormat(path: name)?.placement == .languageFolder {
      let file = PathText.appending(name, to: lproj)
      if let reason = reasonToLeaveOut(table: Self.tableName(of: name), group: group) { left.append((file, reason)) } else { kept.append(file) }
    }
    return (kept, left)
  }

  /// Why the code does not look up `table`, of the folder `group`; nil when it may. With
  /// `codeChecked` false, only the frameworks' and the system's tables are told.
  func reasonToLeaveOut(table: String, group: String, codeChecked: Bool = true) -> String? {
    if let reason = Self.systemTables[table] { return reason }
    if let file = interfaceFile(named: table, in: group) {
      let reader = PathText.pathExtension(file) == "intentdefinition" ? "SiriKit reads" : "UIKit and AppKit read"
      return "\(table) holds the strings of \(PathText.lastComponent(file)), which \(reader), not the app's code"
    }
    if codeChecked, table != "Localizable", let literals, !literals.contains(table) {
      return "no code names the table \(table.debugDescription) (tableName:, table:)"
    }
    return nil
  }

  /// `Main.strings` → `Main`.
  static func tableName(of file: String) -> String {
    let name = PathText.lastComponent(file)
    let suffix = PathText.pathExtension(name)
    return suffix.isEmpty ? name : String(name.dropLast(suffix.count + 1))
  }

  /// A storyboard, xib or intent definition named `table` in `group` or one of its `.lproj` folders.
  private func interfaceFile(named table: String, in group: String) -> String? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: group)) ?? []
    var folders = [group]
    folders += entries.filter { PathText.pathExtension($0) == "lproj" }.sorted().map { PathText.appending($0, to: group) }
    for folder in folders {
      for suffix in Self.interfaceFiles.sorted() {
        let file = PathText.appending("\(table).\(suffix)", to: folder)
        if FileManager.default.fileExists(atPath: file) { return file }
      }
    }
    return nil
  }
}
