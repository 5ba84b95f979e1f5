/// The Swift types of an argument slot: SwiftGen's coarse name and the exact one for the conversion.
package struct ArgumentType: Equatable {
  package var swiftGenType: String
  package var swiftType: String

  /// The `Int32` that a `*` width or precision reads.
  static let fieldAmount = ArgumentType(swiftGenType: "Int", swiftType: "Int32")

  /// A `.stringsdict` variable left in the format: Foundation formats its argument like `%@`, and
  /// SwiftGen's pattern reads `%#@` as the `#` flag on `%@`. Callers that know the variable's own
  /// format (`NSStringFormatValueTypeKey`) substitute it before asking for the arguments.
  static let variable = ArgumentType(swiftGenType: "String", swiftType: "String")

  /// Exact types on 64-bit Apple platforms and Linux, as CoreFoundation reads the argument: no length
  /// is `int`, `l`/`ll`/`q`/`j`/`z`/`t` are 64-bit, `%c` is always one byte and `%C` one UTF-16 unit
  /// whatever the length, `%D %O %U` are the plain `int` ones (CF gives them no length of their own).
  /// Floating conversions are `Double`, also with `L` (long double is Double on arm64).
  init(conversion: FormatSpecifier.Conversion, length: LengthModifier?) {
    switch conversion {
    case .object:
      self.init(swiftGenType: "String", swiftType: "String")
    case .decimal, .upperDecimal, .integer:
      self.init(swiftGenType: "Int", swiftType: Self.integer(signed: true, length: length))
    case .octal, .upperOctal, .unsigned, .upperUnsigned, .hex, .upperHex:
      self.init(swiftGenType: "Int", swiftType: Self.integer(signed: false, length: length))
    case .float, .upperFloat, .exponent, .upperExponent, .general, .upperGeneral, .hexFloat, .upperHexFloat:
      self.init(swiftGenType: "Float", swiftType: "Double")
    case .character:
      self.init(swiftGenType: "CChar", swiftType: "CChar")
    case .unichar:
      self.init(swiftGenType: "CChar", swiftType: "UInt16")
    case .cString:
      self.init(swiftGenType: "UnsafePointer<CChar>", swiftType: "UnsafePointer<CChar>")
    case .unicharString:
      self.init(swiftGenType: "UnsafePointer<CChar>", swiftType: "UnsafePointer<UInt16>")
    case .pointer:
      self.init(swiftGenType: "UnsafeRawPointer", swiftType: "UnsafeRawPointer")
    case .pascalString:
      self.init(swiftGenType: "UnsafeRawPointer", swiftType: "UnsafePointer<UInt8>")
    case .writtenCount:
      self.init(swiftGenType: "UnsafeRawPointer", swiftType: "UnsafeMutablePointer<Int32>")
    }
  }

  init(swiftGenType: String, swiftType: String) {
    self.swiftGenType = swiftGenType
    self.swiftType = swiftType
  }

  private static func integer(signed: Bool, length: LengthModifier?) -> String {
    let name: String
    switch length {
    case nil: name = "Int32"
    case .hh: name = "Int8"
    case .h: name = "Int16"
    case .l, .ll, .q, .L, .z, .t, .j: name = "Int"
    }
    return signed ? name : "U" + name
  }

  /// Bit width of the integer types, to keep the wider of two compatible uses of a slot.
  var bitWidth: Int? {
    switch swiftType {
    case "Int8", "UInt8", "CChar": return 8
    case "Int16", "UInt16": return 16
    case "Int32", "UInt32": return 32
    case "Int", "UInt": return 64
    default: return nil
    }
  }
}

extension ArgumentType {
  /// The type of a plural variable's number, from its value type as `.stringsdict` and String Catalogs
  /// write it (`d`, `ld`, `lld`, `f`: a conversion without `%`). Nil unless it is one integer or
  /// floating-point conversion with an optional length, the only numbers Foundation can choose a form by.
  package static func pluralValue(_ valueType: String) -> ArgumentType? {
    if let common = commonPluralValues[valueType] { return common }  // lint asks for every variable of every locale
    return readPluralValue(valueType)
  }

  /// The value types tables write, read once.
  private static let commonPluralValues: [String: ArgumentType] = {
    var table = [String: ArgumentType]()
    for valueType in ["d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "qd", "zd", "zu", "f", "lf", "g", "e"] {
      table[valueType] = readPluralValue(valueType)
    }
    return table
  }()

  private static func readPluralValue(_ valueType: String) -> ArgumentType? {
    let specifiers = FormatParser.specifiers(in: "%" + valueType)
    guard specifiers.count == 1, let specifier = specifiers.first, specifier.text.count == valueType.count + 1,
      specifier.position == nil, specifier.flags.isEmpty, specifier.width == nil, specifier.precision == nil,
      specifier.name == nil, case .argument(let conversion) = specifier.kind
    else { return nil }
    let type = ArgumentType(conversion: conversion, length: specifier.length)
    return type.swiftGenType == "Int" || type.swiftGenType == "Float" ? type : nil
  }
}
