/// A value the template engine can read: what a context is made of.
///
/// A closed set of cases (rather than `Any`) keeps lookups and truthiness cheap and exhaustive.
public enum TemplateValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([TemplateValue])
  case dictionary([String: TemplateValue])
  /// A value made each time a template reads it, and not kept: for the large parts of a context
  /// that a render reads once, a piece at a time (each level's strings), so that they never all
  /// exist at once. Templates see the value it makes; it equals what it makes.
  case computed(ComputedTemplateValue)
  /// A dictionary whose members are made as they are read (`TemplateRecord`). Templates see the
  /// dictionary it stands for; it equals that dictionary.
  case record(any TemplateRecord)

  /// The value itself, or what a computed one makes; a record as its dictionary.
  public var resolved: TemplateValue {
    switch self {
    case .computed(let computed): return computed.make().resolved
    case .record(let record): return .dictionary(record.dictionary)
    default: return self
    }
  }

  /// The value itself, or what a computed one makes; a record stays a record (its members are
  /// read one at a time). What a lookup holds on to.
  var readable: TemplateValue {
    if case .computed(let computed) = self { return computed.make().readable }
    return self
  }

  public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
    switch (lhs.resolved, rhs.resolved) {
    case (.null, .null): return true
    case (.bool(let left), .bool(let right)): return left == right
    case (.int(let left), .int(let right)): return left == right
    case (.double(let left), .double(let right)): return left == right
    case (.string(let left), .string(let right)): return left == right
    case (.array(let left), .array(let right)): return left == right
    case (.dictionary(let left), .dictionary(let right)): return left == right
    default: return false
    }
  }
}

/// How a `TemplateValue.computed` makes its value.
public struct ComputedTemplateValue: Sendable {
  /// One reference, so that a `TemplateValue` is no larger for holding one.
  private let maker: Maker

  private final class Maker: Sendable {
    let make: @Sendable () -> TemplateValue
    let count: Int?

    init(make: @escaping @Sendable () -> TemplateValue, count: Int?) {
      self.make = make
      self.count = count
    }
  }

  public init(count: Int? = nil, _ make: @escaping @Sendable () -> TemplateValue) {
    maker = Maker(make: make, count: count)
  }

  public var make: @Sendable () -> TemplateValue { maker.make }

  /// How many elements the array it makes holds, when that is known without making it: how a
  /// render weighs what a loop's items hold before reading them.
  public var count: Int? { maker.count }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
  public init(nilLiteral: ()) { self = .null }
}
