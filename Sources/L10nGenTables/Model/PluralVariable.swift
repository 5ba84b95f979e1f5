import L10nGenCore

/// A part of an entry's text chosen at run time by a number's plural category: a `.stringsdict`
/// variable (`%#@COUNT@`), a String Catalog substitution, or a catalog's plural variation of a whole text.
public struct PluralVariable: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable {
    /// A `.stringsdict` variable, referenced as `%#@name@`.
    case variable
    /// A String Catalog substitution, referenced as `%#@name@`; its forms write its argument as `%arg`.
    case substitution
    /// A String Catalog `variations.plural`: the forms are the whole text.
    case wholeText
  }

  public var kind: Kind
  /// The variable's name; nil for a whole-text variation.
  public var name: String?
  /// The printf conversion Foundation reads the number as (`d`, `ld`, `lld`), without `%`; nil for a
  /// whole-text variation (its forms type its arguments).
  public var valueType: String?
  /// The argument a substitution's `%#@name@` takes (its `argNum`), when given.
  public var argumentNumber: Int?
  /// The forms in the order of `PluralCategory`.
  public var forms: [PluralForm]
  /// Where the variable is defined (its `<key>`, or its name in the catalog).
  public var location: SourceLocation

  public init(
    kind: Kind, name: String?, valueType: String?, argumentNumber: Int? = nil, forms: [PluralForm],
    location: SourceLocation
  ) {
    self.kind = kind
    self.name = name
    self.valueType = valueType
    self.argumentNumber = argumentNumber
    self.forms = forms
    self.location = location
  }
}

/// The text of one plural category.
public struct PluralForm: Equatable, Sendable {
  public var category: PluralCategory
  public var text: String
  public var location: SourceLocation

  public init(category: PluralCategory, text: String, location: SourceLocation) {
    self.category = category
    self.text = text
    self.location = location
  }
}

/// The CLDR plural categories, in the order Apple's tools list them.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
  case zero, one, two, few, many, other

  public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
