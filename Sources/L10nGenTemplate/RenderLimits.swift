/// Bounds that turn a runaway template into a TemplateError instead of a crash or a hang.
enum RenderLimits {
  /// Nested macro calls and includes (recursion allowed up to here).
  static let macroDepth = 1_000
  /// Nested tags in one template's source.
  static let tagNesting = 200
  /// Nested tag renders at any moment (tags inside macros inside tags…).
  static let renderNesting = 10_000
  /// Nested `not`, parentheses and operators in one condition.
  static let expressionNesting = 200
  /// Iterations of all `for` and `map` loops (and `where` tests) in one render. The built-in
  /// templates take about 5 per key, so a million keys stay far below; 30 nested loops over two
  /// items (2^30) would otherwise run for hours.
  static let loopIterations = 25_000_000
}
