import L10nGenCore

/// A kind of localization table file: what its files are named, where they live, how generation
/// reads the development language's entries from one, and how `l10ngen format` writes one.
///
/// The formats are registered in one list, `all`. Each is declared in its folder of `Formats/`, beside
/// its parser and its formatter (`TableFormat+Strings.swift`). Adding a format is its folder and its
/// line in `all`; discovery, the project search, `init`, generation and `format` then know it. Lint
/// reads a language folder's files itself (`LocaleTableReader`): a format lint should check is a
/// third file.
public struct TableFormat: Hashable, Sendable, CustomStringConvertible {
  /// Where a format's files are.
  public enum Placement: Sendable {
    /// One language per file, in its `.lproj` folder (`en.lproj/Localizable.strings`).
    case languageFolder
    /// Every language in one file (a String Catalog).
    case everyLanguage
  }

  /// Generation's reading of one file of the format into the development language's entries.
  typealias Load = @Sendable (_ file: TableFile, _ into: inout LoadedEntries) throws -> Void
  /// `l10ngen format`'s writing of one file's bytes in the format's one form.
  typealias Write = @Sendable (_ bytes: [UInt8], _ path: String, _ order: KeyOrder) throws -> TableFormatter.Result
  /// `l10ngen sync`'s change of one file's bytes (`TableEdit`).
  typealias Edit = @Sendable (_ bytes: [UInt8], _ path: String, _ edit: TableEdit) throws -> TableEditResult

  /// Every format, in the order a locale's files are read: `.strings` first, so that a `.stringsdict`
  /// entry, which Foundation prefers, takes the place of its key's `.strings` entry. Adding a format
  /// is its folder and its line here.
  public static let all: [TableFormat] = [
    .strings,
    .stringsdict,
    .xcstrings,
  ]

  /// What a format is, held once: a format is a reference to it, which every file copies.
  private final class Definition: Sendable {
    let pathExtension: String
    let placement: Placement
    let entrySource: String
    let load: Load
    let write: Write
    let edit: Edit?

    init(pathExtension: String, placement: Placement, entrySource: String, load: @escaping Load, write: @escaping Write, edit: Edit?) {
      self.pathExtension = pathExtension
      self.placement = placement
      self.entrySource = entrySource
      self.load = load
      self.write = write
      self.edit = edit
    }
  }

  private let definition: Definition

  /// A format `l10ngen sync` changes through `edit`; without one, sync leaves its files as they are.
  init(_ pathExtension: String, placement: Placement, entrySource: String, load: @escaping Load, write: @escaping Write, edit: Edit? = nil) {
    definition = Definition(pathExtension: pathExtension, placement: placement, entrySource: entrySource, load: load, write: write, edit: edit)
  }

  /// The format whose files end with `.pathExtension` (as written: Foundation's lookups are by exact name).
  public init?(pathExtension: String) {
    guard let format = Self.all.first(where: { $0.pathExtension == pathExtension }) else { return nil }
    self = format
  }

  /// The format of the file at `path`, by its extension.
  public init?(path: String) {
    self.init(pathExtension: PathText.pathExtension(path))
  }

  /// `strings`, without the dot.
  public var pathExtension: String { definition.pathExtension }
  public var placement: Placement { definition.placement }
  /// What templates see as an entry's `source`, SwiftGen's names (`strings`, `stringsdict`, `stringCatalog`).
  public var entrySource: String { definition.entrySource }
  var load: Load { definition.load }
  var write: Write { definition.write }
  var edit: Edit? { definition.edit }

  /// `edit` made to a file of this format (`l10ngen sync`); nil for a format that sync does not change.
  public func edited(_ bytes: [UInt8], path: String, _ edit: TableEdit) throws -> TableEditResult? {
    try self.edit?(bytes, path, edit)
  }

  /// `.strings`.
  public var description: String { "." + pathExtension }

  /// `.strings, .stringsdict and .xcstrings` (`or`: `… or .xcstrings`), for messages.
  public static func listed(_ conjunction: String = "and") -> String {
    let names = all.map(\.description)
    return names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " \(conjunction) " + names[names.count - 1]
  }

  /// Where it is in `all`: the order a locale's files are read in (discovery sorts them by it).
  var order: Int { Self.all.firstIndex(of: self) ?? Self.all.count }

  public static func == (lhs: TableFormat, rhs: TableFormat) -> Bool { lhs.definition === rhs.definition }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(definition)) }
}
