import Foundation

/// A word as a POSIX shell needs it written, for the commands a message tells people to type.
enum ShellWord {
  static func quoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,@%+".unicodeScalars.contains(scalar)
    }
    if safe, !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
