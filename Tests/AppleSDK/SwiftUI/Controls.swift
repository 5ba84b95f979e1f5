// Apple's SwiftUI controls and modifiers that take a localized title, each with its
// `LocalizedStringKey` form and its `LocalizedStringResource` sibling, as far as the migration's
// fixtures use them, declared from Apple's documentation (developer.apple.com/documentation/swiftui/
// <type>/<initializer>, and /view/<modifier>) and the iOS 26.2 SDK's SwiftUI.swiftinterface (where
// the siblings are `@_disfavoredOverload`), so that code `l10ngen migrate --swiftui` rewrites is
// type-checked on Linux against both families. Declarations only, but for `LocalizedStringKey`,
// which runs as a model with `Text` (Text.swift).
//
// A string literal passed as a title calls the `LocalizedStringKey` form ("a string literal triggers
// the Text/init(_:tableName:bundle:comment:) method — which treats the input as a
// LocalizedStringKey instance", Text/init(_:)); the resource siblings are ranked below it here
// (`@_disfavoredOverload`) so that a literal left as it is resolves as Apple's documentation says.
import AppleLocalization
import Foundation

/// `LocalizedStringKey`: "The key used to look up an entry in a strings file or strings dictionary
/// file." `ExpressibleByStringInterpolation`; its interpolations, as far as keys use them (an
/// integer becomes `%lld`, a string `%@`, as Xcode extracts them). It runs as a model: its key and
/// its values.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  let arguments: [_FormatArgument]

  public init(_ value: String) {
    key = value
    arguments = []
  }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: StringInterpolation) {
    let value = String.LocalizationValue(stringInterpolation: stringInterpolation.value)
    key = value._key
    arguments = value._arguments
  }
  public struct StringInterpolation: StringInterpolationProtocol {
    var value: String.LocalizationValue.StringInterpolation
    public init(literalCapacity: Int, interpolationCount: Int) {
      value = .init(literalCapacity: literalCapacity, interpolationCount: interpolationCount)
    }
    public mutating func appendLiteral(_ literal: String) { value.appendLiteral(literal) }
    public mutating func appendInterpolation(_ string: String) { value.appendInterpolation(string) }
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ number: T) { value.appendInterpolation(number) }
  }
}

/// `ViewBuilder`: "A custom parameter attribute that constructs views from closures."
@resultBuilder public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { fatalError("declaration only") }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
    fatalError("declaration only")
  }
}

public struct EmptyView: View {
  public init() {}
  public var body: Never { fatalError("declaration only") }
}

public struct TupleView<T>: View {
  public var body: Never { fatalError("declaration only") }
}

/// `State` and `Binding`, as a view's `@State` and its `$` projection.
@propertyWrapper public struct State<Value> {
  public init(wrappedValue value: Value) { fatalError("declaration only") }
  public var wrappedValue: Value {
    get { fatalError("declaration only") }
    nonmutating set { fatalError("declaration only") }
  }
  public var projectedValue: Binding<Value> { fatalError("declaration only") }
}

@propertyWrapper public struct Binding<Value> {
  public init(projectedValue: Binding<Value>) { fatalError("declaration only") }
  public var wrappedValue: Value {
    get { fatalError("declaration only") }
    nonmutating set { fatalError("declaration only") }
  }
  public var projectedValue: Binding<Value> { fatalError("declaration only") }
}

public struct VStack<Content: View>: View {
  public init(@ViewBuilder content: () -> Content) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

public struct NavigationStack<Root: View>: View {
  public init(@ViewBuilder root: () -> Root) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

extension Text {
  /// `init(_:tableName:bundle:comment:)`: "Creates a text view that displays localized content
  /// identified by a key."
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.init(content: .key(key, table: tableName, bundle: bundle))
  }
  /// `init(_:)`: "Creates a text view that displays a stored string without localization."
  @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.init(content: .verbatim(String(content))) }
}

/// `ButtonRole`.
public struct ButtonRole: Equatable, Sendable {
  public static let destructive = ButtonRole()
  public static let cancel = ButtonRole()
  init() {}
}

public struct Button<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension Button where Label == Text {
  /// `init(_:action:)` (`LocalizedStringKey`, iOS 13; `LocalizedStringResource`, iOS 16).
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
    fatalError("declaration only")
  }
  /// `init(_:role:action:)` (iOS 15; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    fatalError("declaration only")
  }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
  /// `init(_:systemImage:action:)` (iOS 14; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping @MainActor () -> Void) {
    fatalError("declaration only")
  }
}

public struct Image: View {
  public var body: Never { fatalError("declaration only") }
}

public struct Label<Title: View, Icon: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension Label where Title == Text, Icon == Image {
  /// `init(_:systemImage:)` (iOS 14; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, systemImage name: String) { fatalError("declaration only") }
}

public struct Toggle<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension Toggle where Label == Text {
  /// `init(_:isOn:)` (iOS 13; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) { fatalError("declaration only") }
}

public struct TextField<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension TextField where Label == Text {
  /// `init(_:text:)` (iOS 13; resource, iOS 26).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, text: Binding<String>) { fatalError("declaration only") }
  /// `init(_:text:prompt:)` (iOS 15; resource, iOS 16): `prompt` has no default.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) { fatalError("declaration only") }
}

public struct Link<Label: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension Link where Label == Text {
  /// `init(_:destination:)` (iOS 14; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, destination: URL) { fatalError("declaration only") }
}

public struct Section<Content: View>: View {
  /// `init(_:content:)` (iOS 15; resource, iOS 16).
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}

public struct NavigationLink<Label: View, Destination: View>: View {
  public var body: Never { fatalError("declaration only") }
}

extension NavigationLink where Label == Text {
  /// `init(_:destination:)` with a closure (iOS 13; resource, iOS 16) and, deprecated, with a view
  /// (iOS 13), which has no resource form.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError("declaration only") }
  @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
    fatalError("declaration only")
  }
  public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError("declaration only") }
}

/// `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  init() {}
}

public struct ModifiedView: View {
  public var body: Never { fatalError("declaration only") }
}

extension View {
  /// `navigationTitle(_:)` with a `LocalizedStringKey` (iOS 14), a `Text` (iOS 14) and a resource (iOS 16).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> ModifiedView { fatalError("declaration only") }
  public func navigationTitle(_ title: Text) -> ModifiedView { fatalError("declaration only") }
  @_disfavoredOverload public func navigationTitle(_ titleResource: LocalizedStringResource) -> ModifiedView { fatalError("declaration only") }
  /// `help(_:)` (iOS 14; resource, iOS 16).
  public func help(_ textKey: LocalizedStringKey) -> ModifiedView { fatalError("declaration only") }
  @_disfavoredOverload public func help(_ text: LocalizedStringResource) -> ModifiedView { fatalError("declaration only") }
  /// `searchable(text:placement:prompt:)` (iOS 15; resource, iOS 16).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> ModifiedView {
    fatalError("declaration only")
  }
  @_disfavoredOverload public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource
  ) -> ModifiedView {
    fatalError("declaration only")
  }
}
