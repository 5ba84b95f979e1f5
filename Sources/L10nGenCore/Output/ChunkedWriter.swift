/// Where a report or the diagnostics of a run are written: UTF-8 gathered into chunks of `chunkSize` bytes and handed to `flush`
/// as each fills, so a report of hundreds of thousands of findings is written as it is formatted and
/// never held whole.
public final class ChunkedWriter {
  private var buffer: [UInt8] = []
  private let chunkSize: Int
  private let flush: ([UInt8]) -> Void

  public init(chunkSize: Int = 1 << 16, flush: @escaping ([UInt8]) -> Void) {
    self.chunkSize = chunkSize
    self.flush = flush
    buffer.reserveCapacity(chunkSize + 1024)
  }

  public func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= chunkSize { emit() }
  }

  public func write(_ number: Int) {
    write(String(number))
  }

  /// `text` as a JSON string literal, as `LocatedJSON.stringLiteral` writes it: quotes, backslashes,
  /// control characters, U+2028 and U+2029 escaped, the rest as UTF-8.
  public func writeJSONString(_ text: String) {
    buffer.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscaped(byte)
        case UInt8(ascii: "\n"): appendEscaped(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): appendEscaped(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): appendEscaped(UInt8(ascii: "t"))
        case 0x00...0x1F, 0x7F: appendUnicodeEscape(UInt32(byte))
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          appendUnicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)  // line and paragraph separators
          index += 2
        default: buffer.append(byte)
        }
        index += 1
      }
    }
    buffer.append(UInt8(ascii: "\""))
    if buffer.count >= chunkSize { emit() }
  }

  /// A backslash and `byte`.
  private func appendEscaped(_ byte: UInt8) {
    buffer.append(UInt8(ascii: "\\"))
    buffer.append(byte)
  }

  /// `\u` and four upper-case hex digits.
  private func appendUnicodeEscape(_ value: UInt32) {
    appendEscaped(UInt8(ascii: "u"))
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((value >> UInt32(shift)) & 0xF)
      buffer.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
    }
  }

  /// Hands over what is left; call once at the end.
  public func finish() {
    if !buffer.isEmpty { emit() }
  }

  private func emit() {
    flush(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
