import Foundation
import L10nGenTemplate

/// How a template turns keys into Swift names, which decides what counts as a collision.
public enum KeyNaming: String, Sendable, CaseIterable {
  /// One member per key, named from the whole key (`settingsTitle`), all in the table's scope.
  case flat
  /// One enum per key component, members named from the last component (`Settings.title`).
  case structured
  /// One member per key, named as Xcode names a String Catalog key's symbol (`XcodeSymbolName`:
  /// `The JSON store` is `theJsonStore`), all in the table's scope.
  case symbols
  /// Not said: names are neither decided nor checked (a template that names keys its own way).
  case none

  /// The member name a key (flat) or a last component (structured) becomes, as SwiftGen's templates
  /// spell it: `swiftIdentifier:"pretty"|lowerFirstWord|escapeReservedKeywords`.
  static func memberName(_ text: String) -> String {
    SwiftIdentifier.escapeReservedKeywords(SwiftIdentifier.lowerFirstWord(SwiftIdentifier.identifier(from: text, pretty: true)))
  }

  /// What makes key components one level when structured: the enum name they become, when it is
  /// one (`alert` and `Alert` are one `enum Alert`); else the component itself, which is left out.
  static func levelIdentity(_ component: String) -> String {
    let name = typeName(component)
    return SwiftIdentifier.isValidIdentifier(name) ? name : "\u{0}" + component
  }

  /// Whether a key component gives no Swift name: as a level's enum, or (`last`) as a member.
  static func givesNoName(_ component: String, last: Bool) -> Bool {
    !SwiftIdentifier.isValidIdentifier(last ? memberName(component) : typeName(component))
  }

  /// The names an Objective-C accessor cannot have: `NSObject`'s class methods without arguments
  /// (Apple's NSObject class and protocol reference), which it would replace, C's and Objective-C's
  /// keywords, and the macros Foundation and C define (`nil`, `YES`, `errno`). `ascii` gives such a
  /// name `Text` (`selfText`), before names are told apart.
  static let objectiveCReserved: Set<String> = [
    "alloc", "new", "copy", "mutableCopy", "init", "class", "superclass", "self", "super", "description", "debugDescription", "hash",
    "load", "initialize", "version", "isProxy", "zone", "retain", "release", "autorelease", "retainCount", "dealloc", "finalize",
    "classForCoder", "classForKeyedArchiver", "accessInstanceVariablesDirectly", "useStoredAccessor", "nil", "Nil", "YES", "NO", "NULL",
    "true", "false", "TRUE", "FALSE", "errno", "id", "SEL", "BOOL", "Class", "IMP", "in", "out", "inout", "bycopy", "byref", "oneway",
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum", "extern", "float", "for", "goto", "if",
    "inline", "int", "long", "register", "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "bool", "assert",
  ]

  /// A name in ASCII, for templates whose language reads no other characters in names alike on every
  /// compiler (Objective-C: GCC takes none, Clang those of Unicode's identifier sets): a letter with
  /// accents is the letter (`é` is `e`, by its canonical decomposition), any other character outside
  /// ASCII `u` and its code point in hex (`设` is `u8BBE`, `👍` is `u1F44D`), so that names stay apart;
  /// a name Objective-C reserves gets `Text` (`objectiveCReserved`).
  static func ascii(_ name: String) -> String {
    let bare = name.replacingOccurrences(of: "`", with: "")
    if objectiveCReserved.contains(bare) { return bare + "Text" }
    guard !name.unicodeScalars.allSatisfy(\.isASCII) else { return name }
    var result = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        result.unicodeScalars.append(scalar)
      } else if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first, base.isASCII,
        base.properties.isAlphabetic
      {
        result.unicodeScalars.append(base)
      } else if scalar.properties.generalCategory == .nonspacingMark {
        continue  // an accent of the letter before it
      } else {
        result += "u" + String(scalar.value, radix: 16, uppercase: true)
      }
    }
    return result
  }

  /// The enum name a key component or a table becomes:
  /// `swiftIdentifier:"pretty"|escapeReservedKeywords|reachableTypeName` (the last step is l10ngen's).
  static func typeName(_ text: String) -> String {
    SwiftIdentifier.reachableTypeName(SwiftIdentifier.escapeReservedKeywords(SwiftIdentifier.identifier(from: text, pretty: true)))
  }
}
