/// l10ngen's filters for the Objective-C built-in templates: `objcString`, `objcComment`,
/// `objcMethodName` and `objcOwnedByFamily`.
package enum ObjCCodeFilters {
  static let all: [String: TemplateFilter] = [
    "objcString": .simple { .string(objcStringBody(try FilterArguments.textOrEmpty($0))) },
    "objcComment": .simple { .string(objcCommentText(try FilterArguments.textOrEmpty($0))) },
    "objcMethodName": .simple { .string(methodName(try FilterArguments.textOrEmpty($0))) },
    "objcOwnedByFamily": .simple { .bool(isInOwningFamily(try FilterArguments.textOrEmpty($0))) },
  ]

  /// An accessor's method name from its Swift name (`alertTitle`, `` `default` ``): the name without
  /// backticks. (The naming stage gives a name Objective-C reserves another, before names are told
  /// apart: `KeyNaming.ascii`.)
  package static func methodName(_ swiftName: String) -> String {
    swiftName.replacingOccurrences(of: "`", with: "")
  }

  /// Whether a method of this name is in a family whose result the caller owns (`alloc`, `new`,
  /// `copy`, `mutableCopy`, `init`: the prefix followed by no lowercase letter, as the Clang ARC
  /// specification's "Method families" reads a selector), which an accessor's autoreleased text
  /// must say it is not (`NS_RETURNS_NOT_RETAINED`).
  static func isInOwningFamily(_ name: String) -> Bool {
    let name = name.drop { $0 == "_" }
    return ["alloc", "new", "copy", "mutableCopy", "init"].contains { family in
      guard name.hasPrefix(family) else { return false }
      let next = name.dropFirst(family.count).first
      return next.map { !$0.isLowercase } ?? true
    }
  }

  /// Escapes `string` for use between the quotes of an Objective-C literal (`@"…"`), as C reads it:
  /// `\\`, `\"`, `\n`, `\r`, `\t`, and three octal digits for every other control character (an octal
  /// escape ends after three digits, where `\x` would take the hex digits after it); `?` after `?`
  /// as `\?`, so that no trigraph is read. Every other character stays, as UTF-8.
  static func objcStringBody(_ string: String) -> String {
    guard string.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C || $0 == 0x3F }) else { return string }
    var result = ""
    var previous: Unicode.Scalar?
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "?" where previous == "?": result += "\\?"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let octal = String(scalar.value, radix: 8)
        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      default: result.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return result
  }

  /// One line of text made safe for a `//` comment: control characters and the other line breaks
  /// escaped as `swiftComment` escapes them, `??` written `? ?`, and a space after a final `\`, which
  /// would carry the comment on to the next line.
  static func objcCommentText(_ string: String) -> String {
    // `??/` is a trigraph for `\` where trigraphs are read (`-std=c99`), which would carry the comment on.
    let text = SwiftCodeFilters.swiftCommentText(string).replacingOccurrences(of: "??", with: "? ?")
    return text.hasSuffix("\\") ? text + " " : text
  }
}
