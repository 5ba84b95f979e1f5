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

enum Titles {
  static let compose: LocalizedStringResource = "Compose"
  static var cart: LocalizedStringResource { LocalizedStringResource("cart.title", table: "Shop") }
}
