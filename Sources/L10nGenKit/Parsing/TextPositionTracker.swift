/// Turns byte offsets into UTF-8 text into 1-based line and column numbers, columns counted in
/// Characters (what an editor shows), lines ended by `\n`, `\r\n` or a lone `\r`.
///
/// Parsers ask for positions in increasing order, so the tracker only scans forward from the last
/// answer: the whole file costs one pass, not one pass per entry. An earlier offset restarts the scan.
struct TextPositionTracker {
  private let bytes: [UInt8]
  private let file: String
  private var scannedTo = 0
  private var line = 1
  private var lineStart = 0
  private var lastOffset = 0
  private var lastColumn = 1

  init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  mutating func location(of offset: Int) -> SourceLocation {
    if offset < scannedTo { self = TextPositionTracker(bytes: bytes, file: file) }
    bytes.withUnsafeBufferPointer { bytes in
      for index in scannedTo..<offset where bytes[index] <= 0x0D {
        let byte = bytes[index]
        if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
          line += 1
          lineStart = index + 1
        }
      }
    }
    scannedTo = offset
    let sameLineAsLast = lastOffset >= lineStart && lastOffset <= offset
    let (countFrom, base) = sameLineAsLast ? (lastOffset, lastColumn) : (lineStart, 1)
    let column = base + Self.characterCount(bytes[countFrom..<offset])
    lastOffset = offset
    lastColumn = column
    return SourceLocation(file: file, line: line, column: column)
  }

  /// Characters in a piece of one line: its length when ASCII (no CR LF pair can be inside a line),
  /// else by grapheme breaking.
  private static func characterCount(_ bytes: ArraySlice<UInt8>) -> Int {
    let isASCII = bytes.withUnsafeBufferPointer { $0.allSatisfy { $0 < 0x80 } }
    return isASCII ? bytes.count : String(decoding: bytes, as: UTF8.self).count
  }
}
