// Fuzz target: the template engine — lexer, parser, and rendering against a context derived from
// the same input. Any template must render or give a located error: never a crash, a hang, or
// unbounded recursion.
import Foundation

@testable import L10nGenCatalogCompilation
@testable import L10nGenConfig
@testable import L10nGenCore
@testable import L10nGenGeneration
@testable import L10nGenKit
@testable import L10nGenLint
@testable import L10nGenTables
@testable import L10nGenTemplate

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplateEngine(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = Array(UnsafeBufferPointer(start: bytes, count: count))
  // The first bytes shape the context; the rest is the template.
  let split = min(input.count, 8)
  let shape = input[..<split]
  let source = String(decoding: input[split...], as: UTF8.self)
  let spacing: TemplateSpacing = (shape.first ?? 0) & 1 == 0 ? .smart : .legacy
  guard let template = try? Template(source: source, path: "fuzz.stencil", spacing: spacing) else { return 0 }
  _ = try? template.render(context(from: shape))
  return 0
}

/// A small context of every value kind, its sizes taken from the input.
private func context(from shape: ArraySlice<UInt8>) -> [String: TemplateValue] {
  let bytes = Array(shape) + Array(repeating: 0, count: 8)
  let strings: [TemplateValue] = (0..<Int(bytes[1] % 5)).map { .string("s\($0)_\(bytes[2])") }
  let level: TemplateValue = [
    "name": .string("Level\(bytes[3])"),
    "strings": .array(strings.map { ["name": $0, "key": $0, "translation": "%@ %d", "types": ["String", "Int"]] }),
    "children": .array(bytes[4] % 2 == 0 ? [] : [["name": "child", "strings": .array([])]]),
  ]
  return [
    "tables": .array([["name": "Localizable", "levels": level]]),
    "param": ["enumName": "L10n", "publicAccess": .bool(bytes[5] & 1 == 1), "n": .int(Int(bytes[6])), "d": .double(Double(bytes[7]) / 3)],
    "items": .array(strings),
    "empty": .array([]),
    "nothing": .null,
  ]
}
