/// The argument types SwiftGen 6.6 gives a `.stringsdict` entry, which the `types` of SwiftGen's context
/// must keep for its templates to generate what they always did.
///
/// SwiftGen reads the format key alone: every reference it recognises (`%#@name@` or `%n$#@name@`, no
/// flags nor width) becomes the variable's value type (`%#@count@` with `ld` → `%ld`), a reference with
/// flags or a width (`%8$3.2#@f8@`) nothing, and the forms are not read. Where arguments appear only in
/// the forms (`%#@COUNT@` with `%1$@ and %2$d others`) its types miss them; `arguments` has them.
enum SwiftGenPluralTypes {
  /// Nil when SwiftGen's reading finds conflicting types (SwiftGen fails there; l10ngen's reading decides).
  static func types(formatKey: String, valueTypes: [String: String]) -> [String]? {
    let utf8 = Array(formatKey.utf8)
    var substituted = [UInt8]()
    var copied = 0
    for (specifier, range) in FormatParser.scannedSpecifiers(in: formatKey) {
      guard case .variable(let name) = specifier.kind else { continue }
      substituted.append(contentsOf: utf8[copied..<range.lowerBound])
      copied = range.upperBound
      if isPlainReference(specifier.text), let valueType = valueTypes[name] {
        substituted.append(contentsOf: "%\(specifier.position.map { "\($0)$" } ?? "")\(valueType)".utf8)
      } else {
        substituted.append(UInt8(ascii: "_"))
      }
    }
    substituted.append(contentsOf: utf8[copied...])
    return (try? FormatParser.arguments(in: String(decoding: substituted, as: UTF8.self)))?.map(\.swiftGenType)
  }

  /// `%#@…` or `%` digits `$#@…`: SwiftGen's `%(?>(\d+)\$)?#@` prefix.
  private static func isPlainReference(_ text: String) -> Bool {
    var rest = text.dropFirst()
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty {
      rest = rest.dropFirst(digits.count)
      guard rest.first == "$" else { return false }
      rest = rest.dropFirst()
    }
    return rest.hasPrefix("#@")
  }
}
