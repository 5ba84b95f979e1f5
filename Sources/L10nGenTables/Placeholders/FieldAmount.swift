/// A field width or precision of a printf specifier.
public enum FieldAmount: Equatable, Sendable {
  /// Written in the format: `%5d`, `%.2f`.
  case literal(Int)
  /// `*`: taken from the next sequential argument (an `Int32`).
  case next
  /// `*n$`: taken from argument `n` (an `Int32`).
  case positional(Int)
}
