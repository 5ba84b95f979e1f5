import L10nGenCore

/// Everything that can be wrong with a `.stringsdict` table, named by its key path.
///
/// Foundation reads most of these without a word and shows the raw format key, or a wrong form, at run
/// time; each one is reported here instead.
public enum StringsDictParseError: LocatedError, Equatable, Sendable {
  case unreadableFile(path: String, reason: String)
  /// An XML or binary property list that Foundation cannot read.
  case invalidPropertyList(SourceLocation, reason: String)
  case notADictionary(SourceLocation, found: String)
  case duplicateKey(SourceLocation, key: String, firstLine: Int)
  case entryNotADictionary(SourceLocation, key: String, found: String)
  case missingFormatKey(SourceLocation, key: String)
  case formatKeyNotAString(SourceLocation, key: String, found: String)
  case variableNotADictionary(SourceLocation, key: String, variable: String, found: String)
  case missingSpecType(SourceLocation, key: String, variable: String)
  case unknownSpecType(SourceLocation, key: String, variable: String, found: String)
  case missingValueType(SourceLocation, key: String, variable: String)
  case invalidValueType(SourceLocation, key: String, variable: String, valueType: String)
  case missingOtherForm(SourceLocation, key: String, variable: String)
  case formNotAString(SourceLocation, key: String, variable: String, category: String, found: String)
  case deviceRulesNotADictionary(SourceLocation, key: String, found: String)
  case deviceTextNotAString(SourceLocation, key: String, device: String, found: String)

  public var location: SourceLocation? {
    switch self {
    case .unreadableFile:
      return nil
    case .invalidPropertyList(let location, _), .notADictionary(let location, _), .duplicateKey(let location, _, _),
      .entryNotADictionary(let location, _, _), .missingFormatKey(let location, _), .formatKeyNotAString(let location, _, _),
      .variableNotADictionary(let location, _, _, _), .missingSpecType(let location, _, _),
      .unknownSpecType(let location, _, _, _), .missingValueType(let location, _, _), .invalidValueType(let location, _, _, _),
      .missingOtherForm(let location, _, _), .formNotAString(let location, _, _, _, _),
      .deviceRulesNotADictionary(let location, _, _), .deviceTextNotAString(let location, _, _, _):
      return location
    }
  }

  public var message: String {
    switch self {
    case .unreadableFile(let path, let reason):
      return "cannot read \(path.debugDescription): \(reason)"
    case .invalidPropertyList(_, let reason):
      return "invalid property list: \(reason)"
    case .notADictionary(_, let found):
      return "the property list is \(found), expected a dictionary of entries"
    case .duplicateKey(_, let key, let firstLine):
      return "duplicate key \(key.debugDescription) (first defined at line \(firstLine))"
    case .entryNotADictionary(_, let key, let found):
      return "the value of key \(key.debugDescription) is \(found), expected a dictionary with NSStringLocalizedFormatKey"
    case .missingFormatKey(_, let key):
      return "key \(key.debugDescription) has no NSStringLocalizedFormatKey"
    case .formatKeyNotAString(_, let key, let found):
      return "the NSStringLocalizedFormatKey of key \(key.debugDescription) is \(found), expected a string"
    case .variableNotADictionary(_, let key, let variable, let found):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) is \(found), expected a dictionary"
    case .missingSpecType(_, let key, let variable):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) has no NSStringFormatSpecTypeKey"
    case .unknownSpecType(_, let key, let variable, let found):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) has unknown "
        + "NSStringFormatSpecTypeKey \(found.debugDescription) (expected NSStringPluralRuleType)"
    case .missingValueType(_, let key, let variable):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) has no NSStringFormatValueTypeKey"
    case .invalidValueType(_, let key, let variable, let valueType):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) has NSStringFormatValueTypeKey "
        + "\(valueType.debugDescription), expected a number conversion such as d, ld or f"
    case .missingOtherForm(_, let key, let variable):
      return "plural variable \(variable.debugDescription) of key \(key.debugDescription) has no \"other\" form"
    case .formNotAString(_, let key, let variable, let category, let found):
      return "form \(category.debugDescription) of plural variable \(variable.debugDescription) of key "
        + "\(key.debugDescription) is \(found), expected a string"
    case .deviceRulesNotADictionary(_, let key, let found):
      return "the NSStringDeviceSpecificRuleType of key \(key.debugDescription) is \(found), expected a dictionary"
    case .deviceTextNotAString(_, let key, let device, let found):
      return "device \(device.debugDescription) of key \(key.debugDescription) is \(found), expected a string"
    }
  }
}
