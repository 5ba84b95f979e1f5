/// Rewrites formats so that every specifier names its argument (`%@ %d` → `%1$@ %2$d`). A text whose
/// parts are put together at run time (a plural form into its format) keeps its meaning only this way:
/// Foundation starts a form's sequential specifiers at its variable's argument, while a form pasted
/// into its format, as l10ngen's Linux runtime does, would count from the format's start.
package enum PositionalFormat {
  /// `text` with each argument specifier numbered as `ArgumentSlots` fills slots (sequential ones, `*`
  /// widths and precisions included, from `firstSlot` on), named placeholders unnamed (`%1$(count)lld`
  /// → `%1$lld`), and each `%#@name@` replaced by `reference(name, slot)`. A reference without `n$`
  /// takes `variableSlot(name)` when given, else the next sequential slot. `%%` and sequences Foundation
  /// prints literally are kept.
  package static func numbered(
    _ text: String, firstSlot: Int, variableSlot: (String) -> Int? = { _ in nil }, reference: (String, Int) -> String
  ) -> String {
    let scanned = FormatParser.scannedSpecifiers(in: text)
    guard !scanned.isEmpty else { return text }
    let utf8 = Array(text.utf8)
    var result = [UInt8]()
    var copied = 0
    var nextSequential = firstSlot

    func amount(_ amount: FieldAmount?) -> String {
      switch amount {
      case .literal(let value): return String(value)
      case .next:
        defer { nextSequential += 1 }
        return "*\(nextSequential)$"
      case .positional(let slot): return "*\(slot)$"
      case nil: return ""
      }
    }

    for (specifier, range) in scanned {
      result.append(contentsOf: utf8[copied..<range.lowerBound])
      copied = range.upperBound
      switch specifier.kind {
      case .percent, .invalid:
        result.append(contentsOf: utf8[range])
      case .argument(let conversion):
        let width = amount(specifier.width)
        let precision = specifier.precision.map { "." + amount($0) } ?? ""
        let slot = specifier.position ?? nextSequential
        if specifier.position == nil { nextSequential += 1 }
        result.append(contentsOf: "%\(slot)$\(specifier.flags)\(width)\(precision)\(specifier.length?.rawValue ?? "")\(conversion.rawValue)".utf8)
      case .variable(let name):
        _ = amount(specifier.width)
        _ = specifier.precision.map { amount($0) }
        let placed = specifier.position ?? variableSlot(name)
        let slot = placed ?? nextSequential
        if placed == nil { nextSequential += 1 }
        result.append(contentsOf: reference(name, slot).utf8)
      }
    }
    result.append(contentsOf: utf8[copied...])
    return String(decoding: result, as: UTF8.self)
  }

  /// `text` as written, except that named placeholders lose their names (`%1$(count)lld` → `%1$lld`):
  /// Foundation does not read String Catalog names.
  package static func unnamed(_ text: String) -> String {
    let named = FormatParser.scannedSpecifiers(in: text).filter { $0.specifier.name != nil }
    guard !named.isEmpty else { return text }
    let utf8 = Array(text.utf8)
    var result = [UInt8]()
    var copied = 0
    for (specifier, range) in named {
      guard let name = specifier.name else { continue }
      result.append(contentsOf: utf8[copied..<range.lowerBound])
      result.append(contentsOf: specifier.text.components(separatedBy: "(\(name))").joined().utf8)
      copied = range.upperBound
    }
    result.append(contentsOf: utf8[copied...])
    return String(decoding: result, as: UTF8.self)
  }
}
