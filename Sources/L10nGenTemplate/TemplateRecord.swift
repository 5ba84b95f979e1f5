/// A dictionary of the context whose members are made when a template reads them, one at a time,
/// instead of all up front: for the values a context has thousands of (one per localized string),
/// where a template reads a few members of each and building and hashing a whole dictionary per
/// value would cost more than the rendering itself.
///
/// Templates see a record exactly as they would see `dictionary`. Everything that uses the value
/// whole (printing it, iterating it, comparing it) uses `dictionary`.
///
/// A record is `Sendable` because a render may read it from two threads at once (`DividedLoop`):
/// its members must be made from what it holds, never cached in it.
public protocol TemplateRecord: AnyObject, Sendable {
  /// Every member a record of this kind can have; `member` gives nil for those this one lacks.
  var memberNames: [String] { get }
  /// The member named `key`, or nil when the record has none by that name.
  func member(_ key: String) -> TemplateValue?
}

extension TemplateRecord {
  /// Every member the record has: what it stands for.
  public var dictionary: [String: TemplateValue] {
    var dictionary: [String: TemplateValue] = [:]
    for name in memberNames {
      if let value = member(name) { dictionary[name] = value }
    }
    return dictionary
  }

  /// The member name `key` is canonically equivalent to, when it is written with other characters
  /// (a K as U+212A KELVIN SIGN, which Swift's `==` and Stencil's dictionaries take for "K"): for
  /// records that match names on their UTF-8 length first, where such a key has another length.
  public func memberName(equivalentTo key: String) -> String? {
    guard key.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    return memberNames.first { $0 == key }
  }
}
