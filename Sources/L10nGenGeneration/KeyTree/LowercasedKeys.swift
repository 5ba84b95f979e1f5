import Foundation
import L10nGenCore
import L10nGenTables

/// A table's keys lower-cased, in the order levels sort their entries (`String`'s order of the
/// lower-cased keys), compared by entry index.
///
/// Most keys are ASCII: those are held as bytes, all in one buffer, where `String`'s order is the
/// order of the bytes, so comparing two is comparing bytes, with no `String` made or retained (perf,
/// 20,000 keys: sorting the levels' entries as `String`s took a third of building the tree). A key
/// that is not ASCII is lower-cased as Unicode and compared as `String` compares.
struct LowercasedKeys {
  /// The ASCII keys' lower-cased bytes, one after another; a key that is not ASCII has none.
  private var bytes: [UInt8] = []
  /// `starts[i]..<starts[i + 1]`: entry `i`'s bytes.
  private var starts: [Int] = [0]
  /// The keys that are not ASCII, lower-cased, by entry index.
  private var unicode: [Int: String] = [:]

  /// The keys of `entries`.
  init(_ entries: [LocalizedEntry]) {
    starts.reserveCapacity(entries.count + 1)
    var byteCount = 0
    for index in entries.indices { byteCount += entries[index].key.utf8.count }
    bytes.reserveCapacity(byteCount)
    for index in entries.indices {
      let isASCII =
        entries[index].key.utf8.withContiguousStorageIfAvailable { keyBytes -> Bool in
          guard ByteWords.isASCII(keyBytes) else { return false }
          bytes.append(contentsOf: keyBytes)
          return true
        } ?? false
      if !isASCII { unicode[index] = entries[index].key.lowercased() }
      starts.append(bytes.count)
    }
    // Lower-cased together, ASCII's capitals only: a key's `lowercased()` when it is ASCII.
    bytes.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices where buffer[index] &- UInt8(ascii: "A") < 26 { buffer[index] |= 0x20 }
    }
  }

  /// Where entry `first`'s lower-cased key goes beside entry `second`'s in `String`'s order.
  func order(_ first: Int, _ second: Int) -> KeyTree.Order {
    if !unicode.isEmpty, unicode[first] != nil || unicode[second] != nil {
      return KeyTree.order(text(first), text(second))
    }
    let (firstStart, firstCount) = (starts[first], starts[first + 1] - starts[first])
    let (secondStart, secondCount) = (starts[second], starts[second + 1] - starts[second])
    let compared = bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, firstCount > 0, secondCount > 0 else { return Int32(0) }
      return memcmp(base + firstStart, base + secondStart, min(firstCount, secondCount))
    }
    if compared != 0 { return compared < 0 ? .before : .after }
    return firstCount < secondCount ? .before : firstCount > secondCount ? .after : .same
  }

  /// Entry `index`'s lower-cased key.
  private func text(_ index: Int) -> String {
    unicode[index] ?? String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
  }
}
