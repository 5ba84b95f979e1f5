import L10nGenLookups

/// The names code declares with one of the types argument conversions know (`let scale: Float`,
/// `var count: Int32 = 0`, a parameter `(for count: UInt)`): what tells an argument's type where its
/// expression does not. A file's own declarations come first; the project's tell the type of a
/// member (`artist.tracksCount`) and of a name the file does not declare. A name declared with two
/// types is the compiler's to tell, and left out.
public struct DeclaredTypes: Sendable {
  private var file: [String: String] = [:]
  private var fileAmbiguous = Set<String>()
  private var project: [String: String] = [:]
  private var projectAmbiguous = Set<String>()

  public init() {}

  /// The declarations of the file `scanner` read.
  public init(_ scanner: SwiftScanner) {
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    for index in tokens.indices.dropFirst().dropLast() where tokens[index].isPunctuation(":") {
      guard tokens[index - 1].kind == .identifier, tokens[index + 1].kind == .identifier else { continue }
      let type = text(index + 1)
      guard ArgumentConversion.knownTypes.contains(type) else { continue }
      // An optional, a generic or a member type is another type.
      if index + 2 < tokens.count,
        tokens[index + 2].isPunctuation("?") || tokens[index + 2].isPunctuation("!") || tokens[index + 2].isPunctuation(".")
          || text(index + 2) == "<"
      {
        continue
      }
      Self.record(text(index - 1), type, in: &file, ambiguous: &fileAmbiguous)
    }
  }

  /// Adds a file's declarations to those of the project.
  public mutating func addProject(_ other: DeclaredTypes) {
    for name in other.fileAmbiguous { projectAmbiguous.insert(name) }
    for (name, type) in other.file { Self.record(name, type, in: &project, ambiguous: &projectAmbiguous) }
  }

  /// This file's declarations, with `project`'s as the project's.
  public func with(project other: DeclaredTypes) -> DeclaredTypes {
    var types = self
    types.project = other.project
    types.projectAmbiguous = other.projectAmbiguous
    return types
  }

  /// The type the file declares `name` with.
  func fileType(of name: String) -> String? {
    fileAmbiguous.contains(name) ? nil : file[name]
  }

  /// The type the project declares `name` with, when the file does not declare it: for a member
  /// (`x.name`) or a name of another file, a guess the compiler checks.
  func projectType(of name: String) -> String? {
    file[name] != nil || projectAmbiguous.contains(name) ? nil : project[name]
  }

  private static func record(_ name: String, _ type: String, in types: inout [String: String], ambiguous: inout Set<String>) {
    if let known = types[name], known != type { ambiguous.insert(name) }
    types[name] = type
  }
}
