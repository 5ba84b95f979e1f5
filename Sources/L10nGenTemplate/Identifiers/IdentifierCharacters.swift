/// Which Unicode scalars may start or continue a Swift identifier.
///
/// These are the ranges of The Swift Programming Language's lexical-structure chapter, the same table
/// StencilSwiftKit uses, so `swiftIdentifier` keeps and replaces exactly the characters SwiftGen does.
enum IdentifierCharacters {
  /// Scalars that may start an identifier (and, with `tailOnly`, continue one).
  private static let head: [ClosedRange<UInt32>] = [
    0x41...0x5A, 0x5F...0x5F, 0x61...0x7A, 0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF,
    0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
    0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
    0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
    0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
    0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
    0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
    0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
  ]

  /// Scalars that may continue an identifier but not start it (digits, combining marks).
  private static let tailOnly: [ClosedRange<UInt32>] = [
    0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
  ]

  static func isHead(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
    }
    return contains(head, value)
  }

  static func isTail(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x80 {
      return isHead(scalar) || (0x30...0x39).contains(value)
    }
    return contains(head, value) || contains(tailOnly, value)
  }

  /// Binary search: the ranges are sorted and disjoint.
  private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
