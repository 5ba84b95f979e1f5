import Foundation
import L10nGenCore

/// The tables the frameworks and the system read rather than the app's code: a table that belongs to
/// a storyboard, a xib or an intent definition (a file of the same name in the table's folder or one
/// of its `.lproj` folders) is read by UIKit, AppKit or SiriKit; `InfoPlist` and `AppShortcuts` by
/// the system. `l10ngen init` leaves them out of a config, and `l10ngen sync` never changes them.
public enum FrameworkTables {
  /// Tables the system reads, never the app's code, and why.
  public static let systemTables: [String: String] = [
    "InfoPlist": "the system reads InfoPlist for the Info.plist's keys, not the app's code",
    "AppShortcuts": "App Intents reads AppShortcuts for the app's shortcuts, not the app's code",
  ]

  /// The files whose strings a table of the same name holds, read by the frameworks.
  public static let interfaceFiles: Set<String> = ["storyboard", "xib", "intentdefinition"]

  /// Why the code does not look up `table` of the folder `folder` (the one holding its `.lproj`
  /// folders, or its catalog); nil when it may.
  public static func reason(table: String, folder: String) -> String? {
    if let reason = systemTables[table] { return reason }
    if let file = interfaceFile(named: table, in: folder) {
      let reader = PathText.pathExtension(file) == "intentdefinition" ? "SiriKit reads" : "UIKit and AppKit read"
      return "\(table) holds the strings of \(PathText.lastComponent(file)), which \(reader), not the app's code"
    }
    return nil
  }

  /// A storyboard, xib or intent definition named `table` in `folder` or one of its `.lproj` folders.
  private static func interfaceFile(named table: String, in folder: String) -> String? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var folders = [folder]
    folders += entries.filter { PathText.pathExtension($0) == "lproj" }.sorted().map { PathText.appending($0, to: folder) }
    for folder in folders {
      for suffix in interfaceFiles.sorted() {
        let file = PathText.appending("\(table).\(suffix)", to: folder)
        if FileManager.default.fileExists(atPath: file) { return file }
      }
    }
    return nil
  }
}
