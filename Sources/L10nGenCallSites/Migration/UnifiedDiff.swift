/// The unified diff (`diff -u`, three lines of context) of two versions of a file, what
/// `l10ngen migrate --dry-run` prints. Lines are compared whole, line endings included; Myers'
/// algorithm, whose cost grows with the number of changed lines, which a migration keeps small.
public enum UnifiedDiff {
  public static func diff(_ old: [UInt8], _ new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
    let a = lines(old)
    let b = lines(new)
    return render(a, b, script: edits(a, b), oldName: oldName, newName: newName, context: context)
  }

  /// The bytes `range` of a file replaced by `bytes`.
  public struct Replacement: Equatable, Sendable {
    public var range: Range<Int>
    public var bytes: [UInt8]

    public init(range: Range<Int>, bytes: [UInt8]) {
      self.range = range
      self.bytes = bytes
    }

    /// `text` with each of `replacements` (in order, none overlapping, all within it) made.
    public static func apply(_ replacements: [Replacement], to text: ArraySlice<UInt8>) -> [UInt8] {
      var result: [UInt8] = []
      result.reserveCapacity(text.count)
      var cursor = text.startIndex
      for replacement in replacements {
        result += text[cursor..<replacement.range.lowerBound]
        result += replacement.bytes
        cursor = replacement.range.upperBound
      }
      result += text[cursor...]
      return result
    }
  }

  /// The diff of `old` and what `replacements` make of it, as `diff(_:_:)` gives it. The lines no
  /// replacement touches are the same in both; the lines each group of replacements touches are
  /// compared with what they become on their own, so the cost grows with each group's changes, not
  /// with the square of the file's.
  public static func diff(_ old: [UInt8], replacing replacements: [Replacement], oldName: String, newName: String, context: Int = 3) -> String {
    let a = lines(old)
    // Where each line of `old` starts, and the line a byte is on.
    let starts = a.map { $0.startIndex }
    func line(of offset: Int) -> Int {
      var low = 0
      var high = starts.count
      while low + 1 < high {
        let middle = (low + high) / 2
        if starts[middle] <= offset { low = middle } else { high = middle }
      }
      return low
    }
    var b: [ArraySlice<UInt8>] = []
    var script: [Edit] = []
    var next = 0
    var index = 0
    while index < replacements.count {
      // A group: the lines of one replacement, and of those after it that start on a line it
      // reaches or the next (changed lines next to each other are one change, as diff prints them).
      let first = line(of: replacements[index].range.lowerBound)
      var last = line(of: max(replacements[index].range.lowerBound, replacements[index].range.upperBound - 1))
      var end = index + 1
      while end < replacements.count, line(of: replacements[end].range.lowerBound) <= last + 1 {
        last = max(last, line(of: max(replacements[end].range.lowerBound, replacements[end].range.upperBound - 1)))
        end += 1
      }
      for unchanged in next..<first {
        b.append(a[unchanged])
        script.append(.same)
      }
      let oldLines = Array(a[first...last])
      let region = oldLines.first!.startIndex..<oldLines.last!.endIndex
      let newLines = lines(Replacement.apply(Array(replacements[index..<end]), to: old[region]))
      b += newLines
      // The shortest script costs the square of the changes: a region of a thousand lines and more
      // (a file rewritten line after line) is its old lines, then its new ones.
      if oldLines.count + newLines.count > 1_000 {
        script += Array(repeating: .delete, count: oldLines.count) + Array(repeating: .insert, count: newLines.count)
      } else {
        script += edits(oldLines, newLines)
      }
      next = last + 1
      index = end
    }
    for unchanged in next..<a.count {
      b.append(a[unchanged])
      script.append(.same)
    }
    return render(a, b, script: script, oldName: oldName, newName: newName, context: context)
  }

