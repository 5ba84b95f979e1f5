// Generated from Templates/*.stencil by BuiltinTemplateSourcesTests
// (L10NGEN_UPDATE_EMBEDDED_TEMPLATES=1 swift test --filter BuiltinTemplateSourcesTests). Do not edit.

extension BuiltinTemplate {
  static let embeddedSources: [(name: String, source: String)] = [
    (
      "_swift6-lookup",
      ####"""
extension {{ enumName }} {
  nonisolated fileprivate static func _tr(_ table: Swift.String, _ key: Swift.String, _ arguments: [any Swift.CVarArg], fallback value: Swift.String) -> Swift.String {
    {% if param.lookupFunction %}
    let format = {{ param.lookupFunction }}(key, table, value)
    return _Localization.shared.format(format, arguments)
    {% else %}
    return _Localization.shared.string(table: table, key: key, arguments: arguments, fallback: value)
    {% endif %}
  }

  /// The bundle holding the tables.
  nonisolated fileprivate static var _bundle: Foundation.Bundle {
    {% if param.bundle %}
    return {{ param.bundle }}
    {% else %}
    #if SWIFT_PACKAGE
    return Foundation.Bundle.module
    #else
    return Foundation.Bundle(for: _BundleToken.self)
    #endif
    {% endif %}
  }
  {% if not param.bundle %}

  private final class _BundleToken {}
  {% endif %}

  /// The language of the tables this file was generated from (Foundation on Linux cannot tell it).
  nonisolated fileprivate static let _developmentLanguage = "{{ param.developmentLanguage|default:developmentLanguage|default:"en"|swiftString }}"

  // The chosen language and per-language bundles (and on Linux the plural tables read), behind one
  // lock. Declared `nonisolated` where the compiler knows the word on a type (6.1+, as every compiler
  // with default MainActor isolation does), so the accessors work from any isolation.
  #if compiler(>=6.1)
    nonisolated fileprivate final class _Localization: @unchecked Swift.Sendable {
      static let shared = _Localization()
      let lock = Foundation.NSLock()
      var chosenLanguage: Swift.String?
      var bundles: [Swift.String: Foundation.Bundle] = [:]
      var pluralTables: [Swift.String: [Swift.String: Any]] = [:]
    }
  #else
    fileprivate final class _Localization: @unchecked Swift.Sendable {
      static let shared = _Localization()
      let lock = Foundation.NSLock()
      var chosenLanguage: Swift.String?
      var bundles: [Swift.String: Foundation.Bundle] = [:]
      var pluralTables: [Swift.String: [Swift.String: Any]] = [:]
    }
  #endif
}

extension {{ enumName }}._Localization {
  nonisolated func setLanguage(_ language: Swift.String?) {
    lock.lock()
    defer { lock.unlock() }
    chosenLanguage = language
  }

  nonisolated func language() -> Swift.String? {
    lock.lock()
    defer { lock.unlock() }
    return chosenLanguage
  }

  /// The `.lproj` bundle of `language`, or nil when the app has no such localization.
  nonisolated func bundle(for language: Swift.String) -> Foundation.Bundle? {
    lock.lock()
    defer { lock.unlock() }
    if let bundle = bundles[language] { return bundle }
    guard let path = {{ enumName }}._bundle.path(forResource: language, ofType: "lproj"), let bundle = Foundation.Bundle(path: path) else {
      return nil
    }
    bundles[language] = bundle
    return bundle
  }

  /// `String(format:)` as Foundation does it on Apple platforms; on Linux without a locale, which
  /// there would group digits and mangle unsigned values.
  /// Texts without arguments go through it too, as with SwiftGen's code: `%%` prints `%`.
  nonisolated func format(_ format: Swift.String, _ arguments: [any Swift.CVarArg]) -> Swift.String {
    #if canImport(Darwin)
      let locale = language().map { Foundation.Locale(identifier: $0) } ?? Foundation.Locale.current
      return Swift.String(format: format, locale: locale, arguments: arguments)
    #else
      return Swift.String(format: format, locale: nil, arguments: arguments)
    #endif
  }

  nonisolated func string(table: Swift.String, key: Swift.String, arguments: [any Swift.CVarArg], fallback: Swift.String) -> Swift.String {
    let language = language()
    #if canImport(Darwin)
      let bundle = language.flatMap { self.bundle(for: $0) } ?? {{ enumName }}._bundle
      return format(bundle.localizedString(forKey: key, value: fallback, table: table), arguments)
    #else
      // Foundation on Linux crashes on .stringsdict entries and looks up only the development
      // language: plural entries are resolved here, other keys fall back language by language.
      let languages = [language, {{ enumName }}._developmentLanguage].compactMap { $0 }
      for candidate in languages {
        if let entry = pluralEntry(table: table, key: key, language: candidate) {
          let resolved = {{ enumName }}._Plurals.resolve(entry, arguments: arguments, language: candidate) ?? fallback
          return format(resolved, arguments)
        }
      }
      let missing = "\u{0}l10ngen-missing\u{0}"
      for candidate in languages {
        guard let bundle = bundle(for: candidate) else { continue }
        let found = bundle.localizedString(forKey: key, value: missing, table: table)
        if found != missing { return format(found, arguments) }
      }
      return format({{ enumName }}._bundle.localizedString(forKey: key, value: fallback, table: table), arguments)
    #endif
  }

  #if !canImport(Darwin)
    /// The `.stringsdict` entry of `key` in `language`, read once per table and language.
    nonisolated func pluralEntry(table: Swift.String, key: Swift.String, language: Swift.String) -> [Swift.String: Any]? {
      let cacheKey = language + "/" + table
      lock.lock()
      let cached = pluralTables[cacheKey]
      lock.unlock()
      if let cached { return cached[key] as? [Swift.String: Any] }
      var loaded: [Swift.String: Any] = [:]
      if let url = bundle(for: language)?.url(forResource: table, withExtension: "stringsdict"),
        let data = try? Foundation.Data(contentsOf: url),
        let plist = try? Foundation.PropertyListSerialization.propertyList(from: data, format: nil) as? [Swift.String: Any]
      {
        loaded = plist
      }
      lock.lock()
      pluralTables[cacheKey] = loaded
      lock.unlock()
      return loaded[key] as? [Swift.String: Any]
    }
  #endif
}

#if !canImport(Darwin)
  extension {{ enumName }} {
    /// Plural selection for Linux, where Foundation cannot read .stringsdict entries: the format key's
    /// `%#@variable@` references are replaced by the form CLDR's cardinal rules choose for the
    /// variable's argument. Rules shipped: ar cs de en es fr it ja nl pl pt ru uk zh (others: `other`).
    fileprivate enum _Plurals {
      /// The format with every variable replaced by its chosen form; nil when the entry is malformed.
      nonisolated static func resolve(_ entry: [Swift.String: Any], arguments: [any Swift.CVarArg], language: Swift.String) -> Swift.String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? Swift.String else { return nil }
        // Forms may hold variables of their own: substitute until none is left (bounded).
        for _ in 0..<8 {
          guard let reference = firstVariable(in: format) else { return format }
          guard let variable = entry[reference.name] as? [Swift.String: Any] else { return nil }
          let index = argumentIndex(of: reference, variable: variable, arguments: arguments)
          let count = index.flatMap { $0 < arguments.count ? number(arguments[$0]) : nil } ?? 0
          let form = chosenForm(variable, count: count, language: language) ?? ""
          format.replaceSubrange(reference.range, with: form)
        }
        return format
      }

      private struct Reference {
        var name: Swift.String
        var range: Swift.Range<Swift.String.Index>
        var position: Swift.Int?
        /// The argument the reference itself consumes when it has no position.
        var sequentialIndex: Swift.Int
      }

      /// The first `%#@name@` (or `%n$#@name@`) of `format`, counting the arguments before it.
      nonisolated private static func firstVariable(in format: Swift.String) -> Reference? {
        var sequential = 0
        var index = format.startIndex
        while let percent = format[index...].firstIndex(of: "%") {
          var cursor = format.index(after: percent)
          guard cursor < format.endIndex else { return nil }
          if format[cursor] == "%" {
            index = format.index(after: cursor)
            continue
          }
          var digits = ""
          var scan = cursor
          while scan < format.endIndex, format[scan].isASCII, format[scan].isNumber {
            digits.append(format[scan])
            scan = format.index(after: scan)
          }
          var position: Swift.Int?
          if !digits.isEmpty, scan < format.endIndex, format[scan] == "$" {
            position = Swift.Int(digits)
            cursor = format.index(after: scan)
          }
          if format[cursor...].hasPrefix("#@"), let end = format[format.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
            let name = Swift.String(format[format.index(cursor, offsetBy: 2)..<end])
            return Reference(name: name, range: percent..<format.index(after: end), position: position, sequentialIndex: sequential)
          }
          // Skip an ordinary specifier, counting the arguments it consumes.
          while cursor < format.endIndex, "-+ #0'123456789.*$hlqLztj".contains(format[cursor]) {
            if format[cursor] == "*" { sequential += 1 }
            cursor = format.index(after: cursor)
          }
          if position == nil { sequential += 1 }
          index = cursor < format.endIndex ? format.index(after: cursor) : cursor
        }
        return nil
      }

      /// Which argument holds the count: the reference's position, else its place in the sequence,
      /// unless that argument is not a number and the forms name the count's position themselves
      /// (tables like `%#@COUNT@` with forms `%1$@ and %2$d others`).
      nonisolated private static func argumentIndex(of reference: Reference, variable: [Swift.String: Any], arguments: [any Swift.CVarArg]) -> Swift.Int? {
        if let position = reference.position { return position - 1 }
        if reference.sequentialIndex < arguments.count, number(arguments[reference.sequentialIndex]) != nil {
          return reference.sequentialIndex
        }
        let valueType = (variable["NSStringFormatValueTypeKey"] as? Swift.String ?? "d").replacingOccurrences(of: "%", with: "")
        let other = variable["other"] as? Swift.String ?? ""
        var search = other.startIndex
        while let range = other.range(of: "$" + valueType, range: search..<other.endIndex) {
          var start = range.lowerBound
          while start > other.startIndex, other[other.index(before: start)].isNumber { start = other.index(before: start) }
          if start > other.startIndex, other[other.index(before: start)] == "%", let position = Swift.Int(other[start..<range.lowerBound]) {
            return position - 1
          }
          search = range.upperBound
        }
        return arguments.firstIndex { number($0) != nil }
      }

      nonisolated private static func number(_ argument: any Swift.CVarArg) -> Swift.Double? {
        switch argument {
        case let value as any Swift.BinaryInteger: return Swift.Double(value)
        case let value as any Swift.BinaryFloatingPoint: return Swift.Double(value)
        default: return nil
        }
      }

      /// Apple's rule first (a `zero` form is used for 0 in every language), then CLDR's category,
      /// then `other`.
      nonisolated private static func chosenForm(_ variable: [Swift.String: Any], count: Swift.Double, language: Swift.String) -> Swift.String? {
        if count == 0, let zero = variable["zero"] as? Swift.String { return zero }
        return variable[category(count, language: language)] as? Swift.String ?? variable["other"] as? Swift.String
      }

      /// CLDR cardinal plural category. `i`: integer digits, `v`: count of visible fraction digits.
      nonisolated static func category(_ n: Swift.Double, language: Swift.String) -> Swift.String {
        let absolute = n.magnitude
        let i = absolute.rounded(.towardZero)
        let v = absolute == i ? 0 : 1
        let i10 = i.truncatingRemainder(dividingBy: 10)
        let i100 = i.truncatingRemainder(dividingBy: 100)
        let code = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        let manyMillions = i != 0 && i.truncatingRemainder(dividingBy: 1_000_000) == 0 && v == 0
        switch code.first.map(Swift.String.init) ?? "" {
        case "en", "de", "nl":
          return i == 1 && v == 0 ? "one" : "other"
        case "it":
          if i == 1 && v == 0 { return "one" }
          return manyMillions ? "many" : "other"
        case "es":
          if absolute == 1 { return "one" }
          return manyMillions ? "many" : "other"
        case "fr":
          if i == 0 || i == 1 { return "one" }
          return manyMillions ? "many" : "other"
        case "pt":
          let portugal = code.count > 1 && code[1] == "pt"
          if portugal ? (i == 1 && v == 0) : (i == 0 || i == 1) { return "one" }
          return manyMillions ? "many" : "other"
        case "ru", "uk":
          guard v == 0 else { return "other" }
          if i10 == 1 && i100 != 11 { return "one" }
          if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
          return "many"
        case "pl":
          guard v == 0 else { return "other" }
          if i == 1 { return "one" }
          if (2...4).contains(i10) && !(12...14).contains(i100) { return "few" }
          return "many"
        case "cs":
          if v != 0 { return "many" }
          if i == 1 { return "one" }
          return (2...4).contains(i) ? "few" : "other"
        case "ar":
          guard v == 0 else { return "other" }
          if i == 0 { return "zero" }
          if i == 1 { return "one" }
          if i == 2 { return "two" }
          if (3...10).contains(i100) { return "few" }
          if (11...99).contains(i100) { return "many" }
          return "other"
        default:
          return "other"
        }
      }
    }
  }
#endif

"""####
    ),
    (
      "_swift6",
      ####"""
// swiftlint:disable all
// Generated by l10ngen from the development-language tables. Do not edit.

{% if tables.count > 0 %}
{% set accessModifier %}{% if param.accessLevel %}{{ param.accessLevel }}{% elif param.publicAccess %}public{% else %}internal{% endif %}{% endset %}
{% set enumName %}{{ param.enumName|default:"L10n" }}{% endset %}
import Foundation

// MARK: - Strings

{% macro parameters arguments %}
  {%- for argument in arguments -%}
    {% if argument.label %}{{ argument.label }}{% else %}_{% endif %} p{{ forloop.counter }}: Swift.{{ argument.type }}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro callArguments arguments %}
  {%- for argument in arguments -%}
    {% if argument.type == "UnsafeRawPointer" %}Swift.Int(bitPattern: p{{ forloop.counter }}){% else %}p{{ forloop.counter }}{% endif %}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro formLines forms label %}
  {%- for form in forms %}
  {% for line in form.text|lines %}
  ///{%+ if forloop.first %} - {%+ if label %}{{ label }} {%+ endif %}{{ form.category }}:{%+ else %}   {%+ endif %}{%+ if line %} {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endfor -%}
{% endmacro %}
{% macro member table string name resourceName %}
  {% if not param.noComments %}
  {% if string.rawComment %}
  {% for line in string.rawComment|lines %}
  /// {{ line|swiftComment }}
  {% endfor %}
  ///
  {% endif %}
  {% for line in string.fallback|lines %}
  /// {{ line|swiftComment }}
  {% endfor %}
  {% for plural in string.plurals %}
  {% call formLines plural.forms plural.name %}
  {% endfor %}
  {% for device in string.devices %}
  {% if device.plural %}
  {% call formLines device.plural.forms device.device %}
  {% else %}
  {% for line in device.text|lines %}
  /// {%+ if forloop.first %}- {{ device.device }}: {%+ else %}  {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endif %}
  {% endfor %}
  {% endif %}
  {% set lookup %}{{ enumName }}._tr("{{ table|swiftString }}", "{{ string.rawKey|swiftString }}", [{% if string.arguments %}{% call callArguments string.arguments %}{% endif %}], fallback: "{{ string.fallback|swiftString }}"){% endset %}
  {% if string.arguments %}
  {{ accessModifier }} nonisolated static func {{ name }}({% call parameters string.arguments %}) -> Swift.String {
    {{ lookup }}
  }
  {% elif param.cachedProperties and not param.lookupFunction %}
  {{ accessModifier }} nonisolated static let {{ name }}: Swift.String = {{ lookup }}
  {% else %}
  {{ accessModifier }} nonisolated static var {{ name }}: Swift.String { {{ lookup }} }
  {% endif %}
  {% if param.localizedStringResources and not string.arguments %}
  #if canImport(Darwin)
  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  {{ accessModifier }} nonisolated static var {{ resourceName }}: Foundation.LocalizedStringResource {
    Foundation.LocalizedStringResource("{{ string.rawKey|swiftString }}", defaultValue: "{{ string.fallback|swiftString }}", table: "{{ table|swiftString }}", bundle: .atURL({{ enumName }}._bundle.bundleURL))
  }
  #endif
  {% endif %}
{% endmacro %}
{% macro level table item %}
  {% for string in item.strings %}
  {% set bareName %}{% if flat %}{{ string.key|swiftIdentifier:"pretty"|lowerFirstWord }}{% else %}{{ string.name|swiftIdentifier:"pretty"|lowerFirstWord }}{% endif %}{% endset %}
  {% set name %}{{ bareName|escapeReservedKeywords }}{% endset %}
  {% set resourceName %}{{ bareName }}Resource{% endset %}
  {% call member table string name resourceName %}
  {% endfor %}
  {% for child in item.children %}
  {% if flat %}
  {% call level table child %}
  {% else %}
  {{ accessModifier }} enum {{ child.name|swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName }} {
    {% filter indent:2," ",true %}{% call level table child %}{% endfilter %}
  }
  {% endif %}
  {% endfor %}
{% endmacro %}
{{ accessModifier }} enum {{ enumName }} {
  {% if tables.count > 1 or param.forceFileNameEnum %}
  {% for table in tables %}
  {{ accessModifier }} enum {{ table.name|swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName }} {
    {% filter indent:2," ",true %}{% call level table.name table.levels %}{% endfilter %}
  }
  {% endfor %}
  {% else %}
  {% call level tables.first.name tables.first.levels %}
  {% endif %}
}

