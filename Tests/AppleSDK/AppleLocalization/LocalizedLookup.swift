// How the model of Apple's localization API finds and formats a text on Linux, with Foundation: the
// table's text for the key in the locale's `.lproj` of the bundle (else the default value, else the
// key: `Bundle.localizedString(forKey:value:table:)`), formatted with the values, when there are any,
// by `String(format:locale:arguments:)`. Both a `LocalizedStringKey`'s lookup and a
// `LocalizedStringResource`'s go through it, so that a program shows which key, table, bundle and
// values each reads: what `l10ngen migrate --swiftui` must keep.
import Foundation

/// One value interpolated into a localized text, as the C variadic type its specifier reads.
public enum _FormatArgument: Equatable, Codable, Sendable {
  case int64(Int64), uint64(UInt64), int32(Int32), uint32(UInt32), double(Double), string(String)

  init(_ value: some CVarArg) {
    switch value {
    case let value as Int64: self = .int64(value)
    case let value as UInt64: self = .uint64(value)
    case let value as Int32: self = .int32(value)
    case let value as UInt32: self = .uint32(value)
    case let value as Double: self = .double(value)
    default: self = .string(String(describing: value))
    }
  }

  /// The specifier the compiler gives a value of this type in a key: `%lld` for an `Int`, as Xcode
  /// extracts `"\(count) items"`.
  var specifier: String {
    switch self {
    case .int64: return "%lld"
    case .uint64: return "%llu"
    case .int32: return "%d"
    case .uint32: return "%u"
    case .double: return "%lf"
    case .string: return "%@"
    }
  }

  var cVarArg: any CVarArg {
    switch self {
    case .int64(let value): return value
    case .uint64(let value): return value
    case .int32(let value): return value
    case .uint32(let value): return value
    case .double(let value): return value
    case .string(let value): return value
    }
  }
}

/// The text `key` of `table` in `bundle` shows in `locale`, formatted with `arguments`.
public func _localizedText(
  key: String, arguments: [_FormatArgument], defaultValue: String?, table: String?, bundle: Bundle, locale: Locale
) -> String {
  let language = locale.language.languageCode?.identifier ?? locale.identifier
  let localized = bundle.path(forResource: language, ofType: "lproj").flatMap { Bundle(path: $0) } ?? bundle
  let text = localized.localizedString(forKey: key, value: defaultValue, table: table)
  return arguments.isEmpty ? text : String(format: text, locale: locale, arguments: arguments.map(\.cVarArg))
}
