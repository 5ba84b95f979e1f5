// Apple's SwiftUI, as far as the examples use it, declared from Apple's documentation
// (developer.apple.com/documentation/swiftui/view, …/text/init(_:)-…), so that their
// `#if canImport(SwiftUI)` code is type-checked on Linux too. Declarations only.
import AppleLocalization

/// `View`: "A type that represents part of your app's user interface". Main-actor isolated.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("declaration only") }
}

/// `Text`: "A view that displays one or more lines of read-only text."
public struct Text: View, Equatable, Sendable {
  /// `init(_ resource: LocalizedStringResource)` (iOS 16, macOS 13): "Creates a text view that
  /// displays a localized string resource." `@_disfavoredOverload`, as the iOS 17.4 SDK's
  /// SwiftUI.swiftinterface declares it: a literal calls the `LocalizedStringKey` form (Controls.swift).
  @_disfavoredOverload public init(_ resource: LocalizedStringResource) { fatalError("declaration only") }
  /// `init(verbatim:)`: "Creates a text view that displays a string literal without localization."
  public init(verbatim content: String) { fatalError("declaration only") }
  /// `+`: "Concatenates the text in two text views in a new text view."
  public static func + (lhs: Text, rhs: Text) -> Text { fatalError("declaration only") }
  public var body: Never { fatalError("declaration only") }
}
