// Prints a few localized strings in English, then in German, through the generated `L10n`.
// Usage: Demo [LANGUAGE]...   (default: en de)

let languages = CommandLine.arguments.count > 1 ? Array(CommandLine.arguments.dropFirst()) : ["en", "de"]
for language in languages {
  L10n.setLanguage(to: language)
  print("[\(language)]")
  print(L10n.Settings.title)
  print(L10n.Settings.Account.signedInAs("Ada"))
  print(L10n.Inbox.unread(3_000_000_000))
  print(L10n.Inbox.messageFrom("Ada", "Engines"))
  print(L10n.Download.progress(42.5))
  print(L10n.Inbox.empty)
}
