/// How a template's tags affect the whitespace around them.
public enum TemplateSpacing: String, Sendable, CaseIterable {
  /// Stencil's smart trimming: a tag takes the spaces before it and the rest of its line after it,
  /// so a line holding only a tag leaves nothing behind. For l10ngen's built-in templates.
  case smart
  /// SwiftGen 6's behaviour for custom templates: tags trim nothing, then runs of empty lines are
  /// collapsed after rendering, except blank lines written in the template.
  case legacy
}

/// Where `{% include "name" %}` finds templates.
public enum TemplateIncludes: Sendable {
  /// Includes are an error.
  case none
  /// Files in this folder (the including template's folder), never outside it.
  case directory(String)
  /// Templates compiled into the binary, by name (the built-in templates' shared parts).
  case embedded([String: String])
}

/// A parsed Stencil-compatible template: parse once, render many times (also concurrently).
public struct Template: Sendable {
  let document: ParsedDocument
  private let includes: IncludeLoader?
  /// The variable names of the template and of those it includes.
  private let names: NameTable
  /// The same template turned into Swift (`TemplateCompiler`), which renders it in its place.
  private let compiled: CompiledTemplate?

  /// Parses once; throws TemplateError (a LocatedError naming the template path and line).
  /// `includeDirectory`: where `{% include "x.stencil" %}` looks (the template's folder); nil = includes are an error.
  public init(source: String, path: String, spacing: TemplateSpacing, includeDirectory: String? = nil) throws {
    try self.init(source: source, path: path, spacing: spacing, includes: includeDirectory.map { .directory($0) } ?? .none)
  }

  /// Parses once, with `{% include %}` served from `includes`.
  public init(source: String, path: String, spacing: TemplateSpacing, includes includeSource: TemplateIncludes) throws {
    let names = NameTable()
    let includes: IncludeLoader?
    switch includeSource {
    case .none: includes = nil
    case .directory(let directory): includes = IncludeLoader(directory: directory, spacing: spacing, names: names)
    case .embedded(let files): includes = IncludeLoader(embedded: files, spacing: spacing, names: names)
    }
    self.includes = includes
    self.names = names
    self.compiled = nil
    self.document = try DeepStack.run {
      try ParsedDocument(source: source, path: path, spacing: spacing, includes: includes, names: names)
    }
  }

  /// A template compiled into the binary as Swift, written with smart spacing: nothing to parse.
  package init(compiled: CompiledTemplate) {
    self.compiled = compiled
    self.includes = nil
    self.names = NameTable()
    self.document = ParsedDocument(nodes: [], spacing: .smart)
  }

  /// The template files `{% include %}` has loaded so far, by path: after parsing, those named by a
  /// literal; a render may add those named by a variable.
  public var includedFiles: [String] {
    guard let includes, includes.embedded == nil else { return [] }
    return includes.loadedFiles
  }

  /// Renders with `context` as the top-level variables (`tables`, `param`…).
  public func render(_ context: [String: TemplateValue]) throws -> String {
    String(decoding: try renderUTF8(context), as: UTF8.self)
  }

  /// `render` as UTF-8 bytes, what is written to files: making a string of a large output would
  /// cost a validation pass and a copy. `expectedSize`, a generous guess of the output's size, is
  /// reserved up front: a buffer that grows by doubling holds two copies of itself as it moves
  /// (callgrind/massif, 20k keys: 12.6 MB for 5 MB of output), while reserved memory costs
  /// nothing until written.
  public func renderUTF8(_ context: [String: TemplateValue], expectedSize: Int = 0) throws -> [UInt8] {
    try renderUTF8(context, expectedSize: expectedSize, loopBudget: RenderLimits.loopIterations)
  }

  /// Renders as UTF-8, handing the output to `sink` a chunk at a time as it is written, so that it is
  /// never held whole (a template written for SwiftGen's blank-line handling is the exception: that
  /// pass reads the whole output, which is then handed over at once; and a compiled template holds
  /// the parts of a divided loop another thread rendered until it reaches them, about half). On an error, what was handed
  /// over is a beginning of the output, never the output.
  public func render(_ context: [String: TemplateValue], into sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) throws {
    guard document.spacing != .legacy else {
      try renderUTF8(context).withUnsafeBufferPointer(sink)
      return
    }
    var (output, _) = try render(context, loopBudget: RenderLimits.loopIterations) { TemplateOutput(sink: sink) }
    output.flush()
  }

  /// `renderUTF8` with another budget of loop iterations (tests reach it without running millions).
  func renderUTF8(_ context: [String: TemplateValue], expectedSize: Int = 0, loopBudget: Int) throws -> [UInt8] {
    let (output, _) = try render(context, loopBudget: loopBudget) { TemplateOutput(reservingCapacity: expectedSize) }
    return output.withBytes { document.spacing == .legacy ? LegacySpacing.removeUnmarkedBlankLines($0) : Array($0) }
  }

  /// `renderUTF8` with `division` choosing the loop a compiled template divides, if any, and what
  /// became of it (tests divide each loop in turn). `streamed`: through a sink, as `render(_:into:)`.
  package func renderUTF8(
    _ context: [String: TemplateValue], loopBudget: Int, division: LoopDivision, streamed: Bool
  ) throws -> (bytes: [UInt8], division: LoopDivision) {
    final class Streamed { var bytes: [UInt8] = [] }
    let sink = Streamed()
    var (output, outcome) = try render(context, loopBudget: loopBudget, division: division) {
      streamed ? TemplateOutput(sink: { sink.bytes.append(contentsOf: $0) }) : TemplateOutput()
    }
    output.flush()
    let bytes = streamed ? sink.bytes : output.bytes
    return (document.spacing == .legacy ? bytes.withUnsafeBufferPointer { LegacySpacing.removeUnmarkedBlankLines($0) } : bytes, outcome)
  }

  /// Renders the document into the output `makeOutput` makes (there, so that its buffer is the
  /// one written), on a thread with a stack deep enough for nested templates; a compiled template
  /// may divide one loop (`DividedLoop`), and says what became of it.
  private func render(
    _ context: [String: TemplateValue], loopBudget: Int, division: LoopDivision = .standard,
    _ makeOutput: @escaping () -> TemplateOutput
  ) throws -> (TemplateOutput, LoopDivision) {
    let document = self.document
    let includes = self.includes
    let names = self.names
    if let compiled {
      return try DeepStack.run {
        let render = CompiledRender(root: context, template: compiled, output: makeOutput(), loopBudget: loopBudget, division: division)
        try compiled.render(render)
        return (render.output, render.division)
      }
    }
    return try DeepStack.run {
      var output = makeOutput()
      let variables = RenderContext(root: context, names: names, includes: includes, loopBudget: loopBudget)
      try document.nodes.render(into: &output, variables)
      return (output, division)
    }
  }
}

/// A template file turned into nodes (the main template or an included one).
struct ParsedDocument: Sendable {
  let nodes: [any Node]
  let spacing: TemplateSpacing

  init(nodes: [any Node], spacing: TemplateSpacing) {
    self.nodes = nodes
    self.spacing = spacing
  }

  init(source: String, path: String, spacing: TemplateSpacing, includes: IncludeLoader?, names: NameTable) throws {
    let marked = spacing == .legacy ? LegacySpacing.markBlankLines(source) : source
    let tokens = try Lexer(path: path, source: marked, spacing: spacing, names: names).tokenize()
    self.nodes = try TemplateParser(tokens: tokens, path: path, includes: includes).parseDocument()
    self.spacing = spacing
  }
}
