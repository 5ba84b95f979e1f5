import L10nGenCore

/// Turns byte offsets into UTF-8 text into 1-based line and column numbers, columns counted in
/// Characters (what an editor shows), lines ended by `\n`, `\r\n` or a lone `\r`.
///
/// Parsers ask for positions in increasing order, so the tracker only scans forward from the last
/// answer: the whole file costs one pass, not one pass per entry. An earlier offset restarts the scan.
package struct TextPositionTracker {
  private let bytes: [UInt8]
  private let file: String
  private var scannedTo = 0
  private var line = 1
  private var lineStart = 0
  private var lastOffset = 0
  private var lastColumn = 1
  /// The last non-ASCII or CR byte scanned (-1: none), which makes counting columns need decoding.
  private var lastComplexByte = -1

  package init(bytes: [UInt8], file: String) {
    self.bytes = bytes
    self.file = file
  }

  package mutating func location(of offset: Int) -> SourceLocation {
    if offset < scannedTo { self = TextPositionTracker(bytes: bytes, file: file) }
    bytes.withUnsafeBufferPointer { bytes in
      var index = scannedTo
      while index < offset {
        // Words of plain ASCII with no line break (most of a table) change nothing but the offset.
        let clearEnd = ByteWords.skipping(
          UnsafeBufferPointer(rebasing: bytes[..<offset]), from: index,
          wordsWhere: { !ByteWords.hasByte(below: 0x0E, in: $0) && !ByteWords.hasNonASCII($0) })
        guard clearEnd == index else {
          index = clearEnd
          continue
        }
        // A word of ASCII with line feeds and no CR (a table's line ends): its breaks counted at once.
        if index + 8 <= offset, let base = UnsafeRawPointer(bytes.baseAddress) {
          let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          if !ByteWords.hasNonASCII(word) && !ByteWords.hasByte(0x0D, in: word) {
            let lineFeeds = ByteWords.bytes(0x0A, in: word)
            if lineFeeds != 0 {
              line += lineFeeds.nonzeroBitCount
              lineStart = index + (63 - lineFeeds.leadingZeroBitCount) / 8 + 1
            }
            index += 8
            continue
          }
        }
        let byte = bytes[index]
        if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
          line += 1
          lineStart = index + 1
        } else if byte >= 0x80 || byte == 0x0D {
          lastComplexByte = index
        }
        index += 1
      }
    }
    scannedTo = offset
    let sameLineAsLast = lastOffset >= lineStart && lastOffset <= offset
    let (countFrom, base) = sameLineAsLast ? (lastOffset, lastColumn) : (lineStart, 1)
    // ASCII without CR since `countFrom`: one Character per byte, no String to build and count.
    let isPlain = lastComplexByte < countFrom
    let column = base + (isPlain ? offset - countFrom : String(decoding: bytes[countFrom..<offset], as: UTF8.self).count)
    lastOffset = offset
    lastColumn = column
    return SourceLocation(file: file, line: line, column: column)
  }
}
