// Apple's SwiftUI, as far as the examples use it, declared from Apple's documentation
// (developer.apple.com/documentation/swiftui/view, …/text/init(_:)-…), so that their
// `#if canImport(SwiftUI)` code is type-checked on Linux too. `Text` runs as a model: what it shows
// in a locale is what its key or resource looks up there (`_shown(in:)`, the model's own).
import AppleLocalization
import Foundation

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
  enum Content: Equatable, @unchecked Sendable {
    case verbatim(String)
    case key(LocalizedStringKey, table: String?, bundle: Bundle?)
    case resource(LocalizedStringResource)
    case concatenated([Text])
  }

  let content: Content

  /// `init(_ resource: LocalizedStringResource)` (iOS 16, macOS 13): "Creates a text view that
  /// displays a localized string resource." `@_disfavoredOverload`, as the iOS 17.4 SDK's
  /// SwiftUI.swiftinterface declares it: a literal calls the `LocalizedStringKey` form (Controls.swift).
  @_disfavoredOverload public init(_ resource: LocalizedStringResource) { content = .resource(resource) }
  /// `init(verbatim:)`: "Creates a text view that displays a string literal without localization."
  public init(verbatim content: String) { self.content = .verbatim(content) }
  /// `+`: "Concatenates the text in two text views in a new text view."
  public static func + (lhs: Text, rhs: Text) -> Text { Text(content: .concatenated([lhs, rhs])) }
  public var body: Never { fatalError("declaration only") }

  init(content: Content) { self.content = content }

  /// What it shows in an environment whose locale is `locale`: a key's text looked up in its table
  /// and bundle (the main bundle where it names none), a resource's in its own.
  public func _shown(in locale: Locale) -> String {
    switch content {
    case .verbatim(let text): return text
    case .key(let key, let table, let bundle):
      return _localizedText(key: key.key, arguments: key.arguments, defaultValue: nil, table: table, bundle: bundle ?? .main, locale: locale)
    case .resource(let resource): return resource._shown(in: locale)
    case .concatenated(let parts): return parts.map { $0._shown(in: locale) }.joined()
    }
  }
}
