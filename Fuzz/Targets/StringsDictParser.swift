// Fuzz target: the .stringsdict (XML property list) parser and the plural argument reading of its
// entries — any input must give entries or a located error, never a crash or hang.
import Foundation
@testable import L10nGenKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDictParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  guard let table = try? StringsDictParser.parse(data: data, path: "fuzz.stringsdict") else { return 0 }
  for entry in table.entries {
    var warnings: [LocatedWarning] = []
    _ = try? TableLoader.entry(from: entry, source: .stringsdict, warnings: &warnings)
  }
  return 0
}
