import Foundation
import L10nGenCore

extension LocatedPlist {
  /// Why no tree could be read.
  package enum ReadFailure: Error, Equatable {
    /// The bytes are no property list; `reason` is the reader's own explanation.
    case invalid(reason: String)
    /// The root is a dictionary with a key that is no string (binary property lists can have one).
    case nonStringKey(found: String)
  }

  /// The property list in `data`: read by `LocatedPlistReader` when it takes the text, else (binary
  /// property lists, and XML outside what it reads) by Foundation's `PropertyListSerialization`,
  /// whose value is the same tree without places.
  package static func read(_ data: Data, path: String) throws(ReadFailure) -> LocatedPlist {
    if !data.starts(with: Array("bplist".utf8)), let plist = LocatedPlistReader.read(data, path: path) { return plist }
    return try read(foundation: data, path: path)
  }

  /// The property list in `data` as Foundation's `PropertyListSerialization` reads it, its value
  /// made the same tree `LocatedPlistReader` makes, without places: everything at the start of the
  /// file, the members of every dictionary sorted by key.
  private static func read(foundation data: Data, path: String) throws(LocatedPlist.ReadFailure) -> LocatedPlist {
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw .invalid(reason: reason(for: error))
    }
    if let dictionary = root as? [AnyHashable: Any], let key = dictionary.keys.first(where: { !($0.base is String) }) {
      throw .nonStringKey(found: LocatedPlist(foundation: key.base, at: SourceLocation(file: path, line: 1, column: 1)).kindDescription)
    }
    return LocatedPlist(foundation: root, at: SourceLocation(file: path, line: 1, column: 1))
  }

  /// Foundation's own explanation when it has one ("Value missing for key inside <dict> at line 1").
  private static func reason(for error: Error) -> String {
    let nsError = error as NSError
    if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String, !debug.isEmpty { return debug }
    return nsError.localizedDescription
  }

  /// A value Foundation read, every part of it at `start`.
  private init(foundation value: Any, at start: SourceLocation) {
    self.init(value: Self.value(foundation: value, at: start), location: start)
  }

  private static func value(foundation value: Any, at start: SourceLocation) -> Value {
    // Foundation returns <integer>1</integer> as an NSNumber that also passes `is Bool`; only a
    // boolean's objCType is "c" (Linux and Darwin alike).
    if !(value is String), let number = value as? NSNumber {
      switch String(cString: number.objCType) {
      case "c": return .boolean(number.boolValue)
      case "d", "f": return .real
      default: return .integer
      }
    }
    switch value {
    case let string as String:
      return .string(string)
    case let dictionary as [AnyHashable: Any]:
      var members = [Member]()
      for (key, value) in dictionary {
        // Only a binary property list has other keys; a table cannot use such a dictionary.
        guard let key = key.base as? String else { return .other("a dictionary") }
        members.append(Member(key: key, keyLocation: start, value: LocatedPlist(foundation: value, at: start)))
      }
      return .dictionary(members.sorted { $0.key < $1.key })
    case let array as [Any]:
      return .array(array.map { LocatedPlist(foundation: $0, at: start) })
    case is Date: return .date
    case is Data: return .data
    case is Bool: return .boolean(value as? Bool ?? false)
    case is Double: return .real
    case is Int: return .integer
    default: return .other("a value of type \(type(of: value))")
    }
  }
}
