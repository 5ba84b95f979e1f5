import Foundation
import L10nGenCallSites
import L10nGenCore
import L10nGenLookups
import L10nGenTables

/// Which of a project's tables its code looks up, for `l10ngen init`: not those the frameworks and
/// the system read (`FrameworkTables`); and, when the project has code, a table whose name no string literal of it holds is
/// looked up by none (`tableName:`, `table:` and the project's own functions all name it so).
/// `Localizable`, the table lookups read when they name none, is always the code's.
struct CodeTables {
  /// The string literals of the project's Swift and Objective-C code; nil when it has none.
  private let literals: Set<String>?
  /// The Swift files passing SwiftUI a literal key (`Text("Inbox")`), and the Objective-C files that
  /// look strings up: what outputs a module's code can use.
  private(set) var swiftUIFiles: [String] = []
  private(set) var objectiveCFiles: [String] = []

  init(root: String) throws {
    let files = try SwiftSourceSearch.files(in: [root])
    guard !files.isEmpty else {
      literals = nil
      return
    }
    var literals = Set<String>()
    for file in files {
      guard let data = FileManager.default.contents(atPath: file), let text = SourceText(bytes: Array(data)) else { continue }
      let path = URL(fileURLWithPath: file).standardizedFileURL.path
      if SwiftSourceSearch.isObjectiveC(file) {
        let finder = ObjCLookupFinder(bytes: text.utf8)
        literals.formUnion(finder.stringLiterals())
        if finder.lookups().contains(where: { !$0.isInactive }) { objectiveCFiles.append(path) }
      } else {
        let scanner = SwiftScanner(bytes: text.utf8)
        for token in scanner.tokens + scanner.interpolations.joined() {
          if case .string(let literal) = token.kind, let value = literal.value(in: scanner.bytes) { literals.insert(value) }
        }
        let passesSwiftUIKeys = SwiftLookupFinder(scanner).localizedStringKeys().contains { site in
          switch site.context?.taker {
          case .initializer(let type)?: return type != "LocalizedStringKey" && type != "LocalizedStringResource"
          case .modifier?: return true
          default: return false
          }
        }
        if passesSwiftUIKeys { swiftUIFiles.append(path) }
      }
    }
    self.literals = literals
  }

  /// Whether code in `folder` (absolute) passes SwiftUI literal keys, and whether it looks strings up
  /// from Objective-C.
  func uses(in folder: String) -> (swiftUI: Bool, objectiveC: Bool) {
    let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
    return (swiftUIFiles.contains { $0.hasPrefix(prefix) }, objectiveCFiles.contains { $0.hasPrefix(prefix) })
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
    if let reason = FrameworkTables.reason(table: table, folder: group) { return reason }
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
}
