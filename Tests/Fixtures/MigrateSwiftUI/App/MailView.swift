import Foundation
import SwiftUI

struct MailView: View {
  let unread: Int
  @State private var query = ""
  @State private var name = ""
  @State private var wifi = true
  @State private var paused = false

  static var composeTitle: LocalizedStringResource = "Compose"
  static let brand = Bundle.main

  var body: some View {
    NavigationStack {
      VStack {
        Text("Inbox")
        Text("\(unread) unread")
        Text("cart.title", tableName: "Shop", comment: "The basket's title")
        Text(paused ? "Resume" : "Pause")
        Button("Cancel") {}
        Button("Delete", role: .destructive) {}
        Label("Settings", systemImage: "gear")
        Toggle("Wi-Fi", isOn: $wifi)
        TextField("Name", text: $name, prompt: Text("Your name"))
        Link("Help", destination: URL(string: "https://example.com/help")!)
        Text(LocalizedStringResource("cart.title", table: "Shop"))
        Section("Inbox") {}
        Button("Done", systemImage: "checkmark") {}
        // Left as they are:
        TextField("Name", text: $name)
        Text("100% done")
        Text("Done", bundle: Self.brand)
        NavigationLink("Inbox", destination: Text(verbatim: "…"))
      }
      .help("Help")
      .searchable(text: $query, prompt: "Search mail")
      .navigationTitle("Inbox")
    }
  }
}
