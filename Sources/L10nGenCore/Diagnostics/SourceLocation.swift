/// A place in an input file (a table, a template, a config), 1-based, as compilers print it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `path:line:column`, the prefix editors and Xcode jump to.
  public var description: String { "\(file):\(line):\(column)" }
}
