import L10nGenCore
import L10nGenGeneration
import L10nGenLookups

/// How a literal key of SwiftUI (`LocalizedStringKeySite`) becomes a `LocalizedStringResource` member
/// of the config's `resource-symbols` output: `Text("settings.title")` becomes
/// `Text(.settingsTitle)`, `Text("\(count) unread")` becomes `Text(.unread(count))`,
/// `Text("cart", tableName: "Shop")` becomes `Text(.Shop.cart)`, through SwiftUI's sibling that takes
/// a resource (`ResourceSiblings`), never a `String` one. The member reads the same key of the same
/// table in the same bundle, with the same arguments formatted the same way; where that, the sibling
/// or the deployment target cannot be shown, the literal stays, with the reason.
struct KeyLiteralRewrite {
  let index: AccessorIndex
  let valueTypes: ValueTypes
  /// The types and functions the project declares: a call of one of SwiftUI's names may be its own.
  var declaredNames = DeclaredTypeNames()

  /// One literal's rewrite: the bytes it replaces and with what, and the arguments its call loses.
  struct Decision {
    var replacement: UnifiedDiff.Replacement
    /// The arguments that go with the key (`tableName:`, `bundle:`, `comment:`), as byte ranges from
    /// the end of the argument before each.
    var removals: [Range<Int>]
    /// The table and key, which a catalog keeps as a key a person manages.
    var table: String
    var key: String
  }

  /// The arguments a key's own call gives beside it, which the resource holds or does without:
  /// `Text(_:tableName:bundle:comment:)`'s, `LocalizedStringResource(_:defaultValue:table:bundle:comment:)`'s.
  static let keyArguments: Set<String> = ["tableName", "table", "bundle", "comment", "defaultValue"]

