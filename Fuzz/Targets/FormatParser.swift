// Fuzz target: the printf placeholder grammar — specifiers and typed argument slots of any text.
import Foundation
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormatParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let format = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  _ = FormatParser.specifiers(in: format)
  _ = try? FormatParser.arguments(in: format)
  return 0
}
