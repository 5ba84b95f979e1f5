// Fuzz target: the printf placeholder grammar — specifiers and typed argument slots of any text, and
// lint's placeholder signature against them.
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
public func fuzzFormatParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let format = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  let scanned = FormatParser.scannedSpecifiers(in: format)
  let arguments = try? FormatParser.arguments(in: format)
  // One scanner reads specifiers for generation and lint: each range is its specifier's text, and a
  // signature, when there is one, has the text's arguments and leaves nothing odd unreported.
  let utf8 = Array(format.utf8)
  for (specifier, range) in scanned {
    precondition(String(decoding: utf8[range], as: UTF8.self) == specifier.text, "range of \(specifier.text.debugDescription)")
  }
  precondition(PlaceholderSignature.hasPercent(format) == !scanned.isEmpty, "hasPercent")
  if let signature = PlaceholderSignature.of(format) {
    precondition(OddPercent.findings(in: format).isEmpty, "plain text with an odd %: \(format.debugDescription)")
    precondition((try? FormatParser.arguments(in: signature)) == arguments, "signature \(signature.debugDescription)")
  }
  return 0
}
