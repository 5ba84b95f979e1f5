// Fuzz target: the JSON config loader — any input must give a configuration or a located error.
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
public func fuzzConfigLoader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  _ = try? ConfigLoader.parse(data: data, path: "/fuzz/l10ngen.json", environment: ["HOME": "/home", "X": "${X}"])
  return 0
}
