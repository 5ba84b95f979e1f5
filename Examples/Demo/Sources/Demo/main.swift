// Prints localized strings in English, then in German, through the generated `L10n`: plain texts,
// formatted arguments (Ints read as %ld and %lu, fixed decimals, reordered by the translation) and
// plural forms, which on Linux the generated code resolves itself — from the `.strings` and
// `.stringsdict` tables of the default table, Localizable, whose keys stay at the top (`L10n.Settings`),
// and from the String Catalog, which the plugin compiles for SwiftPM (`L10n.Catalog`, as Xcode nests
// every other table).
// Usage: Demo [LANGUAGE]...   (default: en de)

let languages = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["en", "de"]
for language in languages {
  L10n.setLanguage(to: language)
  print("[\(language)]")
  print(L10n.Settings.title)
  print(L10n.Settings.Account.signedInAs("Ada"))
  print(L10n.Inbox.unread(3_000_000_000))
  print(L10n.Files.size(-1))  // %lu reads the Int's bits, as Foundation does: UInt.max
  print(L10n.Download.eta(2.345))
  print(L10n.Download.progress(42.5))
  print(L10n.Inbox.messageFrom("Ada", "Engines"))
  print(L10n.Inbox.empty)
  for count in [0, 1, 2, 5, 21] {
    print(L10n.Inbox.messages(messages: count))
  }
  for count in [1, 5] {
    print(L10n.Photos.shared("Ada", photos: count))
  }
  print(L10n.Catalog.Cart.title)
  print(L10n.Catalog.Cart.items(1))
  print(L10n.Catalog.Cart.items(3))
  print(L10n.Catalog.Cart.owner("Ada", items: 1))
  print(L10n.Catalog.Cart.owner("Ada", items: 2))
}
