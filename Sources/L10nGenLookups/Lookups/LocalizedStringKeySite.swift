/// A string literal that SwiftUI (or Foundation's `LocalizedStringResource`) looks up as a key:
/// `Text("settings.title")`, `.navigationTitle("nav.title")`, `.searchable(text: $q, prompt: "search")`,
/// `LocalizedStringResource("cart.title", table: "Shop")`. A literal passed where the parameter is a
/// `LocalizedStringKey` or `LocalizedStringResource` is a key; a `String` variable is shown as it is.
public struct LocalizedStringKeySite: Equatable, Sendable {
  /// The key; empty for a literal with interpolations (`Text("\(count) items")`), whose key is a
  /// format made from its parts.
  public var key: String
  /// A literal with interpolations. Its key is its parts with a format specifier for each value,
  /// which the value's type tells (`%lld items`), so it names every key of that shape (`FormatKeyShape`).
  public var interpolation: InterpolatedLiteral?
  /// The table given (`tableName:`, `table:`); nil: `Localizable`.
  public var table: String?
  /// The bundle given (`bundle:`), as written; nil: the main bundle.
  public var bundle: String?
  /// A key made at run time (`LocalizedStringKey(name)`, a multi-line literal with interpolations):
  /// it may be any key.
  public var isRunTimeKey = false
  /// `LocalizedStringResource`'s `defaultValue:`, when it is a literal that shows something.
  public var value: String?
  /// Whether a `defaultValue:` is given that shows a text known only at run time.
  public var valueIsUnknown = false
  /// The `comment:` given to translators (`Text("Done", comment: "…")`), when it says something.
  public var comment: String?
  /// What takes the literal, and where its call's parts are; nil where it was not read.
  public var context: KeyContext?
  /// Where the literal starts.
  public var offset: Int
  public var isInactive: Bool

  /// The views, scenes and values whose first unlabeled argument is a key, checked against the
  /// SwiftUI, Charts, MapKit and PhotosUI interfaces of the iOS 17.4 SDK and Apple's documentation of
  /// later ones (`Gauge` and `Slider` take their labels as views, never as keys).
  static let initializers: Set<String> = [
    "Text", "Button", "Label", "Toggle", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink", "Section", "Stepper",
    "DatePicker", "MultiDatePicker", "ColorPicker", "ProgressView", "DisclosureGroup", "LabeledContent", "GroupBox", "ControlGroup", "Tab",
    "TabSection", "ShareLink", "SharePreview", "ContentUnavailableView", "CommandMenu", "WindowGroup", "Window", "UtilityWindow", "AlertScene",
    "MenuBarExtra", "TableColumn", "TextFieldLink", "MenuButton", "PhotosPicker", "Marker", "Annotation", "AxisValueLabel",
    "LocalizedStringKey", "LocalizedStringResource",
  ]

  /// The modifiers whose first unlabeled argument is a key (`.navigationTitle("…")`).
  static let modifiers: Set<String> = [
    "navigationTitle", "navigationSubtitle", "navigationBarTitle", "help", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    "badge", "alert", "confirmationDialog", "dismissalConfirmationDialog", "dialogSuppressionToggle", "fileDialogMessage",
    "fileDialogConfirmationLabel", "fileExporterFilenameLabel", "typeSelectEquivalent", "chartXAxisLabel", "chartYAxisLabel", "widgetLabel",
    "configurationDisplayName",
  ]

  /// The modifiers whose key is a labeled argument, and its label.
  static let labeledModifiers: [String: String] = ["searchable": "prompt", "accessibilityAction": "named"]

  public init(key: String, table: String? = nil, bundle: String? = nil, offset: Int, isInactive: Bool = false) {
    self.key = key
    self.table = table
    self.bundle = bundle
    self.offset = offset
    self.isInactive = isInactive
  }
}
