// Call sites written against Xcode 26's generated String Catalog symbols (the key → symbol names and
// labels its generator gives), which must compile unchanged against resource-symbols' output.
#if canImport(Darwin)
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
func xcodeStyleCallSites() -> [LocalizedStringResource] {
  [
    .theJsonStoreChanged,
    .active(3),
    .greeting(name: "Ana", age: 30),
    .continuedSessionSubtitle(completed: 2, total: 5),
    .Paywall.paywallGeneralTitle,
    LocalizedStringResource.Paywall.paywallGeneralTitle,
  ]
}
#endif
