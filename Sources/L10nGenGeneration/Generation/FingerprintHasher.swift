/// A 128-bit hash of a sequence of byte strings, the same in every process and on every machine
/// (unlike `Hasher`, which is seeded per process): what `OutputFingerprint` is made of.
///
/// Not cryptographic: it tells apart the inputs of one output over time, where a collision would
/// need two different tables to hash alike by chance (about 2^-128). Two independent lanes of
/// multiply–rotate over 8-byte words, about one instruction a byte, then a murmur3 finalizer.
struct FingerprintHasher {
  private var first: UInt64 = 0x243F_6A88_85A3_08D3
  private var second: UInt64 = 0x1319_8A2E_0370_7344

  /// Adds `bytes`, preceded by their length, so that ("ab", "c") and ("a", "bc") differ.
  mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    mix(UInt64(bytes.count))
    var offset = 0
    while offset + 8 <= bytes.count {
      mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      offset += 8
    }
    if offset < bytes.count {
      var tail: UInt64 = 0
      for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
      mix(tail)
    }
  }

  mutating func combine(_ string: String) {
    var string = string
    string.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine($0) }
  }

  mutating func combine(_ number: Int) {
    mix(UInt64(bitPattern: Int64(number)))
  }

  private mutating func mix(_ word: UInt64) {
    first = ((first ^ word) &* 0x9E37_79B9_7F4A_7C15).rotated(by: 29)
    second = ((second ^ word.rotated(by: 32)) &* 0xC2B2_AE3D_27D4_EB4F).rotated(by: 31) &+ first
  }

  /// 32 hexadecimal digits.
  func finalize() -> String {
    let high = Self.avalanche(first ^ second.rotated(by: 17))
    let low = Self.avalanche(second &+ first)
    return [high, low].map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value = value &* 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value = value &* 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  fileprivate func rotated(by bits: UInt64) -> UInt64 {
    (self << bits) | (self >> (64 - bits))
  }
}
