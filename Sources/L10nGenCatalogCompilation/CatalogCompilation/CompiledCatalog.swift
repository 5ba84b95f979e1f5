import L10nGenTables

/// A String Catalog compiled into the tables Foundation reads, one pair per language, as Xcode's build
/// system would write them: `<language>.lproj/<table>.strings` for plain texts and
/// `<language>.lproj/<table>.stringsdict` for texts that vary by plural.
public struct CompiledCatalog: Equatable, Sendable {
  /// The table name: the catalog's file name without extension.
  public var table: String
  /// One per language of the catalog, the source language first.
  public var localizations: [CompiledLocalization]

  public init(table: String, localizations: [CompiledLocalization]) {
    self.table = table
    self.localizations = localizations
  }
}

/// One language of a compiled catalog. Keys that have no value in the language are in neither table,
/// so that lookups fall back to the development language.
public struct CompiledLocalization: Equatable, Sendable {
  public var language: String
  /// The `.strings` table, in catalog order.
  public var strings: [StringsEntry]
  /// The `.stringsdict` table, in catalog order.
  public var plurals: [PluralEntry]

  public init(language: String, strings: [StringsEntry] = [], plurals: [PluralEntry] = []) {
    self.language = language
    self.strings = strings
    self.plurals = plurals
  }

  /// A key and its text, as Foundation formats it (named placeholders unnamed).
  public struct StringsEntry: Equatable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// A `.stringsdict` entry: a format whose `%n$#@name@` references are plural variables. Every
  /// specifier is positional, so forms mean the same pasted into the format or formatted apart.
  public struct PluralEntry: Equatable, Sendable {
    public var key: String
    /// `NSStringLocalizedFormatKey`.
    public var format: String
    /// In the order the format and forms first refer to them.
    public var variables: [Variable]

    public init(key: String, format: String, variables: [Variable] = []) {
      self.key = key
      self.format = format
      self.variables = variables
    }

    /// An `NSStringPluralRuleType` variable.
    public struct Variable: Equatable, Sendable {
      public var name: String
      /// `NSStringFormatValueTypeKey`: the conversion Foundation reads the number as (`lld`, `d`, `f`…).
      public var valueType: String
      /// The forms in `PluralCategory` order.
      public var forms: [Form]

      public init(name: String, valueType: String, forms: [Form]) {
        self.name = name
        self.valueType = valueType
        self.forms = forms
      }
    }

    public struct Form: Equatable, Sendable {
      public var category: PluralCategory
      public var text: String

      public init(_ category: PluralCategory, _ text: String) {
        self.category = category
        self.text = text
      }
    }
  }
}
