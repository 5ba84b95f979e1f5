/// The names Objective-C code declares as `NSString *` (`- (NSString *)lastErrorMessage`,
/// `@property (copy) NSString *tableName`, `NSString *name = …`, a parameter `(NSString *)name`), and
/// those it declares with another type: a message or variable of a name declared only as a string is
/// one (`[connection lastErrorMessage]`, `tableName`), which `%@` prints alike with a locale or
/// without.
public struct ObjCStringNames: Equatable, Sendable {
  private var strings: Set<String> = []
  private var others: Set<String> = []

  public init() {}

  /// Whether `name` is declared as an `NSString *` and as nothing else.
  public func isString(_ name: String) -> Bool { strings.contains(name) && !others.contains(name) }

  /// Adds the declarations of an Objective-C file (`.h`, `.m`, `.mm`).
  public mutating func add(declaredIn bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let scalars = Array(text.unicodeScalars)
    func isName(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
    // Each `TYPE *NAME` or `(TYPE *)NAME`: the type is the last word before the `*`.
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "*" else {
        index += 1
        continue
      }
      // The type before the star.
      var typeEnd = index
      while typeEnd > 0, scalars[typeEnd - 1] == " " { typeEnd -= 1 }
      var typeStart = typeEnd
      while typeStart > 0, isName(scalars[typeStart - 1]) { typeStart -= 1 }
      let type = String(String.UnicodeScalarView(scalars[typeStart..<typeEnd]))
      // The name after it, past `)`, spaces and qualifiers.
      var nameStart = index + 1
      while nameStart < scalars.count, scalars[nameStart] == " " || scalars[nameStart] == ")" { nameStart += 1 }
      var nameEnd = nameStart
      while nameEnd < scalars.count, isName(scalars[nameEnd]) { nameEnd += 1 }
      var name = String(String.UnicodeScalarView(scalars[nameStart..<nameEnd]))
      for qualifier in ["_Nullable", "_Nonnull", "nullable", "nonnull", "const", "__strong", "__weak", "__unsafe_unretained"] where name == qualifier
      {
        var next = nameEnd
        while next < scalars.count, scalars[next] == " " { next += 1 }
        var end = next
        while end < scalars.count, isName(scalars[end]) { end += 1 }
        name = String(String.UnicodeScalarView(scalars[next..<end]))
      }
      if !type.isEmpty, !name.isEmpty, name.first.map({ !$0.isNumber }) == true {
        if type == "NSString" { strings.insert(name) } else { others.insert(name) }
      }
      index += 1
    }
  }
}
