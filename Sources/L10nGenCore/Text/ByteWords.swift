/// Scanning UTF-8 eight bytes at a time: the bytes that matter to a scan (a line break, a quote, a
/// byte that begins a multi-byte character) are rare in the text tables hold, so a scan skips the
/// words that hold none with a few operations each, and looks at bytes one by one only in the others.
///
/// Public, not `package`, with inlinable bodies: Swift 6.3 inlines the `@inlinable` body of a
/// `package` declaration into no other module (it calls it, which costs more than the scan saves).
public enum ByteWords {
  /// `byte` in each of the eight bytes of a word.
  @inlinable @inline(__always)
  public static func repeated(_ byte: UInt8) -> UInt64 {
    0x0101_0101_0101_0101 &* UInt64(byte)
  }

  /// Whether some byte of `word` is below `limit` (at most 0x80). The classic bit trick: it may
  /// misreport a byte after one that is below, never whether there is one, which is all it says.
  @inlinable @inline(__always)
  public static func hasByte(below limit: UInt8, in word: UInt64) -> Bool {
    (word &- repeated(limit)) & ~word & repeated(0x80) != 0
  }

  /// Whether some byte of `word` is `byte`.
  @inlinable @inline(__always)
  public static func hasByte(_ byte: UInt8, in word: UInt64) -> Bool {
    hasByte(below: 1, in: word ^ repeated(byte))
  }

  /// Whether some byte of `word` is not ASCII.
  @inlinable @inline(__always)
  public static func hasNonASCII(_ word: UInt64) -> Bool {
    word & repeated(0x80) != 0
  }

  /// The top bit of each byte of `word` that is `byte`, and no other bit. Exact, unlike `hasByte`:
  /// no sum of two 7-bit halves carries into the next byte.
  @inlinable @inline(__always)
  public static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
    let difference = word ^ repeated(byte)
    return ~(((difference & repeated(0x7F)) &+ repeated(0x7F)) | difference) & repeated(0x80)
  }

  /// Whether some byte of `bytes` is `byte`, eight at a time.
  @inlinable
  public static func contains(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstIndex(in: bytes, from: 0, wordsWhere: { !hasByte(byte, in: $0) }, matters: { bytes[$0] == byte }) < bytes.count
  }

  /// Whether every byte of `bytes` is ASCII, eight at a time.
  @inlinable
  public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    firstIndex(in: bytes, from: 0, wordsWhere: { !hasNonASCII($0) }, matters: { bytes[$0] >= 0x80 }) == bytes.count
  }

  /// Whether some UTF-8 byte of `text` is `byte`, read in place when the text is contiguous.
  @inlinable
  public static func contains(_ byte: UInt8, in text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { contains(byte, in: $0) } ?? text.utf8.contains(byte)
  }

  /// How many of `bytes` are `byte`, eight at a time: each word's matches are added up in eight byte
  /// lanes, at most 31 words a round so that the lanes' sum still fits the byte a multiplication
  /// gathers it in (`nonzeroBitCount` is no one instruction on the baseline x86-64 Swift builds for).
  @inlinable
  public static func count(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return 0 }
    var count = 0
    var index = 0
    while index + 8 <= bytes.count {
      var lanes: UInt64 = 0
      var words = 0
      while words < 31, index + 8 <= bytes.count {
        lanes &+= Self.bytes(byte, in: base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) >> 7
        index += 8
        words += 1
      }
      count += Int((lanes &* repeated(1)) >> 56)
    }
    while index < bytes.count {
      if bytes[index] == byte { count += 1 }
      index += 1
    }
    return count
  }

  /// `count(of:in:)` of an array's bytes.
  @inlinable
  public static func count(of byte: UInt8, in bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { count(of: byte, in: $0) }
  }

  /// The first index from `start`, in steps of eight, where a word of `bytes` begins that `isClear`
  /// does not clear, or where fewer than eight bytes are left: no byte before it matters.
  @inlinable @inline(__always)
  public static func skipping(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, wordsWhere isClear: (UInt64) -> Bool
  ) -> Int {
    var index = start
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return index }
    while index + 8 <= bytes.count, isClear(base.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
      index += 8
    }
    return index
  }

  /// The first index from `start` whose byte `matters` says matters (it may look at the bytes after
  /// it), or `bytes.count`; the words that `isClear` says hold none are skipped whole, and so is the
  /// last word, read overlapping the one before, when fewer than eight bytes are left (the bytes of
  /// most texts end in a part word, which would otherwise be looked at byte by byte).
  @inlinable @inline(__always)
  public static func firstIndex(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, wordsWhere isClear: (UInt64) -> Bool, matters: (Int) -> Bool
  ) -> Int {
    var index = start
    while index < bytes.count {
      index = skipping(bytes, from: index, wordsWhere: isClear)
      if index < bytes.count, bytes.count >= 8, index + 8 > bytes.count, let base = UnsafeRawPointer(bytes.baseAddress),
        isClear(base.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      {
        return bytes.count
      }
      let wordEnd = min(index + 8, bytes.count)
      while index < wordEnd {
        if matters(index) { return index }
        index += 1
      }
    }
    return bytes.count
  }
}
