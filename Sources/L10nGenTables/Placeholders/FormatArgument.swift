/// One argument slot of a format string, after holes are compacted (`%2$@ %3$d` has two arguments).
public struct FormatArgument: Equatable, Sendable {
  /// The slot as written, 1-based, before compaction.
  public var position: Int
  /// SwiftGen's type name: `String`, `Int`, `Float`, `CChar`, `UnsafePointer<CChar>`, `UnsafeRawPointer`.
  public var swiftGenType: String
  /// The Swift type that matches what Foundation reads for this conversion and length (`Int32` for
  /// `%d`, `Int` for `%ld`, `UInt16` for `%C`, …). When specifiers sharing the slot differ only in
  /// width (`%1$d` and `%1$ld`), the wider type.
  public var swiftType: String
  /// The name of a named placeholder (`%1$(count)lld`) or `.stringsdict` variable, when given.
  public var name: String?
  /// The text of the first specifier that filled the slot.
  public var specifier: String

  public init(position: Int, swiftGenType: String, swiftType: String, name: String? = nil, specifier: String) {
    self.position = position
    self.swiftGenType = swiftGenType
    self.swiftType = swiftType
    self.name = name
    self.specifier = specifier
  }
}
