import L10nGenConfig
import L10nGenCore
import L10nGenGeneration
import L10nGenTables
import L10nGenTemplate

/// A word as a POSIX shell needs it written, for the commands a message tells people to type.
package enum ShellWord {
  package static func quoted(_ word: String) -> String {
    let safe = word.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_./=:,@%+".unicodeScalars.contains(scalar)
    }
    if safe, !word.isEmpty { return word }
    return "'" + word.components(separatedBy: "'").joined(separator: #"'\''"#) + "'"
  }
}
