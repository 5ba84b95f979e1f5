/// How code names members, as `SwiftLookupFinder` reads them: what tells whether an accessor is used.
public struct MemberReferences: Equatable, Sendable {
  /// Each chain of names joined by `.` (`L10n.Home.title.uppercased`), as every part of it of two
  /// names or more that starts with a type's name (an upper-case letter): `L10n.Home`,
  /// `L10n.Home.title`, `Home.title`, `Home.title.uppercased`…
  public var named: Set<String> = []
  /// Each implicit member (`.alertOk`, `.Feed.title` where the type is known), as every start of its
  /// chain: `.Feed`, `.Feed.title`.
  public var implicit: Set<String> = []

  public init() {}

  public mutating func formUnion(_ other: MemberReferences) {
    named.formUnion(other.named)
    implicit.formUnion(other.implicit)
  }
}
