import Foundation
import SwiftUI

struct MailView: View {
  let unread: Int
  @State private var query = ""
  @State private var name = ""
  @State private var wifi = true
  @State private var paused = false

  static var composeTitle: LocalizedStringResource = .compose
  static let brand = Bundle.main

  var body: some View {
    NavigationStack {
      VStack {
        Text(.inbox)
        Text(.unread(unread))
        Text(.Shop.cartTitle)
        Text(paused ? .resume : .pause)
        Button(.cancel) {}
        Button(.delete, role: .destructive) {}
        Label(.settings, systemImage: "gear")
        Toggle(.wiFi, isOn: $wifi)
        TextField(.name, text: $name, prompt: Text(.yourName))
        Link(.help, destination: URL(string: "https://example.com/help")!)
        Text(LocalizedStringResource.Shop.cartTitle)
        Section(.inbox) {}
        Button(.done, systemImage: "checkmark") {}
        // Left as they are:
        TextField("Name", text: $name)
        Text("100% done")
        Text("Done", bundle: Self.brand)
        NavigationLink("Inbox", destination: Text(verbatim: "…"))
      }
      .help(.help)
      .searchable(text: $query, prompt: .searchMail)
      .navigationTitle(.inbox)
    }
  }
}
