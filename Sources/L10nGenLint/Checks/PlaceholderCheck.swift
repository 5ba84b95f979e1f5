import L10nGenCore

/// Compares a translation's arguments with the development value's. The code passes the development
/// value's arguments at their positions (generated calls pass a placeholder for a position the value
/// leaves out), and a translation's `%n$` specifier reads argument n, as Foundation does for apps
/// built with current SDKs: it gives every position below the last one a text uses an argument of its
/// own. So `%2$@ %1$@` is fine, and a translation without `%1$@` that keeps `%2$d` still reads the
/// number; it does not show argument 1, which is a warning.
enum PlaceholderCheck {
  static func compare(_ entry: LintEntry, with development: LintEntry, developmentLocale: String, into table: inout LocaleTable) {
    guard let arguments = entry.arguments, let passed = development.arguments else { return }
    if arguments.count == passed.count && zip(arguments, passed).allSatisfy({ $0.position == $1.position && $0.swiftType == $1.swiftType }) {
      return  // the common case, checked without building any message
    }
    let key = entry.key
    let subject = "key \(swiftQuoted(key)): \(quoted(entry.displayText))"
    let source = "\(developmentLocale): \(quoted(development.displayText))"
    let location = entry.displayLocation
    for argument in arguments {
      guard let given = passed.first(where: { $0.position == argument.position }) else {
        let has = passed.isEmpty ? "has no arguments" : "passes only \(passed.map(\.specifier).joined(separator: ", "))"
        table.report(
          .placeholderMismatch, at: location,
          "\(subject) reads argument \(argument.position) with \(swiftQuoted(argument.specifier)), but the development value \(has) "
            + "(\(source))",
          key: key)
        continue
      }
      if argument.swiftGenType != given.swiftGenType {
        table.report(
          .placeholderMismatch, at: location,
          "\(subject) reads argument \(argument.position) as \(argument.swiftGenType) with \(swiftQuoted(argument.specifier)), "
            + "but it is \(given.swiftGenType) (\(given.specifier) in \(source))",
          key: key)
      } else if argument.swiftType != given.swiftType {
        table.report(
          .placeholderLength, at: location,
          "\(subject) reads argument \(argument.position) as \(argument.swiftType) with \(swiftQuoted(argument.specifier)), "
            + "the development value as \(given.swiftType) (\(given.specifier) in \(source))",
          key: key)
      }
    }
    for given in passed where !arguments.contains(where: { $0.position == given.position }) {
      table.report(
        .placeholderMissing, at: location,
        "\(subject) does not show argument \(given.position) (\(given.specifier) in \(source))", key: key)
    }
  }
}
