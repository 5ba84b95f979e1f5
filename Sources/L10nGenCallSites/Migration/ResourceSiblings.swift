/// SwiftUI's initializers and modifiers that take a `LocalizedStringResource` where a sibling takes a
/// `LocalizedStringKey`, with the same other parameters, and the systems each came with: what a
/// literal key may become (`Button("Cancel") { … }` → `Button(.cancel) { … }`) without changing which
/// view SwiftUI builds. Read from Apple's SDK interface and documentation of each declaration (below);
/// a form not listed has no resource sibling there, and its literals stay.
enum ResourceSiblings {
  typealias Availability = [DeploymentTarget.Platform: SystemVersion]

  /// One declaration taking a resource: its parameters' labels (`_` none), in order, the resource's
  /// marked `#`, one with a default value `=`, a closure `{}` (`{}=` with a default; `{}!` one an
  /// argument fills only as a closure literal, where another declaration takes a value there):
  /// `Button(_:role:action:)` is `["_#", "role", "action{}"]`.
  struct Sibling: Equatable, Sendable {
    var parameters: [String]
    var availability: Availability

    init(_ parameters: [String], _ availability: Availability) {
      self.parameters = parameters
      self.availability = availability
    }

    /// Whether a call whose arguments in parentheses are labelled `labels` (nil: none), the key at
    /// `key`, each a closure literal or not (`closures`), followed by `trailingClosures` closures,
    /// calls it with the resource in the key's place: the arguments taken by the parameters in order,
    /// one with a default left out; then the trailing closures taking closure parameters, every other
    /// parameter left having a default.
    func matches(_ labels: [String?], key: Int, closures: [Bool] = [], trailingClosures: Int) -> Bool {
      var argument = 0
      var index = 0
      while index < parameters.count, argument < labels.count {
        let parameter = parameters[index]
        let label = String(parameter.prefix { $0 != "#" && $0 != "=" && $0 != "{" })
        if (labels[argument] ?? "_") == label {
          if parameter.hasSuffix("#") != (argument == key) { return false }
          if parameter.hasSuffix("{}!"), !(closures.indices.contains(argument) && closures[argument]) { return false }
          argument += 1
        } else if !parameter.hasSuffix("=") {
          return false
        }
        index += 1
      }
      guard argument == labels.count else { return false }
      let rest = parameters[index...]
      let closureParameters = rest.filter { $0.contains("{}") }
      let required = closureParameters.filter { !$0.hasSuffix("=") }
      return rest.allSatisfy { $0.contains("{}") || $0.hasSuffix("=") } && (required.count...closureParameters.count).contains(trailingClosures)
    }
  }

  /// What a literal key becomes: an argument of a sibling, or a `LocalizedStringResource` value
  /// (`LocalizedStringResource("…")`, a declaration of that type).
  enum Form {
    case sibling(Sibling)
    case resourceValue
  }

  /// `LocalizedStringResource` itself, and the members `resource-symbols` declares
  /// (`@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)`).
  static let resourceAvailability: Availability = available("iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *")

  /// The systems a declaration runs on, from its `@available` lists as an interface writes them,
  /// the member's and its extension's (`"iOS 16.0, macOS 13.0, *"`, `"tvOS, unavailable"`): each
  /// platform's newest version among them; a platform one makes unavailable has none; one no list
  /// names, where a list ends in `*`, any version.
  static func available(_ lists: String...) -> Availability {
    var found: Availability = [:]
    var unavailable = Set<DeploymentTarget.Platform>()
    var anyOther = false
    for list in lists {
      var parts = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      if parts.count == 2, parts[1] == "unavailable", let platform = DeploymentTarget.Platform(rawValue: parts[0]) {
        unavailable.insert(platform)
        continue
      }
      if parts.last == "*" {
        anyOther = true
        parts.removeLast()
      }
      for part in parts {
        let words = part.split(separator: " ")
        guard words.count == 2, let platform = DeploymentTarget.Platform(rawValue: String(words[0])), let version = SystemVersion(words[1]) else {
          continue
        }
        found[platform] = max(found[platform] ?? version, version)
      }
    }
    if anyOther {
      for platform in DeploymentTarget.Platform.allCases where found[platform] == nil { found[platform] = SystemVersion(0, 0) }
    }
    return found.filter { !unavailable.contains($0.key) }
  }

  /// The member lists most siblings have, and their extensions' (below).
  private static let since16 = "iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *"
  private static let since26 = "iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *"

