// Apple's `String.LocalizationValue` (iOS 15, macOS 12, tvOS 15, watchOS 8), as far as generated code
// uses it, declared from Apple's documentation (developer.apple.com/documentation/swift/string/
// localizationvalue), which Linux's Foundation lacks. It runs as a model (`LocalizedLookup`): a value
// is its key, the literal with a specifier for each interpolated value, and the values.
import Foundation

extension String {
  /// "A reference to a localizable string, with optional string interpolation." Documented as
  /// `Equatable`, `Codable`, `Sendable`, `ExpressibleByStringInterpolation` (and so by literals).
  public struct LocalizationValue: Equatable, Codable, Sendable, ExpressibleByStringInterpolation {
    /// The key it looks up: `%lld unread` for `"\(count) unread"`, a literal `%` written `%%`.
    public let _key: String
    /// The interpolated values, in order.
    public let _arguments: [_FormatArgument]

    /// `init(_:)`: "Creates a localization value instance."
    public init(_ value: String) {
      _key = value
      _arguments = []
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
      _key = stringInterpolation.key
      _arguments = stringInterpolation.arguments
    }

    /// The interpolations generated code writes. Apple's page lists the type's members without
    /// signatures; these three are the ones Xcode's own generated symbols call, and so exist:
    /// `\(arg1)` for a `String`, `\(arg1, specifier: "%lld")` for a number, and the unlabelled number.
    public struct StringInterpolation: StringInterpolationProtocol {
      var key = ""
      var arguments: [_FormatArgument] = []
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { key += literal.replacingOccurrences(of: "%", with: "%%") }
      public mutating func appendInterpolation(_ string: String) {
        key += "%@"
        arguments.append(.string(string))
      }
      public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
        let argument = _FormatArgument(value._arg)
        key += argument.specifier
        arguments.append(argument)
      }
      public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        key += specifier
        arguments.append(_FormatArgument(value._arg))
      }
    }
  }
}

/// Foundation's `_FormatSpecifiable` (the protocol of `appendInterpolation(_:specifier:)`): every
/// integer and floating-point type conforms, passing the C variadic type a specifier reads (`Int` as
/// `Int64`, the narrow integers promoted to 32 bits, `Float` to `Double`).
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Double { Double(self) } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
