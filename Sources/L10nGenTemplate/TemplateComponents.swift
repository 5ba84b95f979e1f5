/// Stencil's rules for splitting a tag or a filter chain into words ("smartSplit"): quoted strings
/// stay whole, a word after `,` `|` `:` is glued to the previous one (so `f: "a", "b"` is one
/// word), and parentheses at a word's ends become words of their own. Templates written for
/// Stencil rely on these exact rules, quirks included.
extension String {
  func templateComponents(separator: Character = " ") -> [String] {
    var word = ""
    var components: [String] = []
    var closingCharacter = separator
    var singleQuotes = 0
    var doubleQuotes = 0

    for character in self {
      if character == "'" {
        singleQuotes += 1
      } else if character == "\"" {
        doubleQuotes += 1
      }

      if character == closingCharacter {
        if closingCharacter != separator {
          word.append(character)  // the closing quote
        } else if (singleQuotes.isMultiple(of: 2) || doubleQuotes.isMultiple(of: 2)) && !word.isEmpty {
          Self.appendComponent(word, to: &components)
          word = ""
        }
        closingCharacter = separator
      } else {
        if closingCharacter == separator && (character == "'" || character == "\"") {
          closingCharacter = character
        }
        word.append(character)
      }
    }
    if !word.isEmpty {
      Self.appendComponent(word, to: &components)
    }
    return components
  }

  private static func appendComponent(_ word: String, to components: inout [String]) {
    let gluing: Set<Character> = [",", "|", ":"]
    guard let previous = components.last else {
      components.append(word)
      return
    }
    if let last = previous.last, gluing.contains(last) {
      // `label: for x in y` keeps `for` apart; anything else after `,|:` continues the word.
      if components.count == 1 && word == "for" {
        components.append(word)
      } else {
        components[components.count - 1] += word
      }
    } else if !word.isEmpty && ",|:".contains(word) {
      components[components.count - 1] += word
    } else if word != "(" && word.first == "(" || word != ")" && word.first == ")" {
      components.append(String(word.prefix(1)))
      appendComponent(String(word.dropFirst()), to: &components)
    } else if word != "(" && word.last == "(" || word != ")" && word.last == ")" {
      appendComponent(String(word.dropLast()), to: &components)
      components.append(String(word.suffix(1)))
    } else {
      components.append(word)
    }
  }
}
