// Prints localized strings in English, then in German, through the generated `L10n`: plain texts,
// formatted arguments (beyond Int32, unsigned, fixed decimals, reordered by the translation) and
// plural forms, which on Linux the generated code resolves itself — from the `.strings` and
// `.stringsdict` tables (`L10n.Localizable`) and from the String Catalog, which the plugin compiles
// for SwiftPM (`L10n.Catalog`; two tables, so each has an enum of its own).
// Usage: Demo [LANGUAGE]...   (default: en de)

let languages = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["en", "de"]
for language in languages {
  L10n.setLanguage(to: language)
  print("[\(language)]")
  print(L10n.Localizable.Settings.title)
  print(L10n.Localizable.Settings.Account.signedInAs("Ada"))
  print(L10n.Localizable.Inbox.unread(3_000_000_000))
  print(L10n.Localizable.Files.size(UInt.max))
  print(L10n.Localizable.Download.eta(2.345))
  print(L10n.Localizable.Download.progress(42.5))
  print(L10n.Localizable.Inbox.messageFrom("Ada", "Engines"))
  print(L10n.Localizable.Inbox.empty)
  for count in [0, 1, 2, 5, 21] {
    print(L10n.Localizable.Inbox.messages(messages: count))
  }
  for count in [1, 5] {
    print(L10n.Localizable.Photos.shared("Ada", photos: count))
  }
  print(L10n.Catalog.Cart.title)
  print(L10n.Catalog.Cart.items(1))
  print(L10n.Catalog.Cart.items(3))
  print(L10n.Catalog.Cart.owner("Ada", items: 1))
  print(L10n.Catalog.Cart.owner("Ada", items: 2))
}
