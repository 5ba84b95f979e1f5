/// SwiftUI's initializers and modifiers that take a `LocalizedStringResource` where a sibling takes a
/// `LocalizedStringKey`, with the same other parameters, and the systems each came with: what a
/// literal key may become (`Button("Cancel") { … }` → `Button(.cancel) { … }`) without changing which
/// view SwiftUI builds. Read from Apple's documentation of each declaration
/// (developer.apple.com/documentation/swiftui/…, its availability and declaration); a form not
/// listed has no resource sibling there, and its literals stay.
enum ResourceSiblings {
  typealias Availability = [DeploymentTarget.Platform: SystemVersion]

  /// One declaration taking a resource: its parameters' labels (`_` none), in order, the resource's
  /// marked `#`, one with a default value `=`, a closure `{}` (`{}=` with a default):
  /// `Button(_:role:action:)` is `["_#", "role", "action{}"]`.
  struct Sibling: Equatable, Sendable {
    var parameters: [String]
    var availability: Availability

    init(_ parameters: [String], _ availability: Availability) {
      self.parameters = parameters
      self.availability = availability
    }

    /// Whether a call whose arguments in parentheses are labelled `labels` (nil: none), the key at
    /// `key`, followed by `trailingClosures` closures, calls it with the resource in the key's place:
    /// the arguments taken by the parameters in order, one with a default left out; then the
    /// trailing closures taking closure parameters, every other parameter left having a default.
    func matches(_ labels: [String?], key: Int, trailingClosures: Int) -> Bool {
      var argument = 0
      var index = 0
      while index < parameters.count, argument < labels.count {
        let parameter = parameters[index]
        let label = String(parameter.prefix { $0 != "#" && $0 != "=" && $0 != "{" })
        if (labels[argument] ?? "_") == label {
          if parameter.hasSuffix("#") != (argument == key) { return false }
          argument += 1
        } else if !parameter.hasSuffix("=") {
          return false
        }
        index += 1
      }
      guard argument == labels.count else { return false }
      let rest = parameters[index...]
      let closures = rest.filter { $0.contains("{}") }
      let required = closures.filter { !$0.hasSuffix("=") }
      return rest.allSatisfy { $0.contains("{}") || $0.hasSuffix("=") } && (required.count...closures.count).contains(trailingClosures)
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
  static let resourceAvailability: Availability = [
    .iOS: SystemVersion(16, 0), .macOS: SystemVersion(13, 0), .tvOS: SystemVersion(16, 0), .watchOS: SystemVersion(9, 0),
    .visionOS: SystemVersion(1, 0),
  ]

  /// iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1: when most resource siblings came.
  private static let first: Availability = resourceAvailability

  /// `first` less the platforms named, where the control does not exist.
  private static func first(without platforms: DeploymentTarget.Platform...) -> Availability {
    first.filter { !platforms.contains($0.key) }
  }

  /// iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
  private static let second: Availability = [
    .iOS: SystemVersion(17, 0), .macOS: SystemVersion(14, 0), .tvOS: SystemVersion(17, 0), .watchOS: SystemVersion(10, 0),
    .visionOS: SystemVersion(1, 0),
  ]

  /// The initializers' siblings, by type, each from its page at
  /// developer.apple.com/documentation/swiftui/<type>/<init(…)>.
  static let initializers: [String: [Sibling]] = [
    // `@available(iOS 16.0, macOS 13, tvOS 16.0, watchOS 9.0, *) init(_ resource:
    // LocalizedStringResource)` (the iOS 17.4 SDK's SwiftUI.swiftinterface; `Text(.key)` in Apple's
    // documentation of String Catalog symbols); `init(_:tableName:bundle:comment:)` has no resource
    // form: the resource holds its table and bundle. The other siblings are documented
    // `@export(implementation)`, back to iOS 16, in SDKs after 17.4's.
    "Text": [Sibling(["_#"], first)],
    "Button": [Sibling(["_#", "action{}"], first), Sibling(["_#", "role", "action{}"], first)],
    "Label": [Sibling(["_#", "systemImage"], first)],
    "Toggle": [Sibling(["_#", "isOn"], first), Sibling(["_#", "sources", "isOn"], first)],
    "Picker": [Sibling(["_#", "selection", "content{}"], first), Sibling(["_#", "sources", "selection", "content{}"], first)],
    // `prompt: Text?` has no default: `TextField(_:text:)` has no resource form.
    "TextField": [Sibling(["_#", "text", "prompt"], first), Sibling(["_#", "text", "prompt", "axis"], first)],
    "SecureField": [Sibling(["_#", "text", "prompt"], first)],
    "Link": [Sibling(["_#", "destination"], first)],
    "ProgressView": [Sibling(["_#"], first), Sibling(["_#", "value", "total="], first)],
    "Stepper": [
      Sibling(["_#", "value", "step=", "onEditingChanged{}="], first(without: .tvOS)),
      Sibling(["_#", "value", "in", "step=", "onEditingChanged{}="], first(without: .tvOS)),
      Sibling(["_#", "value", "step=", "format", "onEditingChanged{}="], first(without: .tvOS)),
      Sibling(["_#", "value", "in", "step=", "format", "onEditingChanged{}="], first(without: .tvOS)),
      Sibling(["_#", "onIncrement", "onDecrement", "onEditingChanged{}="], first(without: .tvOS)),
    ],
    "DisclosureGroup": [
      Sibling(["_#", "content{}"], first(without: .tvOS, .watchOS)), Sibling(["_#", "isExpanded", "content{}"], first(without: .tvOS, .watchOS)),
    ],
    "GroupBox": [Sibling(["_#", "content{}"], first(without: .tvOS, .watchOS))],
    "Menu": [Sibling(["_#", "content{}"], first(without: .watchOS).merging([.tvOS: SystemVersion(17, 0)]) { $1 })],
    "ContentUnavailableView": [Sibling(["_#", "image", "description="], second)],
    "MenuBarExtra": [
      Sibling(["_#", "content{}"], [.macOS: SystemVersion(13, 0)]), Sibling(["_#", "isInserted", "content{}"], [.macOS: SystemVersion(13, 0)]),
    ],
    "LocalizedStringResource": [],
  ]

  /// The modifiers' siblings, by name, each from its page at
  /// developer.apple.com/documentation/swiftui/view/<modifier(…)>. `.navigationTitle(_:)` and
  /// `Section(_:content:)` are documented with a `LocalizedStringKey` only.
  static let modifiers: [String: [Sibling]] = [
    "accessibilityLabel": [Sibling(["_#"], first)],
    "accessibilityHint": [Sibling(["_#"], first)],
    "accessibilityValue": [Sibling(["_#"], first)],
    "accessibilityAction": [Sibling(["named#", "_{}"], first)],
    "help": [Sibling(["_#"], first)],
    "searchable": [Sibling(["text", "placement=", "prompt#"], first)],
    "confirmationDialog": [Sibling(["_#", "isPresented", "titleVisibility=", "actions{}"], first)],
    "badge": [Sibling(["_#"], first(without: .tvOS, .watchOS))],
  ]

  /// The sibling a call of `type` (a modifier's name when `isModifier`) whose arguments are labelled
  /// `labels`, the key at `key`, calls with a resource in the key's place; nil when SwiftUI has none.
  static func sibling(of type: String, isModifier: Bool, labels: [String?], key: Int, trailingClosures: Int) -> Sibling? {
    (isModifier ? modifiers[type] : initializers[type])?.first { $0.matches(labels, key: key, trailingClosures: trailingClosures) }
  }
}
