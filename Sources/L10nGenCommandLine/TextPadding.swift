extension String {
  /// The text followed by spaces up to `width` characters, for help's columns (never cut).
  package func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
