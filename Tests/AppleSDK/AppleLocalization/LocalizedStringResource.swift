// Apple's `LocalizedStringResource` (Foundation; iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1), as
// far as generated code uses it, declared signature by signature from Apple's documentation
// (developer.apple.com/documentation/foundation/localizedstringresource), which Linux's Foundation
// lacks. Declarations only: nothing here runs, and `@available` cannot be checked without Apple's SDK.
import Foundation

public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// `LocalizedStringResource.BundleDescription`: "A type that describes the bundle that contains a
  /// localized string resource." Documented as `Sendable`; its `forClass(AnyClass)` payload is not,
  /// hence `@unchecked` here.
  public enum BundleDescription: @unchecked Sendable {
    case main
    case forClass(AnyClass)
    case atURL(URL)
  }

  /// `init(_:table:locale:bundle:comment:)`, with a bundle description and with a `Bundle`.
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
    comment: StaticString? = nil
  ) { fatalError("declaration only") }
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle, comment: StaticString? = nil) {
    fatalError("declaration only")
  }

  /// `init(_:defaultValue:table:locale:bundle:comment:)`, with a bundle description and with a `Bundle`.
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) { fatalError("declaration only") }
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle,
    comment: StaticString? = nil
  ) { fatalError("declaration only") }

  /// `ExpressibleByStringLiteral` and `ExpressibleByStringInterpolation`.
  public init(stringLiteral value: String) { fatalError("declaration only") }
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { fatalError("declaration only") }

  public let key: String
  public let defaultValue: String.LocalizationValue
  public let table: String?
  public var locale: Locale
  public var bundle: BundleDescription

  public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool { fatalError("declaration only") }
}

extension String {
  /// `String(localized:)` from a resource (iOS 16, macOS 13).
  public init(localized resource: LocalizedStringResource) { fatalError("declaration only") }
}
