// SwiftUI with l10ngen's LocalizedStringResource symbols (Apple platforms; CI type-checks this file on
// Linux against Apple's declared API, Tests/AppleSDK). `config.example.json` generates both kinds:
// `Examples/Generated/LocalizedStringResource+L10n.swift` (resource-symbols: Xcode's shape, `Text(.settingsTitle)`)
// and the `…Resource` twins of `Examples/Generated/L10n.swift` (structured-swift6 with `localizedStringResources`).
//
// SwiftUI localizes a resource in its environment's locale (`.environment(\.locale, …)`), not in the
// language `L10n.setLanguage(to:)` chose, which only the `String` accessors follow.
#if canImport(SwiftUI)
import SwiftUI

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
struct InboxHeader: View {
  let unread: Int
  let sender: String

  var body: some View {
    Text(.settingsTitle)
  }

  /// The same keys through the resource-symbols members, the swift6 twins, and a plural.
  var lines: [Text] {
    [
      Text(.inboxUnread(unread)),
      Text(.inboxMessageFrom(sender, "Engines")),
      Text(L10n.Inbox.unreadResource(unread)),
      Text(L10n.Settings.titleResource),
      Text(.inboxMessages(messages: unread)) + Text(verbatim: " ") + Text(.downloadProgress(42.5)),
    ]
  }
}
#endif
