import L10nGenCore

/// The backslash escapes of quoted strings in `.strings` tables, exactly as CoreFoundation's
/// old-style property-list parser reads them (`getSlashedChar` in CFOldStylePList.c):
///
/// - `\a \b \f \n \r \t \v` are the C control characters, `\"` a quote, backslash-newline a newline;
/// - `\U` takes up to 4 hex digits as one UTF-16 unit (so `\UD83D\UDE00` is one emoji);
/// - `\0`…`\377`: up to 3 octal digits, a byte in the NeXTSTEP encoding (ASCII below 0x80);
/// - any other character stands for itself: `\\`, `\'`, `\?`, and also `\u` (Foundation has no
///   lowercase `\u` escape: `"\u00e9"` reads as `u00e9`, and so it does here).
///
/// Foundation turns the nonsense cases into NUL or a broken string without a word; those are errors
/// here: `\U` without a hex digit, a surrogate that is not part of a pair, an octal byte above
/// `\375` (the NeXTSTEP encoding has no character there, and past `\377` the byte overflows).
enum StringsEscapeDecoder {
  struct Failure: Error {
    /// Index just past the offending sequence, to quote it in the message.
    var end: Int
    var reason: String
  }

  /// Decodes the escape whose backslash is at `backslash` into `output`; returns the index after it.
  static func decode(_ bytes: [UInt8], backslash: Int, into output: inout [UInt8]) throws -> Int {
    var index = backslash + 1
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "a"): output.append(0x07)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "v"): output.append(0x0B)
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      return try decodeOctal(bytes, firstDigit: index - 1, into: &output)
    case UInt8(ascii: "U"):
      return try decodeUnicode(bytes, afterU: index, into: &output)
    default:
      // The escaped character itself, all of its UTF-8 bytes (a leading byte says how many).
      let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      output.append(contentsOf: bytes[(index - 1)..<(index - 1 + length)])
      return index - 1 + length
    }
    return index
  }

  private static func decodeOctal(_ bytes: [UInt8], firstDigit: Int, into output: inout [UInt8]) throws -> Int {
    var index = firstDigit
    var value = 0
    while index < bytes.count, index < firstDigit + 3, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
      value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    if value < 0x80 {
      output.append(UInt8(value))
    } else if value <= 0xFF, let character = String(bytes: [UInt8(value)], encoding: .nextstep), character != "\u{FFFD}" {
      output.append(contentsOf: character.utf8)
    } else {
      throw Failure(end: index, reason: "no character has this code in the NeXTSTEP encoding Foundation uses for octal escapes")
    }
    return index
  }

  private static func decodeUnicode(_ bytes: [UInt8], afterU: Int, into output: inout [UInt8]) throws -> Int {
    guard let (unit, end) = hexUnit(bytes, from: afterU) else {
      throw Failure(end: afterU, reason: "expected 1 to 4 hex digits after \\U")
    }
    switch unit {
    case 0xD800...0xDBFF:
      let next = end + 2
      if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "U"),
        let (low, lowEnd) = hexUnit(bytes, from: next), (0xDC00...0xDFFF).contains(low)
      {
        let value = 0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00)
        append(Unicode.Scalar(value)!, to: &output)
        return lowEnd
      }
      throw Failure(end: end, reason: "a high surrogate must be followed by a \\U low surrogate (\\UDC00 to \\UDFFF)")
    case 0xDC00...0xDFFF:
      throw Failure(end: end, reason: "a low surrogate must follow a \\U high surrogate (\\UD800 to \\UDBFF)")
    default:
      append(Unicode.Scalar(unit)!, to: &output)
      return end
    }
  }

  private static func hexUnit(_ bytes: [UInt8], from start: Int) -> (UInt16, end: Int)? {
    var index = start
    var value: UInt16 = 0
    while index < bytes.count, index < start + 4, let digit = hexValue(bytes[index]) {
      value = value << 4 | digit
      index += 1
    }
    return index == start ? nil : (value, index)
  }

  private static func hexValue(_ byte: UInt8) -> UInt16? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    output.append(contentsOf: UTF8.encode(scalar)!)
  }
}