// MARK: - Language

extension {{ enumName }} {
  /// Shows every string in `language`, a localization folder's name (`"de"`, `"pt-BR"`), or
  /// follows the system again with `nil` (on Linux, where Foundation ignores the user's language:
  /// the development language). Safe from any thread. Every accessor reads the table anew, so the
  /// change shows at once (unless generated with the `cachedProperties` param, as `static let`s).
  {{ accessModifier }} nonisolated static func setLanguage(to language: Swift.String?) {
    _Localization.shared.setLanguage(language)
  }

  /// The language chosen with `setLanguage(to:)`, or nil when the system's is used.
  {{ accessModifier }} nonisolated static func chosenLanguage() -> Swift.String? {
    _Localization.shared.language()
  }
}

// MARK: - Implementation Details

{% include "_swift6-lookup.stencil" %}
{% else %}
// No string found
{% endif %}

"""####
    ),
    (
      "flat-swift5",
      ####"""
// swiftlint:disable all
// Generated by l10ngen from the development-language tables. Do not edit.

{% if tables.count > 0 %}
{% set accessModifier %}{% if param.publicAccess %}public{% else %}internal{% endif %}{% endset %}
{% set enumName %}{{ param.enumName|default:"L10n" }}{% endset %}
import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references

// MARK: - Strings