  /// The hunks of `script`, the edits that make `b` of `a`.
  private static func render(
    _ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>], script: [Edit], oldName: String, newName: String, context: Int
  ) -> String {
    guard script.contains(where: { $0 != .same }) else { return "" }
    // A name with a space ends with a tab, as git writes it, so that patch(1) reads it whole.
    func header(_ name: String) -> String { name.contains(" ") ? name + "\t" : name }
    // Written as bytes, the lines as they are: a diff of a large change is most of its cost.
    var output = Array("--- \(header(oldName))\n+++ \(header(newName))\n".utf8)
    // Each step of the script, with the line numbers it is at.
    var steps: [(edit: Edit, oldLine: Int, newLine: Int)] = []
    var oldLine = 0
    var newLine = 0
    for edit in script {
      steps.append((edit, oldLine, newLine))
      if edit != .insert { oldLine += 1 }
      if edit != .delete { newLine += 1 }
    }
    var index = 0
    while index < steps.count {
      guard steps[index].edit != .same else {
        index += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` lines after the last change
      // that is within twice `context` lines of the one before it.
      let start = max(0, index - context)
      var end = index
      var last = index
      while end < steps.count {
        if steps[end].edit != .same { last = end }
        if end - last > 2 * context { break }
        end += 1
      }
      end = min(steps.count, last + context + 1)
      let hunk = steps[start..<end]
      let oldCount = hunk.filter { $0.edit != .insert }.count
      let newCount = hunk.filter { $0.edit != .delete }.count
      let oldStart = oldCount == 0 ? hunk.first!.oldLine : hunk.first!.oldLine + 1
      let newStart = newCount == 0 ? hunk.first!.newLine : hunk.first!.newLine + 1
      output += Array("@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n".utf8)
      for step in hunk {
        switch step.edit {
        case .same: append(UInt8(ascii: " "), a[step.oldLine], to: &output)
        case .delete: append(UInt8(ascii: "-"), a[step.oldLine], to: &output)
        case .insert: append(UInt8(ascii: "+"), b[step.newLine], to: &output)
        }
      }
      index = end
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// A line as printed after its mark: its bytes, with a newline when it has none (the last line of
  /// a file), and then diff's note of it.
  private static func append(_ mark: UInt8, _ line: ArraySlice<UInt8>, to output: inout [UInt8]) {
    output.append(mark)
    output += line
    if line.last != 0x0A { output += Array("\n\\ No newline at end of file\n".utf8) }
  }

  enum Edit: Equatable { case same, delete, insert }

  private static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    for offset in bytes.indices where bytes[offset] == 0x0A {
      lines.append(bytes[start...offset])
      start = offset + 1
    }
    if start < bytes.count { lines.append(bytes[start...]) }
    return lines
  }

  /// The shortest edit script from `a` to `b` (Myers, 1986). Each distance keeps only the part of
  /// the frontier the way back reads (diagonals within one of it), so memory grows with the square
  /// of the changes, not with the files' length.
  static func edits(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Edit] {
    let n = a.count
    let m = b.count
    let offset = n + m + 1
    var frontier = [Int](repeating: 0, count: 2 * offset + 1)
    // The frontier before each distance d, from diagonal -(d + 1) to d + 1.
    var trace: [[Int]] = []
    search: for distance in 0...(n + m) {
      let low = max(0, offset - distance - 1)
      let high = min(frontier.count - 1, offset + distance + 1)
      trace.append(Array(frontier[low...high]))
      for k in stride(from: -distance, through: distance, by: 2) {
        var x =
          k == -distance || (k != distance && frontier[offset + k - 1] < frontier[offset + k + 1])
          ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m { break search }
      }
    }
    // Back from the end through the frontiers each distance reached.
    var script: [Edit] = []
    var x = n
    var y = m
    for distance in stride(from: trace.count - 1, through: 0, by: -1) {
      let stored = trace[distance]
      let low = max(0, offset - distance - 1)
      func previous(_ diagonal: Int) -> Int { stored[offset + diagonal - low] }
      let k = x - y
      let previousK = k == -distance || (k != distance && previous(k - 1) < previous(k + 1)) ? k + 1 : k - 1
      let previousX = previous(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        script.append(.same)
        x -= 1
        y -= 1
      }
      if distance > 0 {
        script.append(x == previousX ? .insert : .delete)
        x = previousX
        y = previousY
      }
    }
    return script.reversed()
  }
}
