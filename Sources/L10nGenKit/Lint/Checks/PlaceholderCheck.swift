/// Compares a translation's arguments with the development value's. The code passes the development
/// value's arguments (holes compacted, as generated accessors take them); Foundation hands them to a
/// translation's specifiers in the order of their positions, skipping the positions no specifier
/// uses (CoreFoundation reads no argument for an unused position). So `%2$@ %1$@` is fine, while a
/// translation without `%1$@` gives its `%2$d` the first argument.
enum PlaceholderCheck {
  static func compare(_ entry: LintEntry, with development: LintEntry, developmentLocale: String, into table: inout LocaleTable) {
    guard let arguments = entry.arguments, let passed = development.arguments else { return }
    if arguments.count == passed.count && zip(arguments, passed).allSatisfy({ $0.position == $1.position && $0.swiftType == $1.swiftType }) {
      return  // the common case, checked without building any message
    }
    let key = entry.key
    let subject = "key \(key.debugDescription): \(quoted(entry.displayText))"
    let source = "\(developmentLocale): \(quoted(development.displayText))"
    let location = entry.displayLocation
    for (index, argument) in arguments.enumerated() {
      guard index < passed.count else {
        let has = passed.isEmpty ? "has no arguments" : "has only \(passed.count) (\(passed.map(\.specifier).joined(separator: ", ")))"
        table.report(
          .placeholderMismatch, at: location,
          "\(subject) reads argument \(index + 1) with \(argument.specifier.debugDescription), but the development value \(has) (\(source))",
          key: key)
        continue
      }
      let given = passed[index]
      if argument.position != given.position {
        table.report(
          .placeholderMismatch, at: location,
          "\(subject) gives \(argument.specifier.debugDescription) argument \(index + 1) (\(given.specifier) in \(source)), not "
            + "argument \(argument.position): Foundation numbers only the positions a text uses, and this one does not use "
            + "\((1..<argument.position).filter { position in !arguments.contains { $0.position == position } }.map(String.init).joined(separator: ", "))",
          key: key)
      } else if argument.swiftGenType != given.swiftGenType {
        table.report(
          .placeholderMismatch, at: location,
          "\(subject) reads argument \(argument.position) as \(argument.swiftGenType) with \(argument.specifier.debugDescription), "
            + "but it is \(given.swiftGenType) (\(given.specifier) in \(source))",
          key: key)
      } else if argument.swiftType != given.swiftType {
        table.report(
          .placeholderLength, at: location,
          "\(subject) reads argument \(argument.position) as \(argument.swiftType) with \(argument.specifier.debugDescription), "
            + "the development value as \(given.swiftType) (\(given.specifier) in \(source))",
          key: key)
      }
    }
    let lastUsed = arguments.last?.position ?? 0
    for given in passed where given.position > lastUsed && !arguments.contains(where: { $0.position == given.position }) {
      table.report(
        .placeholderMissing, at: location,
        "\(subject) does not show argument \(given.position) (\(given.specifier) in \(source))", key: key)
    }
  }
}
