/// One `%` sequence as `FormatSpecifierScanner` read it, before any string is made: where it is in the
/// text's UTF-8 and what its parts are, names as byte ranges. `FormatParser` makes a `FormatSpecifier`
/// of it; `PlaceholderSignature` needs only its bytes and whether it is plain.
struct ScannedSpecifier {
  /// `FormatSpecifier.Kind`, with a variable's name still a byte range.
  enum Kind: Equatable {
    case argument(FormatSpecifier.Conversion)
    case percent
    case variable(name: Range<Int>)
    case invalid
  }

  /// The whole sequence, from its `%`.
  var bytes: Range<Int>
  var kind = Kind.invalid
  var position: Int?
  var flags = ""
  var width: FieldAmount?
  var precision: FieldAmount?
  var length: LengthModifier?
  /// A String Catalog name, `count` in `%1$(count)lld`.
  var name: Range<Int>?
  /// A `%#@` reference whose name ended at a character that is neither a name's nor `@` (`%#@a%d`):
  /// CoreFoundation drops that character and reads on, so the sequence is not what it looks like.
  var droppedCharacter = false

  /// `FormatSpecifier.isSuspicious`: an argument with the space flag, like the `% o` of "50% off".
  var isSuspicious: Bool {
    guard case .argument = kind, !flags.isEmpty else { return false }
    return flags.utf8.contains(UInt8(ascii: " "))
  }

  /// Whether Foundation reads the sequence as it is written and as nothing else: not `.invalid`, not
  /// suspicious, no String Catalog name (Foundation's own reading stops at `(`), no dropped character.
  /// Plain specifiers read the same alone as in their text, so joined they make a format with the
  /// text's arguments, and a text of plain ones has nothing for `OddPercent` to report.
  var isPlain: Bool {
    kind != .invalid && name == nil && !droppedCharacter && !isSuspicious
  }

  /// The specifier, its strings taken from `text`, the UTF-8 the scanner read.
  func specifier(in text: UnsafeBufferPointer<UInt8>, offset: Int) -> FormatSpecifier {
    func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }
    let kind: FormatSpecifier.Kind
    switch self.kind {
    case .argument(let conversion): kind = .argument(conversion)
    case .percent: kind = .percent
    case .variable(let name): kind = .variable(name: string(name))
    case .invalid: kind = .invalid
    }
    return FormatSpecifier(
      text: string(bytes), offset: offset, position: position, flags: flags, width: width, precision: precision,
      length: length, kind: kind, name: name.map(string), isSuspicious: isSuspicious)
  }
}