  /// What `site` becomes, or why it stays. `comments` are the file's, so that a removed argument
  /// never takes one with it.
  func decide(_ site: LocalizedStringKeySite, comments: [Range<Int>]) -> Result<Decision, LookupRewriter.Skip> {
    let name = Self.name(site.context)
    if site.isInactive { return .failure(.init(reason: .inactiveCode, message: "\(name) left as it is: the code is never compiled (#if false)")) }
    if site.isRunTimeKey || (site.key.isEmpty && site.interpolation == nil) {
      return .failure(.init(reason: .keyNotLiteral, message: "\(name) left as it is: its key is known only at run time"))
    }
    guard let context = site.context else {
      return .failure(.init(reason: .noResourceForm, message: "\(name) left as it is: its call was not read"))
    }
    // The key: the literal's text, or the format the compiler makes of an interpolated one.
    var key = site.key
    var arguments: [String] = []
    if let interpolation = site.interpolation {
      guard let made = interpolation.key(specifier: valueTypes.specifier) else {
        return .failure(
          .init(
            reason: .interpolatedKey,
            message:
              "\(name) left as it is: the type of \(interpolation.values.joined(separator: ", ")), which gives its key's specifier, is not told by the code"
          ))
      }
      key = made
      arguments = interpolation.values
    }
    // The call keeps its other arguments; those of the key go.
    let kept = context.labels.indices.filter { $0 == context.keyArgument || !Self.keyArguments.contains(context.labels[$0] ?? "") }
    let form: ResourceSiblings.Form
    switch context.taker {
    case .initializer("LocalizedStringResource"):
      form = .resourceValue
      if context.labels.contains("locale") {
        return .failure(.init(reason: .otherLocale, message: "\(name) of \(key.debugDescription) left as it is: it names its locale"))
      }
    case .initializer(let type), .modifier(let type):
      let isModifier = { if case .modifier = context.taker { return true } else { return false } }()
      if !isModifier, declaredNames.types.contains(type) {
        return .failure(
          .init(reason: .noResourceForm, message: "\(name) of \(key.debugDescription) left as it is: the project declares a type \(type) of its own"))
      }
      guard
        let sibling = ResourceSiblings.sibling(
          of: type, isModifier: isModifier, labels: kept.map { context.labels[$0] }, key: kept.firstIndex(of: context.keyArgument) ?? 0,
          closures: kept.map { context.closureLiterals.indices.contains($0) && context.closureLiterals[$0] },
          trailingClosures: context.trailingClosures)
      else {
        return .failure(
          .init(
            reason: .noResourceForm,
            message:
              "\(name) of \(key.debugDescription) left as it is: SwiftUI has no \(name)\(context.trailingClosures > 0 ? " { … }" : "") "
              + "taking a LocalizedStringResource in its place"))
      }
      form = .sibling(sibling)
    case .declaration("LocalizedStringResource"):
      form = .resourceValue
    case .declaration(let type):
      return .failure(
        .init(
          reason: .noResourceForm,
          message: "\(name) of \(key.debugDescription) left as it is: it is a \(type), which a LocalizedStringResource member is not"))
    case .parameter(let callee):
      return .failure(
        .init(
          reason: .noResourceForm,
          message: "\(name) of \(key.debugDescription) left as it is: \(callee)'s parameter is declared by the project or App Intents, not read here"
        ))
    case .caseDisplayRepresentation:
      return .failure(
        .init(reason: .noResourceForm, message: "\(name) of \(key.debugDescription) left as it is: a DisplayRepresentation is made from it"))
    }
    let table = site.table ?? "Localizable"
    // The oldest systems the module runs on have the member's type and SwiftUI's sibling.
    var required = ResourceSiblings.resourceAvailability
    if case .sibling(let sibling) = form {
      for platform in DeploymentTarget.Platform.allCases {
        required[platform] = sibling.availability[platform].flatMap { needed in required[platform].map { max($0, needed) } }
      }
    }
    let member: Accessor
    switch self.member(
      key: key, table: table, bundle: site.bundle, values: arguments.count, defaultValue: site.value, required: required, name: name)
    {
    case .success(let found): member = found
    case .failure(let skip): return .failure(skip)
    }
    // The arguments that go: from the end of the argument before each.
    var removals: [Range<Int>] = []
    for number in context.labels.indices where !kept.contains(number) {
      guard number > 0 else {
        return .failure(
          .init(reason: .noResourceForm, message: "\(name) of \(key.debugDescription) left as it is: its key is not its first argument"))
      }
      let range = context.argumentRanges[number - 1].upperBound..<context.argumentRanges[number].upperBound
      if comments.contains(where: { range.overlaps($0) }) {
        return .failure(
          .init(
            reason: .noResourceForm,
            message: "\(name) of \(key.debugDescription) left as it is: a comment is among the arguments that would go with the key"))
      }
      removals.append(range)
    }
    let relative = Accessor(table: table, key: key, path: Array(member.path.dropFirst()), labels: member.labels, text: member.text)
    guard let call = relative.call(with: arguments) else {
      return .failure(
        .init(
          reason: .argumentCount,
          message: "\(name) of \(key.debugDescription) left as it is: \(member.path.joined(separator: ".")) takes other arguments"))
    }
    let text: String
    let range: Range<Int>
    // `.none` in an optional's place is `nil`, `.max` where an `Int` overload is also called is
    // `Int.max`: such a member is named with its type.
    let implicit =
      Self.sharedMemberNames.contains(relative.path[0].replacingOccurrences(of: "`", with: "")) || context.isOptional
      ? "LocalizedStringResource." : "."
    switch form {
    case .sibling:
      (text, range) = (implicit + call, context.literal)
    case .resourceValue:
      if case .declaration = context.taker {
        (text, range) = (implicit + call, context.literal)
      } else {
        // `LocalizedStringResource("cart", table: "Shop")`: the whole value is the member.
        (text, range) = ("LocalizedStringResource." + call, context.call)
        removals = []
      }
    }
    return .success(Decision(replacement: UnifiedDiff.Replacement(range: range, bytes: Array(text.utf8)), removals: removals, table: table, key: key))
  }