{% macro parameters arguments %}
  {%- for argument in arguments -%}
    _ p{{ forloop.counter }}: {%+ if argument.swiftGenType == "String" %}Any{% else %}Swift.{{ argument.swiftGenType }}{% endif %}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro callArguments arguments %}
  {%- for argument in arguments -%}
    {% if argument.swiftGenType == "String" %}Swift.String(describing: p{{ forloop.counter }}){% elif argument.swiftGenType == "UnsafeRawPointer" %}Swift.Int(bitPattern: p{{ forloop.counter }}){% else %}p{{ forloop.counter }}{% endif %}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro formLines forms label %}
  {%- for form in forms %}
  {% for line in form.text|lines %}
  ///{%+ if forloop.first %} - {%+ if label %}{{ label }} {%+ endif %}{{ form.category }}:{%+ else %}   {%+ endif %}{%+ if line %} {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endfor -%}
{% endmacro %}
{% macro level table item %}
  {% set tableLiteral table|swiftString %}
  {% for string in item.strings %}
  {% if not param.noComments %}
  {% for line in string.rawComment|default:string.fallback|lines %}
  /// {{ line|swiftComment }}
  {% endfor %}
  {% for plural in string.plurals %}
  {% call formLines plural.forms plural.name %}
  {% endfor %}
  {% for device in string.devices %}
  {% if device.plural %}
  {% call formLines device.plural.forms device.device %}
  {% else %}
  {% for line in device.text|lines %}
  /// {%+ if forloop.first %}- {{ device.device }}: {%+ else %}  {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endif %}
  {% endfor %}
  {% endif %}
  {% set name string.key|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords %}
  {% if string.arguments %}
  {{ accessModifier }} static func {{ name }}({% call parameters string.arguments %}) -> Swift.String {
    return {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", {%+ call callArguments string.arguments %}, fallback: "{{ string.fallback|swiftString }}")
  }
  {% elif param.lookupFunction %}
  {{ accessModifier }} static var {{ name }}: Swift.String { return {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", fallback: "{{ string.fallback|swiftString }}") }
  {% else %}
  {{ accessModifier }} static let {{ name }} = {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", fallback: "{{ string.fallback|swiftString }}")
  {% endif %}
  {% endfor %}
  {% for child in item.children %}
  {% call level table child %}
  {% endfor %}
{% endmacro %}
// swiftlint:disable function_parameter_count identifier_name line_length type_body_length
{{ accessModifier }} enum {{ enumName }} {
  {% if tables.count > 1 or param.forceFileNameEnum %}
  {% for table in tables %}
  {{ accessModifier }} enum {{ table.name|swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName }} {
    {% filter indent:2," ",true %}{% call level table.name table.levels %}{% endfilter %}
  }
  {% endfor %}
  {% else %}
  {% call level tables.first.name tables.first.levels %}
  {% endif %}
}
// swiftlint:enable function_parameter_count identifier_name line_length type_body_length

// MARK: - Implementation Details

extension {{ enumName }} {
  private static func tr(_ table: Swift.String, _ key: Swift.String, _ args: Swift.CVarArg..., fallback value: Swift.String) -> Swift.String {
    {% if param.lookupFunction %}
    let format = {{ param.lookupFunction }}(key, table, value)
    {% else %}
    let format = {{ param.bundle|default:"BundleToken.bundle" }}.localizedString(forKey: key, value: value, table: table)
    {% endif %}
    return Swift.String(format: format, locale: Foundation.Locale.current, arguments: args)
  }
}
{% if not param.bundle and not param.lookupFunction %}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Foundation.Bundle = {
    #if SWIFT_PACKAGE
    return Foundation.Bundle.module
    #else
    return Foundation.Bundle(for: BundleToken.self)
    #endif
  }()
}
// swiftlint:enable convenience_type
{% endif %}
{% else %}
// No string found
{% endif %}

"""####
    ),
    (
      "flat-swift6",
      ####"""
{% set flat %}true{% endset %}
{% include "_swift6.stencil" %}

"""####
    ),
    (
      "structured-swift5",
      ####"""
// swiftlint:disable all
// Generated by l10ngen from the development-language tables. Do not edit.

{% if tables.count > 0 %}
{% set accessModifier %}{% if param.publicAccess %}public{% else %}internal{% endif %}{% endset %}
{% set enumName %}{{ param.enumName|default:"L10n" }}{% endset %}
import Foundation

// swiftlint:disable superfluous_disable_command file_length implicit_return prefer_self_in_static_references

// MARK: - Strings

{% macro parameters arguments %}
  {%- for argument in arguments -%}
    _ p{{ forloop.counter }}: {%+ if argument.swiftGenType == "String" %}Any{% else %}Swift.{{ argument.swiftGenType }}{% endif %}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro callArguments arguments %}
  {%- for argument in arguments -%}
    {% if argument.swiftGenType == "String" %}Swift.String(describing: p{{ forloop.counter }}){% elif argument.swiftGenType == "UnsafeRawPointer" %}Swift.Int(bitPattern: p{{ forloop.counter }}){% else %}p{{ forloop.counter }}{% endif %}{{ ", " if not forloop.last }}
  {%- endfor -%}
{% endmacro %}
{% macro formLines forms label %}
  {%- for form in forms %}
  {% for line in form.text|lines %}
  ///{%+ if forloop.first %} - {%+ if label %}{{ label }} {%+ endif %}{{ form.category }}:{%+ else %}   {%+ endif %}{%+ if line %} {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endfor -%}
{% endmacro %}
{% macro level table item %}
  {% set tableLiteral table|swiftString %}
  {% for string in item.strings %}
  {% if not param.noComments %}
  {% for line in string.rawComment|default:string.fallback|lines %}
  /// {{ line|swiftComment }}
  {% endfor %}
  {% for plural in string.plurals %}
  {% call formLines plural.forms plural.name %}
  {% endfor %}
  {% for device in string.devices %}
  {% if device.plural %}
  {% call formLines device.plural.forms device.device %}
  {% else %}
  {% for line in device.text|lines %}
  /// {%+ if forloop.first %}- {{ device.device }}: {%+ else %}  {%+ endif %}{{ line|swiftComment }}
  {% endfor %}
  {% endif %}
  {% endfor %}
  {% endif %}
  {% set name string.name|swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords %}
  {% if string.arguments %}
  {{ accessModifier }} static func {{ name }}({% call parameters string.arguments %}) -> Swift.String {
    return {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", {%+ call callArguments string.arguments %}, fallback: "{{ string.fallback|swiftString }}")
  }
  {% elif param.lookupFunction %}
  {{ accessModifier }} static var {{ name }}: Swift.String { return {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", fallback: "{{ string.fallback|swiftString }}") }
  {% else %}
  {{ accessModifier }} static let {{ name }} = {{ enumName }}.tr("{{ tableLiteral }}", "{{ string.rawKey|swiftString }}", fallback: "{{ string.fallback|swiftString }}")
  {% endif %}
  {% endfor %}
  {% for child in item.children %}
  {{ accessModifier }} enum {{ child.name|swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName }} {
    {% filter indent:2," ",true %}{% call level table child %}{% endfilter %}
  }
  {% endfor %}
{% endmacro %}
// swiftlint:disable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:disable nesting type_body_length type_name vertical_whitespace_opening_braces
{{ accessModifier }} enum {{ enumName }} {
  {% if tables.count > 1 or param.forceFileNameEnum %}
  {% for table in tables %}
  {{ accessModifier }} enum {{ table.name|swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName }} {
    {% filter indent:2," ",true %}{% call level table.name table.levels %}{% endfilter %}
  }
  {% endfor %}
  {% else %}
  {% call level tables.first.name tables.first.levels %}
  {% endif %}
}
// swiftlint:enable explicit_type_interface function_parameter_count identifier_name line_length
// swiftlint:enable nesting type_body_length type_name vertical_whitespace_opening_braces

// MARK: - Implementation Details

extension {{ enumName }} {
  private static func tr(_ table: Swift.String, _ key: Swift.String, _ args: Swift.CVarArg..., fallback value: Swift.String) -> Swift.String {
    {% if param.lookupFunction %}
    let format = {{ param.lookupFunction }}(key, table, value)
    {% else %}
    let format = {{ param.bundle|default:"BundleToken.bundle" }}.localizedString(forKey: key, value: value, table: table)
    {% endif %}
    return Swift.String(format: format, locale: Foundation.Locale.current, arguments: args)
  }
}
{% if not param.bundle and not param.lookupFunction %}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Foundation.Bundle = {
    #if SWIFT_PACKAGE
    return Foundation.Bundle.module
    #else
    return Foundation.Bundle(for: BundleToken.self)
    #endif
  }()
}
// swiftlint:enable convenience_type
{% endif %}
{% else %}
// No string found
{% endif %}

"""####
    ),
    (
      "structured-swift6",
      ####"""
{% include "_swift6.stencil" %}

"""####
    ),
  ]
}
