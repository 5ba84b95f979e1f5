/// The names of the types a project declares (`struct Section`, `enum Label`, `typealias Link`):
/// where one is named as SwiftUI's, a call of that name may be the project's own, whose parameters
/// SwiftUI's siblings say nothing of.
public struct DeclaredTypeNames: Equatable, Sendable {
  public private(set) var types: Set<String> = []

  public init() {}

  /// Adds the names a file declares.
  public mutating func add(declaredIn scanner: SwiftScanner) {
    let tokens = scanner.tokens
    func text(_ index: Int) -> String { String(decoding: scanner.bytes[tokens[index].range], as: UTF8.self) }
    for index in tokens.indices.dropLast() where tokens[index].kind == .identifier && tokens[index + 1].kind == .identifier {
      switch text(index) {
      case "struct", "class", "enum", "actor", "typealias", "protocol": types.insert(text(index + 1))
      default: break
      }
    }
  }
}
