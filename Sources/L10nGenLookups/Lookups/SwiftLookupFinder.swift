/// Finds the lookups of localized strings in a Swift file (`LookupSite`): in its code, and in the code
/// of its string literals' interpolations (`"\(NSLocalizedString("home.title", comment: "")) · …"`),
/// nested to any depth, each read from the scanner's tokens (`TokenStreamLookups`).
public struct SwiftLookupFinder {
  private let streams: [TokenStreamLookups]
  private let comments: [Range<Int>]
  private let bytes: [UInt8]

  public init(_ scanner: SwiftScanner, functions: LookupFunctions = LookupFunctions()) {
    let file = TokenStreamLookups(bytes: scanner.bytes, tokens: scanner.tokens, functions: functions)
    var streams = [file]
    for code in scanner.interpolations where !code.isEmpty {
      // An interpolation is compiled when the literal holding it is: the file's token around it.
      streams.append(
        TokenStreamLookups(
          bytes: scanner.bytes, tokens: code, functions: functions, importsSwiftUI: file.importsSwiftUI,
          isInactive: file.isInactive(at: code[0].range.lowerBound)))
    }
    self.streams = streams
    self.comments = scanner.comments
    self.bytes = scanner.bytes
  }

  /// Every lookup, in file order; a lookup that is a wrapper's format is part of the wrapper's site,
  /// and so is one kept in a constant that the body uses once, as a wrapper's format (`declaration`).
  public func sites() -> [LookupSite] {
    var sites = streams.flatMap { $0.sites() }
    let declarations = streams.flatMap { $0.formatDeclarations() }
    if !declarations.isEmpty {
      let uses = streams.flatMap { $0.namedFormats() }
      // A name is counted only in the streams that reach into its scope: a file has an interpolation's
      // stream for each interpolated literal, and counting in each of them for each declaration (a copy
      // of the stream each time) made reading a large file quadratic.
      let spans = streams.map(\.span)
      for declaration in declarations {
        // Named once in the rest of its body, and that once as a wrapper's format; no comment in
        // the lines the rewrite removes.
        var count = 0
        for index in streams.indices where spans[index]?.overlaps(declaration.scope) == true {
          count += streams[index].occurrences(of: declaration.name, in: declaration.scope)
        }
        guard count == 1, let use = uses.first(where: { $0.name == declaration.name && declaration.scope.contains($0.offset) }),
          !comments.contains(where: { declaration.lines.overlaps($0) })
        else { continue }
        // A conditional's condition is then read where the format is used: only on the next line.
        if case .conditional = declaration.lookup.key, bytes[declaration.lines.upperBound..<use.offset].contains(0x0A) { continue }
        // The lookup's own site, or the two of a conditional's branches.
        let kept = sites.indices.filter { declaration.lookup.range.contains(sites[$0].range.lowerBound) }
        guard let first = kept.first else { continue }
        var site = declaration.lookup.formatted(by: use.wrapper, isInactive: declaration.lookup.isInactive || use.isInactive)
        site.declaration = declaration.lines
        site.standsAlone = false
        sites[first] = site
        for index in kept.dropFirst().reversed() { sites.remove(at: index) }
      }
    }
    return streams.count == 1 && declarations.isEmpty ? sites : sites.sorted { $0.range.lowerBound < $1.range.lowerBound }
  }

  /// The literals SwiftUI looks up as keys (`Text("settings.title")`), and where each is.
  public func localizedStringKeys() -> [LocalizedStringKeySite] {
    streams.flatMap { $0.localizedStringKeys() }
  }

  /// How the file's code names members (`L10n.Inbox.unread`, `.alertOk`): how it names accessors.
  public func memberReferences() -> MemberReferences {
    streams.reduce(into: MemberReferences()) { $0.formUnion($1.memberReferences()) }
  }
}
