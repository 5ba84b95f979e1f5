import Foundation
import L10nGenCore

/// Reads `.strings` tables stored as XML or binary property lists (Xcode can emit either), through
/// Foundation's `PropertyListSerialization`, and checks they are a dictionary of strings.
///
/// Foundation's dictionary keeps no order and no positions. For XML the keys are found again in the
/// text (`XMLPlistKeyLocator`), which gives file order, real locations and duplicate keys; binary
/// property lists have no lines, so their entries come sorted by key at line 1, column 1.
enum PropertyListTableParser {
  static func parse(data: Data, xmlText: [UInt8]?, path: String, keepingDuplicateKeys: Bool = false) throws -> [ParsedEntry] {
    let start = SourceLocation(file: path, line: 1, column: 1)
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw StringsParseError.invalidPropertyList(start, reason: reason(for: error))
    }
    guard let dictionary = root as? [AnyHashable: Any] else {
      throw StringsParseError.notADictionary(start, found: describeType(of: root))
    }
    var values = [String: Any]()
    for (key, value) in dictionary {
      guard let key = key.base as? String else {
        throw StringsParseError.nonStringKey(start, found: describeType(of: key.base))
      }
      values[key] = value
    }

    var located = [XMLPlistKeyLocator.Key]()
    if let xmlText {
      located = XMLPlistKeyLocator.keys(in: xmlText)
      if Set(located.map(\.name)) != Set(values.keys) { located = [] }  // not what Foundation read: don't guess
    }
    var tracker = TextPositionTracker(bytes: xmlText ?? [], file: path)
    let ordered: [(name: String, keyLocation: SourceLocation, valueLocation: SourceLocation)] =
      located.isEmpty
      ? values.keys.sorted().map { ($0, start, start) }
      : located.map { ($0.name, tracker.location(of: $0.offset), tracker.location(of: $0.valueOffset)) }

    var entries = [ParsedEntry]()
    var lineOfKey = [String: Int]()
    for (name, keyLocation, valueLocation) in ordered {
      guard let value = values[name] as? String else {
        throw StringsParseError.nonStringValue(keyLocation, key: name, found: describeType(of: values[name] as Any))
      }
      if !keepingDuplicateKeys, let firstLine = lineOfKey[name] {
        throw StringsParseError.duplicateKey(keyLocation, key: name, firstLine: firstLine)
      }
      lineOfKey[name] = keyLocation.line
      entries.append(ParsedEntry(key: name, value: value, comment: nil, location: keyLocation, valueLocation: valueLocation))
    }
    return entries
  }

  /// Foundation's own explanation when it has one ("Value missing for key inside <dict> at line 1").
  static func reason(for error: Error) -> String {
    let nsError = error as NSError
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
    return nsError.localizedDescription
  }

  static func describeType(of value: Any) -> String {
    // Foundation returns <integer>1</integer> as an NSNumber that also passes `is Bool`; only a
    // boolean's objCType is "c" (Linux and Darwin alike).
    if !(value is String), let number = value as? NSNumber {
      return String(cString: number.objCType) == "c" ? "a boolean" : "a number"
    }
    switch value {
    case is String: return "a string"
    case is Bool: return "a boolean"
    case is Data: return "data"
    case is Date: return "a date"
    case is [Any]: return "an array"
    case is [AnyHashable: Any]: return "a dictionary"
    case is NSNumber, is Int, is Double: return "a number"
    default: return "a value of type \(type(of: value))"
    }
  }
}
