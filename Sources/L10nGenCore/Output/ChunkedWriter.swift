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

  /// Bytes that are UTF-8 already (text formatted elsewhere).
  public func write(_ bytes: [UInt8]) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= chunkSize { emit() }
  }

  /// `number` in decimal, as `String(number)` writes it, its digits appended without making a string
  /// (a report writes two numbers for each of its findings).
  public func write(_ number: Int) {
    var bytes: [UInt8] = []
    swap(&bytes, &buffer)
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    let value = number.magnitude
    var divisor: UInt = 1
    while value / divisor >= 10 { divisor *= 10 }
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    } while divisor > 0
    swap(&bytes, &buffer)
    if buffer.count >= chunkSize { emit() }
  }

  /// `text` as a JSON string literal, as `LocatedJSON.stringLiteral` writes it: quotes, backslashes,
  /// control characters, U+2028 and U+2029 escaped, the rest as UTF-8.
  public func writeJSONString(_ text: String) {
    // The bytes go to a local array, taken from the buffer and put back: appending to the class's
    // property byte by byte would check exclusive access on every byte.
    var bytes: [UInt8] = []
    swap(&bytes, &buffer)
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape are copied at once; most texts are one run.
      var run = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xE2 else {
          index += 1
          continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): Self.appendEscaped(byte, to: &bytes)
        case UInt8(ascii: "\n"): Self.appendEscaped(UInt8(ascii: "n"), to: &bytes)
        case UInt8(ascii: "\r"): Self.appendEscaped(UInt8(ascii: "r"), to: &bytes)
        case UInt8(ascii: "\t"): Self.appendEscaped(UInt8(ascii: "t"), to: &bytes)
        case 0x00...0x1F, 0x7F: Self.appendUnicodeEscape(UInt32(byte), to: &bytes)
        case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
          Self.appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &bytes)  // line and paragraph separators
          index += 2
        default: bytes.append(byte)  // 0xE2 beginning another character
        }
        index += 1
        run = index
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
    swap(&bytes, &buffer)
    if buffer.count >= chunkSize { emit() }
  }

  /// A backslash and `byte`.
  private static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\\"))
    bytes.append(byte)
  }

  /// `\u` and four upper-case hex digits.
  private static func appendUnicodeEscape(_ value: UInt32, to bytes: inout [UInt8]) {
    appendEscaped(UInt8(ascii: "u"), to: &bytes)
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((value >> UInt32(shift)) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
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
