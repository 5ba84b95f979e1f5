import L10nGenCore

/// What `{%-` / `-%}` (trim) or `{%+` / `+%}` (keep) ask of the text next to a block tag.
enum WhitespaceControl: Sendable {
  case unspecified, trim, keep
}

/// One piece of a template: text, `{{ variable }}`, `{% block %}` or `{# comment #}`.
struct Token: Sendable {
  enum Kind: Sendable {
    case text, variable, block, comment
  }

  let kind: Kind
  /// The text itself, or what is between the delimiters (one line, spaces trimmed).
  let contents: String
  /// Where the token starts (its `{` for tags).
  let location: SourceLocation
  /// `contents` split into words the way Stencil splits them (quoted strings kept whole).
  let components: [String]
  /// Whitespace control on the `{%` side and on the `%}` side (block tags only).
  let leading: WhitespaceControl
  let trailing: WhitespaceControl
  /// Where the names the token's tag binds or reads get their slots.
  let names: NameTable

  init(
    kind: Kind, contents: String, location: SourceLocation, names: NameTable,
    leading: WhitespaceControl = .unspecified, trailing: WhitespaceControl = .unspecified
  ) {
    self.kind = kind
    self.contents = contents
    self.location = location
    self.names = names
    self.leading = leading
    self.trailing = trailing
    self.components = kind == .variable || kind == .block ? contents.templateComponents() : []
  }

  /// `text` as a variable name of this template.
  func name(_ text: String) -> ScopeName {
    names.name(text)
  }

  /// The tag's name: `if` for `{% if a %}`.
  var tagName: String { components.first ?? "" }

  /// Whether the words read `tag a <keyword> b` or `tag a <keyword> b <optionalKeyword> …`, the
  /// shape of `for x in y where …` and `map x into y using …` (Stencil's check, extra words allowed).
  func hasShape(keyword: String, optionalKeyword: String) -> Bool {
    let words = components
    return words.count > 3 && words[2] == keyword && (words.count == 4 || (words.count > 5 && words[4] == optionalKeyword))
  }

  /// The tag as written, for messages: `{% if a %}`.
  var displayText: String {
    switch kind {
    case .text: return contents
    case .variable: return "{{ \(contents) }}"
    case .block: return "{% \(contents) %}"
    case .comment: return "{# \(contents) #}"
    }
  }
}
