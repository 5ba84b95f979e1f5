// Fuzz target: the .stringsdict (XML property list) parser and the plural argument reading of its
// entries — any input must give entries or a located error, never a crash or hang. l10ngen's own XML
// reader must agree with Foundation on every document it takes, or the target stops. (Its key
// locations need not match XMLPlistKeyLocator's, a simpler scanner that the Foundation path uses.)
import Foundation
@testable import L10nGenCore
@testable import L10nGenTemplate
@testable import L10nGenTables
@testable import L10nGenGeneration
@testable import L10nGenLint
@testable import L10nGenCatalogCompilation
@testable import L10nGenKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDictParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if let text = XMLPropertyListReader.utf8Text(data), let document = XMLPropertyListReader.read(text) {
    let foundation = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    let topLevel = Set(document.keys.lazy.filter { $0.path.count == 1 }.map { $0.path[0] })
    guard let foundation, same(document.root, foundation), topLevel == Set(document.root.keys) else {
      fatalError("XMLPropertyListReader reads what Foundation reads otherwise: \(document.root) vs \(foundation ?? "an error")")
    }
  }
  guard let table = try? StringsDictParser.parse(data: data, path: "fuzz.stringsdict") else { return 0 }
  for entry in table.entries {
    var warnings: [LocatedWarning] = []
    _ = try? TableLoader.entry(from: entry, source: .stringsdict, warnings: &warnings)
  }
  return 0
}

private func same(_ mine: Any, _ theirs: Any) -> Bool {
  if let mine = mine as? String { return (theirs as? String) == mine }
  guard let mine = mine as? [String: Any], let theirs = theirs as? [String: Any], Set(mine.keys) == Set(theirs.keys) else {
    return false
  }
  return mine.allSatisfy { key, value in same(value, theirs[key]!) }
}
