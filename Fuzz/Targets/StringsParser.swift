// Fuzz target: the .strings parser (text in any encoding, XML and binary plists), then placeholder
// typing of every value — any input must give entries or a located error, never a crash or hang.
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
public func fuzzStringsParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let entries = try? StringsFileParser.parse(data: data, path: "fuzz.strings") else { return 0 }
  for entry in entries {
    _ = try? TableLoader.entry(from: entry)
  }
  return 0
}
