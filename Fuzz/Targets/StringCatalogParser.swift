// Fuzz target: the String Catalog (.xcstrings JSON) parser and the argument reading of its
// entries — any input must give entries or a located error, never a crash or hang.
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
public func fuzzStringCatalogParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let table = try? StringCatalogParser.parse(data: data, path: "fuzz.xcstrings") else { return 0 }
  for entry in table.entries {
    var warnings: [LocatedWarning] = []
    _ = try? TableLoader.entry(from: entry, source: .xcstrings, warnings: &warnings)
  }
  return 0
}
