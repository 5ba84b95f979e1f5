import L10nGenCore

/// Where each line of a file starts, to turn byte offsets into the `line:column` compilers print
/// (columns count UTF-8 bytes from 1, as Swift's compiler counts them).
public struct LineTable: Sendable {
  private let starts: [Int]

  public init(_ bytes: [UInt8]) {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
    self.starts = starts
  }

  public func location(of offset: Int, in file: String) -> SourceLocation {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(file: file, line: low + 1, column: offset - starts[low] + 1)
  }
}
