/// The files that make one table: a `.strings` and/or a `.stringsdict` of the same name, or an `.xcstrings`.
public struct TableSource: Equatable, Sendable {
  public var name: String
  /// At most one file per format, in the order `strings`, `stringsdict`, `xcstrings`.
  public var files: [(format: TableFormat, path: String)]

  public init(name: String, files: [(format: TableFormat, path: String)]) {
    self.name = name
    self.files = files
  }

  public static func == (lhs: TableSource, rhs: TableSource) -> Bool {
    lhs.name == rhs.name && lhs.files.map(\.format) == rhs.files.map(\.format) && lhs.files.map(\.path) == rhs.files.map(\.path)
  }
}
