// Call sites written against Xcode 26's generated String Catalog symbols, which must compile unchanged
// against resource-symbols' output for the catalogs beside this file. Each member is one Xcode wrote
// for the same key in a project's committed GeneratedStringSymbols_*.swift: `active(_:)` and
// `retroGreenCrt` ("%lld active", "Retro Green CRT"), `theJsonStoreChangedWhileSnipSnapWasCopyingIt`,
// `fADescription(name:)` and `fBDescription(age:)` (named placeholders `%(name)@`, `%1$(age)llu`),
// `continuedSessionSubtitle(completed:total:galleries:)` (substitutions), `Paywall.paywallGeneralTitle`
// (a table other than Localizable).
#if canImport(Darwin)
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func xcodeStyleCallSites() -> [LocalizedStringResource] {
  [
    .theJsonStoreChangedWhileSnipSnapWasCopyingIt,
    .retroGreenCrt,
    .active(3),
    .fADescription(name: "Ana"),
    .fBDescription(age: 30),
    .continuedSessionSubtitle(completed: 2, total: 5, galleries: 1),
    .Paywall.paywallGeneralTitle,
    LocalizedStringResource.Paywall.paywallGeneralTitle,
  ]
}
#endif
