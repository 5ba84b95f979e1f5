// Fuzz target: the .stringsdict (XML property list) parser and the plural argument reading of its
// entries — any input must give entries or a located error, never a crash or hang. l10ngen's own
// property-list reader (`LocatedPlistReader`, which .strings tables in XML use too) must agree with
// Foundation on every document it takes — the same dictionaries, each key with the value written
// last, arrays, strings and kinds of other values — or the target stops.
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
public func fuzzStringsDictParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(bytes: bytes, count: count)
  if let plist = LocatedPlistReader.read(data, path: "fuzz.stringsdict") {
    let foundation = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    guard let foundation, agrees(plist, foundation) else {
      fatalError("LocatedPlistReader reads what Foundation reads otherwise: \(plist.value) vs \(foundation ?? "an error")")
    }
  }
  guard let table = try? StringsDictParser.parse(data: data, path: "fuzz.stringsdict") else { return 0 }
  for entry in table.entries {
    var warnings: [LocatedWarning] = []
    _ = try? TableLoader.entry(from: entry, source: .stringsdict, warnings: &warnings)
  }
  return 0
}

private func agrees(_ plist: LocatedPlist, _ foundation: Any) -> Bool {
  let number = foundation is String ? nil : foundation as? NSNumber
  let type = number.map { String(cString: $0.objCType) }
  switch plist.value {
  case .string(let text): return foundation as? String == text
  case .integer: return type != nil && !["c", "d", "f"].contains(type!)
  case .real: return type == "d"
  case .boolean(let value): return type == "c" && number?.boolValue == value
  case .date: return foundation is Date
  case .data: return foundation is Data
  case .other: return false
  case .array(let elements):
    guard let theirs = foundation as? [Any], theirs.count == elements.count else { return false }
    return zip(elements, theirs).allSatisfy { agrees($0, $1) }
  case .dictionary:
    let kept = plist.keptMembers
    // Keys that differ only by Unicode normalization are two keys to Apple's Foundation (NSString's
    // isEqual: compares code units), as to l10ngen, and one to swift-corelibs-foundation's: no reference here.
    if Set(kept.map(\.key)).count != kept.count { return true }
    guard let theirs = foundation as? [String: Any], theirs.count == kept.count else { return false }
    return kept.allSatisfy { member in theirs[member.key].map { agrees(member.value, $0) } ?? false }
  }
}
