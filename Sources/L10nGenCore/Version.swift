/// The version `l10ngen --version` prints.
public enum L10nGenVersion {
  public static let current = "0.1.0"
}
