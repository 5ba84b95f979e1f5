// Apple's `LocalizedStringResource` (Foundation; iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1), as
// far as generated code uses it, declared signature by signature from Apple's documentation
// (developer.apple.com/documentation/foundation/localizedstringresource), which Linux's Foundation
// lacks. It runs as a model (`LocalizedLookup`); `@available` cannot be checked without Apple's SDK.
import Foundation

public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// `LocalizedStringResource.BundleDescription`: "A type that describes the bundle that contains a
  /// localized string resource." Documented as `Sendable`; its `forClass(AnyClass)` payload is not,
  /// hence `@unchecked` here.
  public enum BundleDescription: @unchecked Sendable {
    case main
    case forClass(AnyClass)
    case atURL(URL)

    /// The bundle it describes.
    var bundle: Bundle {
      switch self {
      case .main: return .main
      case .forClass(let type): return Bundle(for: type)
      case .atURL(let url): return Bundle(url: url) ?? .main
      }
    }
  }

  /// `init(_:table:locale:bundle:comment:)`, with a bundle description and with a `Bundle`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) {
    self.init(key: keyAndValue._key, value: keyAndValue, table: table, locale: locale, bundle: bundle)
  }
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil) {
    self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL))
  }

  /// `init(_:defaultValue:table:locale:bundle:comment:)`, with a bundle description and with a `Bundle`.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.init(key: "\(key)", value: defaultValue, table: table, locale: locale, bundle: bundle)
  }
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
    comment: StaticString? = nil
  ) {
    self.init(key, defaultValue: defaultValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL))
  }

  /// `ExpressibleByStringLiteral` and `ExpressibleByStringInterpolation`.
  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  private init(key: String, value: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription) {
    self.key = key
    self.defaultValue = value
    self.table = table
    self.locale = locale
    self.bundle = bundle
  }

  public let key: String
  public let defaultValue: String.LocalizationValue
  public let table: String?
  public var locale: Locale
  public var bundle: BundleDescription

  /// What it shows in `locale` (SwiftUI's `Text` shows it in its environment's).
  public func _shown(in locale: Locale) -> String {
    _localizedText(
      key: key, arguments: defaultValue._arguments, defaultValue: defaultValue._key, table: table, bundle: bundle.bundle, locale: locale)
  }

  public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
    lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table && lhs.locale == rhs.locale
      && lhs.bundle.bundle == rhs.bundle.bundle
  }
}

extension String {
  /// `String(localized:)` from a resource (iOS 16, macOS 13): in the resource's `locale`. Ranked below
  /// `init(localized:table:bundle:locale:comment:)`, which a literal calls ("Creates a localized
  /// string from a localization value", the examples of Apple's documentation).
  @_disfavoredOverload public init(localized resource: LocalizedStringResource) { self = resource._shown(in: resource.locale) }

  /// `init(localized:table:bundle:locale:comment:)` (iOS 15, macOS 12): the key and value of
  /// `keyAndValue` looked up in `table` of `bundle` (the main bundle when nil), in `locale`.
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
    comment: StaticString? = nil
  ) {
    self = _localizedText(
      key: keyAndValue._key, arguments: keyAndValue._arguments, defaultValue: keyAndValue._key, table: table, bundle: bundle ?? .main, locale: locale)
  }
}
