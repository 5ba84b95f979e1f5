/// "Did you mean …?" for a name that is not one of those known: the known name closest to it, when
/// it is close (differing in case, or by a few edits for its length). The one place that decides it,
/// for params, options, config keys and template names.
public enum Suggestion {
  public static func closest(to word: String, among known: [String]) -> String? {
    if let sameLetters = known.first(where: { $0.lowercased() == word.lowercased() }) { return sameLetters }
    let limit = max(1, word.count / 3)
    let scored = known.map { ($0, distance(word.lowercased(), $0.lowercased())) }.filter { $0.1 <= limit }
    // Of equally close names, the first as the caller lists them (its preferred one, such as the recommended template).
    return scored.min { $0.1 < $1.1 }?.0
  }

  /// ` (did you mean 'x'?)`, or nothing.
  public static func phrase(for word: String, among known: [String]) -> String {
    closest(to: word, among: known).map { " (did you mean '\($0)'?)" } ?? ""
  }

  /// Levenshtein distance, by characters (also the template engine's, for unknown filters).
  package static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