  /// The `LocalizedStringResource` member that reads `key` of `table` from the bundle `bundle` names
  /// (as written; nil: the main bundle), given `values` values, as a lookup of it does, on systems
  /// that have `required`; or why there is none. `defaultValue`: what the lookup shows without the
  /// key's entry, for the note of a missing key.
  func member(
    key: String, table: String, bundle written: String?, values: Int, defaultValue: String?, required: ResourceSiblings.Availability, name: String
  ) -> Result<Accessor, LookupRewriter.Skip> {
    guard let resources = index.resources(of: table) else {
      return .failure(
        .init(
          reason: .tableNotGenerated,
          message: "\(name) of \(key.debugDescription) left as it is: no resource-symbols output of the config generates table \(table)"))
    }
    guard let member = resources.members[key] else {
      if index.keys(of: table)[key] == nil {
        return .failure(
          .unknownKey(key, table: table, shown: defaultValue.map { "users see its default value \($0.debugDescription), untranslated" }))
      }
      return .failure(.noAccessor(key, table: table, member: "LocalizedStringResource member"))
    }
    let path = member.path.joined(separator: ".")
    let bundle = LookupBundle(written)
    guard bundle == resources.bundle else {
      return .failure(
        .init(
          reason: .otherBundle,
          message:
            "\(name) of \(key.debugDescription) left as it is: it reads \(bundle), \(path) reads \(resources.bundle); "
            + "a resource-symbols output whose \"bundle\" param is \(bundle) would give it a member"))
    }
    // A text with `%` and no value: whether the literal's lookup formats it, and the member's does,
    // is not shown (`%%` would print `%` in one and `%%` in the other).
    if values == 0 {
      if let percent = index.textWithPercent(table: table, key: key, accessorText: member.text) {
        return .failure(
          .init(
            reason: .unformattedPercent,
            message:
              "\(name) of \(key.debugDescription) left as it is: its text\(percent.locale.map { " in \($0)" } ?? ""), \(percent.text.debugDescription), "
              + "has % and no argument; write %% in the table and the key's lookups will agree"))
      }
    }
    // Where a language's table lacks the key, the literal shows its key formatted ("5 unread"), the
    // member its values alone: only keys every language has are rewritten.
    if values > 0,
      let missing = index.locales(of: table).first(where: { locale in !index.texts(table: table, key: key).contains { $0.locale == locale } })
    {
      return .failure(
        .init(
          reason: .noResourceForm,
          message:
            "\(name) of \(key.debugDescription) left as it is: the \(missing) table lacks it, where the literal shows its key with the values "
            + "and \(path) the values alone"))
    }
    guard (member.labels?.count ?? 0) == values else {
      return .failure(
        .init(
          reason: .argumentCount,
          message: "\(name) of \(key.debugDescription) left as it is: it gives \(values) values to \(path), which takes \(member.labels?.count ?? 0)"
        ))
    }
    guard let deployment = resources.deployment else {
      return .failure(
        .init(
          reason: .deploymentTarget,
          message:
            "\(name) of \(key.debugDescription) left as it is: no Xcode target or Swift package target is found compiling \(path), "
            + "so the systems it runs on are not known"))
    }
    guard !deployment.platforms.isEmpty else {
      return .failure(
        .init(
          reason: .deploymentTarget,
          message:
            "\(name) of \(key.debugDescription) left as it is: \(deployment.origin) names no platform it builds for, so the systems it runs on are not known"
        ))
    }
    let unmet = deployment.unmet(required)
    if !unmet.isEmpty {
      let shown = unmet.map { (platform: DeploymentTarget.Platform, version: SystemVersion?) in
        "\(platform.rawValue) \(version.map(\.description) ?? "(version not known)")"
          + (required[platform].map { " (the resource form needs \($0))" } ?? " (no resource form)")
      }
      return .failure(
        .init(
          reason: .deploymentTarget,
          message: "\(name) of \(key.debugDescription) left as it is: \(deployment.origin) runs on \(shown.joined(separator: ", "))"))
    }
    return .success(member)
  }

  /// Static members of the types that SwiftUI's overloads beside the resource siblings take, and of
  /// `Optional`: a leading-dot member of one of these names could be theirs.
  static let sharedMemberNames: Set<String> = [
    "none", "some", "max", "min", "zero", "one", "bitWidth", "isSigned", "isExact", "infinity", "nan", "pi", "greatestFiniteMagnitude",
    "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne", "radix", "signalingNaN", "quietNaN", "init", "self", "Type", "Protocol",
    "empty", "verbatim", "default", "automatic", "hidden", "visible",
  ]

  /// How notes name what takes the key: `Text(_:tableName:)`, `.navigationTitle(_:)`.
  static func name(_ context: KeyContext?) -> String {
    guard let context else { return "this key literal" }
    let labels = "(" + context.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    switch context.taker {
    case .initializer(let type): return type + labels
    case .modifier(let modifier): return "." + modifier + labels
    case .parameter(let callee): return callee + labels
    case .declaration(let type): return "a \(type) literal"
    case .caseDisplayRepresentation: return "a case display representation"
    }
  }
}
