import L10nGenCore

/// Loads and parses the templates `{% include %}` names, from one directory, once each; shared by
/// every render of a template (hence the lock).
final class IncludeLoader: @unchecked Sendable {
  let directory: String
  /// When set, includes come from these sources by name instead of from `directory`.
  let embedded: [String: String]?
  let spacing: TemplateSpacing
  /// The including template's names, which the included ones share: they render in its context.
  let names: NameTable
  private let lock = Lock()
  private var documents: [String: ParsedDocument] = [:]
  /// Paths being parsed right now: a template that includes itself is parsed once.
  private var loading: Set<String> = []
  /// Each name's path, resolved once: an include inside a loop is rendered once per iteration.
  private var paths: [String: String] = [:]

  init(directory: String, spacing: TemplateSpacing, names: NameTable) {
    self.directory = directory
    self.embedded = nil
    self.spacing = spacing
    self.names = names
  }

  init(embedded: [String: String], spacing: TemplateSpacing, names: NameTable) {
    self.directory = "<built-in>"
    self.embedded = embedded
    self.spacing = spacing
    self.names = names
  }

  /// The files loaded so far (an include named by a literal is loaded when its includer is parsed;
  /// one named by a variable, when it is rendered).
  var loadedFiles: [String] {
    lock.lock()
    defer { lock.unlock() }
    return documents.keys.sorted()
  }

  /// Parses `name` now (when first named), so its errors surface when the includer is parsed.
  /// Nil when `name` is being parsed already (a template that includes itself).
  func preload(_ name: String, at location: SourceLocation) throws -> ParsedDocument? {
    try load(name, at: location)
  }

  func document(named name: String, at location: SourceLocation) throws -> ParsedDocument {
    guard let document = try load(name, at: location) else {
      throw TemplateError(location: location, message: "template '\(name)' includes itself while being parsed")
    }
    return document
  }

  private func load(_ name: String, at location: SourceLocation) throws -> ParsedDocument? {
    let path = try resolvedPath(of: name, at: location)
    lock.lock()
    if let document = documents[path] {
      lock.unlock()
      return document
    }
    if loading.contains(path) {
      lock.unlock()
      return nil
    }
    loading.insert(path)
    lock.unlock()
    defer {
      lock.lock()
      loading.remove(path)
      lock.unlock()
    }
    guard let source = embedded.map({ $0[name] }) ?? (try? String(contentsOfFile: path, encoding: .utf8)) else {
      throw TemplateError(location: location, message: "included template '\(name)' not found in '\(directory)'")
    }
    let document = try ParsedDocument(source: source, path: path, spacing: spacing, includes: self, names: names)
    lock.lock()
    documents[path] = document
    lock.unlock()
    return document
  }

  /// The file `name` stands for, refusing names that leave the include directory.
  private func resolvedPath(of name: String, at location: SourceLocation) throws -> String {
    if embedded != nil { return directory + "/" + name }
    lock.lock()
    let known = paths[name]
    lock.unlock()
    if let known { return known }
    let path = try standardizedPath(of: name, at: location)
    lock.lock()
    paths[name] = path
    lock.unlock()
    return path
  }

  private func standardizedPath(of name: String, at location: SourceLocation) throws -> String {
    let base = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    let file = URL(fileURLWithPath: name, relativeTo: base).standardizedFileURL
    guard !name.hasPrefix("/"), file.path.hasPrefix(base.path.hasSuffix("/") ? base.path : base.path + "/") else {
      throw TemplateError(location: location, message: "cannot include '\(name)': it is outside '\(directory)'")
    }
    return file.path
  }
}
