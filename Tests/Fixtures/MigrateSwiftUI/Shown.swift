import Foundation
import SwiftUI

/// The texts of the app, in each form a literal key is written in.
@MainActor func shownTexts(unread: Int, paused: Bool) -> [Text] {
  [
    Text("Inbox"),
    Text("\(unread) unread"),
    Text("cart.title", tableName: "Shop", comment: "The basket's title"),
    Text(paused ? "Resume" : "Pause"),
    Text("Cancel"),
    Text("Delete"),
  ]
}

/// The same keys looked up as strings, in the current locale.
func shownStrings(unread: Int) -> [String] {
  [
    String(localized: "Inbox", comment: "The inbox's title"),
    String(localized: "\(unread) unread"),
    String(localized: "cart.title", table: "Shop"),
  ]
}

enum Titles {
  static let compose: LocalizedStringResource = "Compose"
  static var cart: LocalizedStringResource { LocalizedStringResource("cart.title", table: "Shop") }
}
