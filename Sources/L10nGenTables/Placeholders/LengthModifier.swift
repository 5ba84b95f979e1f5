/// The length modifier of a printf specifier: how wide the argument is.
public enum LengthModifier: String, Equatable, Sendable, CaseIterable {
  case hh, h, l, ll, q, L, z, t, j
}