  /// The initializers' siblings, by type, as the iOS 26.2 SDK's SwiftUI.swiftinterface declares them,
  /// with the `@available` lists of the member and of its extension: each `@_disfavoredOverload`,
  /// most `@_alwaysEmitIntoClient` (compiled into the app, so that they run on the systems their lists
  /// name, iOS 16 for most), though SDKs before Xcode 26's declare `Text`'s alone.
  static let initializers: [String: [Sibling]] = [
    // `init(_ resource: LocalizedStringResource)`, in SDKs since iOS 16's (the iOS 17.4 SDK's
    // interface among them); `init(_:tableName:bundle:comment:)` has no resource form: the resource
    // holds its table and bundle.
    "Text": [Sibling(["_#"], available(since16))],
    "Button": [
      Sibling(["_#", "action{}"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
      Sibling(["_#", "role", "action{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
      Sibling(["_#", "systemImage", "action{}"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
      Sibling(["_#", "systemImage", "role", "action{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
    ],
    "Label": [
      Sibling(["_#", "systemImage"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
      Sibling(["_#", "image"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
    ],
    "Toggle": [
      Sibling(["_#", "isOn"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
      Sibling(["_#", "systemImage", "isOn"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
      Sibling(["_#", "sources", "isOn"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
    ],
    "Picker": [
      Sibling(["_#", "selection", "content{}"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
      Sibling(["_#", "systemImage", "selection", "content{}"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
      Sibling(["_#", "sources", "selection", "content{}"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
    ],
    "TextField": [
      Sibling(["_#", "text", "prompt"], available(since16)), Sibling(["_#", "text", "prompt", "axis"], available(since16)),
      Sibling(["_#", "text", "axis"], available(since16)), Sibling(["_#", "text"], available(since26)),
      Sibling(["_#", "value", "format", "prompt="], available(since16)), Sibling(["_#", "value", "formatter"], available(since16)),
    ],
    "SecureField": [Sibling(["_#", "text", "prompt"], available(since16)), Sibling(["_#", "text"], available(since16))],
    "Link": [Sibling(["_#", "destination"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    // The closure form only: `NavigationLink(_:destination: some View)` has none.
    "NavigationLink": [
      Sibling(["_#", "destination{}!"], available(since16, "iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *")),
      Sibling(["_#", "value"], available(since16)),
    ],
    "Section": [
      Sibling(["_#", "content{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
      Sibling(["_#", "isExpanded", "content{}"], available("iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *")),
    ],
    "ProgressView": [
      Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
      Sibling(["_#", "value", "total="], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *")),
    ],
    "Stepper": [
      Sibling(
        ["_#", "value", "step=", "onEditingChanged{}="],
        available("iOS 16.0, macOS 13.0, *", "iOS 13.0, macOS 10.15, watchOS 9.0, *", "tvOS, unavailable")),
      Sibling(
        ["_#", "value", "in", "step=", "onEditingChanged{}="],
        available("iOS 16.0, macOS 13.0, *", "iOS 13.0, macOS 10.15, watchOS 9.0, *", "tvOS, unavailable")),
      Sibling(["_#", "value", "step=", "format", "onEditingChanged{}="], available("iOS 16.0, macOS 13.0, watchOS 9.0, *", "tvOS, unavailable")),
      Sibling(
        ["_#", "value", "in", "step=", "format", "onEditingChanged{}="], available("iOS 16.0, macOS 13.0, watchOS 9.0, *", "tvOS, unavailable")),
      Sibling(
        ["_#", "onIncrement", "onDecrement", "onEditingChanged{}="],
        available("iOS 16.0, macOS 13.0, *", "iOS 13.0, macOS 10.15, watchOS 9.0, *", "tvOS, unavailable")),
    ],
    "DatePicker": [
      Sibling(
        ["_#", "selection", "displayedComponents="],
        available("iOS 16.0, macOS 13.0, *", "iOS 13.0, macOS 10.15, watchOS 10.0, *", "tvOS, unavailable")),
      Sibling(
        ["_#", "selection", "in", "displayedComponents="],
        available("iOS 16.0, macOS 13.0, *", "iOS 13.0, macOS 10.15, watchOS 10.0, *", "tvOS, unavailable")),
    ],
    "MultiDatePicker": [
      Sibling(["_#", "selection"], available("iOS 16.0, *", "macOS, unavailable", "tvOS, unavailable", "watchOS, unavailable")),
      Sibling(["_#", "selection", "in"], available("iOS 16.0, *", "macOS, unavailable", "tvOS, unavailable", "watchOS, unavailable")),
    ],
    "ColorPicker": [
      Sibling(
        ["_#", "selection", "supportsOpacity="],
        available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, *", "tvOS, unavailable", "watchOS, unavailable"))
    ],
    "DisclosureGroup": [
      Sibling(["_#", "content{}"], available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, *", "tvOS, unavailable", "watchOS, unavailable")),
      Sibling(
        ["_#", "isExpanded", "content{}"],
        available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, *", "tvOS, unavailable", "watchOS, unavailable")),
    ],
    "GroupBox": [
      Sibling(["_#", "content{}"], available("iOS 16.0, macOS 13.0, *", "iOS 15.0, macOS 12.0, *", "tvOS, unavailable", "watchOS, unavailable"))
    ],
    "ControlGroup": [
      Sibling(["_#", "content{}"], available("iOS 16.0, macOS 13.0, tvOS 17.0, *", "watchOS, unavailable")),
      Sibling(["_#", "systemImage", "content{}"], available("iOS 16.0, macOS 13.0, tvOS 17.0, *", "watchOS, unavailable")),
    ],
    "Menu": [
      Sibling(["_#", "content{}"], available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, tvOS 17.0, *", "watchOS, unavailable")),
      Sibling(
        ["_#", "content{}", "primaryAction{}"], available("iOS 16.0, macOS 13.0, *", "iOS 15.0, macOS 12.0, tvOS 17.0, *", "watchOS, unavailable")),
      Sibling(
        ["_#", "systemImage", "content{}"], available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, tvOS 17.0, *", "watchOS, unavailable")),
    ],
    "CommandMenu": [
      Sibling(["_#", "content{}"], available("iOS 16.0, macOS 13.0, *", "iOS 14.0, macOS 11.0, *", "tvOS, unavailable", "watchOS, unavailable"))
    ],
    "ContentUnavailableView": [
      Sibling(["_#", "image", "description="], available("iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *")),
      Sibling(["_#", "systemImage", "description="], available("iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *")),
    ],
    "ShareLink": [
      Sibling(["_#", "item", "subject=", "message="], available("iOS 16.0, macOS 13.0, watchOS 9.0, *", "tvOS, unavailable")),
      Sibling(["_#", "items", "subject=", "message="], available("iOS 16.0, macOS 13.0, watchOS 9.0, *", "tvOS, unavailable")),
    ],
    "WindowGroup": [
      Sibling(["_#", "makeContent{}"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *")),
      Sibling(["_#", "id", "makeContent{}"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *")),
      Sibling(["_#", "for=", "content{}"], available("iOS 16.0, macOS 13.0, *", "tvOS, unavailable", "watchOS, unavailable")),
      Sibling(["_#", "id", "for=", "content{}"], available("iOS 16.0, macOS 13.0, *", "tvOS, unavailable", "watchOS, unavailable")),
    ],
    "Window": [
      Sibling(["_#", "id", "content{}"], available("macOS 13.0, visionOS 26.0, *", "iOS, unavailable", "tvOS, unavailable", "watchOS, unavailable"))
    ],
    "LabeledContent": [
      Sibling(["_#", "content{}"], available(since26)), Sibling(["_#", "value"], available(since26)),
      Sibling(["_#", "value", "format"], available(since26)),
    ],
    "Tab": ["image", "systemImage"].flatMap { image in
      [["value"], ["value", "role"], [], ["role"]].map { Sibling(["_#", image] + $0 + ["content{}"], available(since26)) }
    },
    "TabSection": [Sibling(["_#", "content{}"], available("iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *"))],
    "MenuBarExtra": [
      Sibling(
        ["_#", "content{}"], available("macOS 13.0, *", "iOS, unavailable", "tvOS, unavailable", "watchOS, unavailable", "visionOS, unavailable")),
      Sibling(
        ["_#", "isInserted", "content{}"],
        available("macOS 13.0, *", "iOS, unavailable", "tvOS, unavailable", "watchOS, unavailable", "visionOS, unavailable")),
      Sibling(
        ["_#", "systemImage", "content{}"],
        available("macOS 13.0, *", "iOS, unavailable", "tvOS, unavailable", "watchOS, unavailable", "visionOS, unavailable")),
    ],
    "LocalizedStringResource": [],
  ]

  /// The modifiers' siblings, by name, from the same interface.
  static let modifiers: [String: [Sibling]] = [
    // `navigationTitle(Text(titleResource))`, as the interface shows its body.
    "navigationTitle": [Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "navigationSubtitle": [
      Sibling(["_#"], available("macOS 13.0, *", "iOS 26.0, macOS 11.0, *", "tvOS, unavailable", "watchOS, unavailable", "visionOS, unavailable"))
    ],
    "accessibilityLabel": [Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "accessibilityHint": [Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "accessibilityValue": [Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "accessibilityAction": [Sibling(["named#", "_{}"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "help": [Sibling(["_#"], available(since16, "iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *"))],
    "typeSelectEquivalent": [Sibling(["_#"], available(since16))],
    "searchable": [Sibling(["text", "placement=", "prompt#"], available(since16))],
    "confirmationDialog": [
      Sibling(["_#", "isPresented", "titleVisibility=", "actions{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
      Sibling(
        ["_#", "isPresented", "titleVisibility=", "actions{}", "message{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
    ],
    "alert": [
      Sibling(["_#", "isPresented", "actions{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
      Sibling(["_#", "isPresented", "actions{}", "message{}"], available(since16, "iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *")),
    ],
    "badge": [Sibling(["_#"], available("iOS 16.0, macOS 13.0, *", "iOS 15.0, macOS 12.0, *", "watchOS, unavailable", "tvOS, unavailable"))],
  ]

  /// The sibling a call of `type` (a modifier's name when `isModifier`) whose arguments are labelled
  /// `labels`, the key at `key`, calls with a resource in the key's place; nil when SwiftUI has none.
  static func sibling(of type: String, isModifier: Bool, labels: [String?], key: Int, closures: [Bool] = [], trailingClosures: Int) -> Sibling? {
    (isModifier ? modifiers[type] : initializers[type])?.first {
      $0.matches(labels, key: key, closures: closures, trailingClosures: trailingClosures)
    }
  }
}
