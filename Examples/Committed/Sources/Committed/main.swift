// Prints the committed accessors' texts in English, then in German. The String Catalog's German
// plurals print only because L10nGenCatalogs compiled it: SwiftPM alone copies a catalog unchanged,
// and every lookup in it would fall back to the English key.

for language in ["en", "de"] {
  L10n.setLanguage(to: language)
  print("[\(language)]")
  print(L10n.Files.title)
  print(L10n.Files.owner("Ada"))
  print(L10n.Shop.Basket.title)
  print(L10n.Shop.Basket.count(1))
  print(L10n.Shop.Basket.count(3))
}
