/// The argument slots that one or more format strings fill, checked for agreement as they fill them.
///
/// Two uses of one slot must agree on SwiftGen's type (its rule: `%1$d` and `%1$ld` agree, `%1$@` and
/// `%1$d` do not, which throws `PlaceholderError.conflictingTypes`); when they agree but their exact
/// types differ in width, the slot gets the wider one (`Int` for `%1$d … %1$ld`), otherwise the first.
struct ArgumentSlots {
  /// A `%#@name@` reference met while reading, with the slot it takes.
  struct VariableReference {
    var name: String
    var slot: Int
    var specifier: FormatSpecifier
  }

  /// The filled slots in the order they were first filled, with their arguments and first uses
  /// (apart: reading one does not copy the others). A format has a few: they are found by looking
  /// through them, and through `indexOfSlot` once there are many.
  private var slots: [Int] = []
  private var filled: [FormatArgument] = []
  private var firstUses: [PlaceholderError.Use] = []
  private var indexOfSlot: [Int: Int] = [:]
  private static let indexedFrom = 16

  private func index(of slot: Int) -> Int? {
    slots.count < Self.indexedFrom ? slots.firstIndex(of: slot) : indexOfSlot[slot]
  }

  /// The filled slots in order, holes left out (`%2$@ %3$d` → two arguments), as SwiftGen's accessors take
  /// them; each keeps its `position`, where the swift6 templates' calls pass it (Foundation gives an unused
  /// position below the last one an argument of its own).
  var arguments: [FormatArgument] {
    // Often filled in order already (`%@ %d`, `%1$@ %2$d`).
    if slots.indices.dropFirst().allSatisfy({ slots[$0 - 1] < slots[$0] }) { return filled }
    return slots.indices.sorted { slots[$0] < slots[$1] }.map { filled[$0] }
  }

  func argument(at slot: Int) -> FormatArgument? { index(of: slot).map { filled[$0] } }

  /// Fills the slots of `format`'s specifiers. Sequential specifiers, `*` widths and precisions included,
  /// take `firstSlot`, `firstSlot + 1`… of their own, whatever the positional ones use (Foundation
  /// starts a plural form's count at its variable's slot). Variable references are returned, not filled,
  /// unless `fillVariables` (then they fill like `%@`, as Foundation formats one with no definition);
  /// `variableSlot` may place a reference that has no `n$` (a String Catalog substitution's `argNum`).
  @discardableResult
  mutating func read(
    _ format: String, firstSlot: Int = 1, origin: FormatOrigin? = nil, fillVariables: Bool = false,
    variableSlot: (String) -> Int? = { _ in nil }
  ) throws -> [VariableReference] {
    var nextSequential = firstSlot
    var references = [VariableReference]()

    func fillAmount(_ amount: FieldAmount?, of specifier: FormatSpecifier) throws {
      switch amount {
      case .next:
        try self.fill(slot: nextSequential, with: .fieldAmount, name: nil, by: specifier, origin: origin)
        nextSequential += 1
      case .positional(let slot):
        try self.fill(slot: slot, with: .fieldAmount, name: nil, by: specifier, origin: origin)
      case .literal, nil:
        break
      }
    }

    let specifiers = FormatParser.scannedSpecifiers(in: format)
    // Room for every slot the format can fill at once: appended one at a time from empty, the three
    // arrays would be made again as they grow, for each of a table's formats.
    if slots.isEmpty { reserve(specifiers.count) }
    for (specifier, _) in specifiers {
      let type: ArgumentType
      var name = specifier.name
      var placed: Int?
      switch specifier.kind {
      case .argument(let conversion):
        type = ArgumentType(conversion: conversion, length: specifier.length)
      case .variable(let variable):
        type = .variable
        name = name ?? variable
        placed = specifier.position ?? variableSlot(variable)
      case .percent, .invalid:
        continue
      }
      try fillAmount(specifier.width, of: specifier)
      try fillAmount(specifier.precision, of: specifier)
      let slot: Int
      if let position = placed ?? specifier.position {
        slot = position
      } else {
        slot = nextSequential
        nextSequential += 1
      }
      if case .variable(let variable) = specifier.kind, !fillVariables {
        references.append(VariableReference(name: variable, slot: slot, specifier: specifier))
      } else {
        try fill(slot: slot, with: type, name: name, by: specifier, origin: origin)
      }
    }
    return references
  }

  private mutating func reserve(_ count: Int) {
    slots.reserveCapacity(count)
    filled.reserveCapacity(count)
    firstUses.reserveCapacity(count)
  }

  mutating func fill(slot: Int, with type: ArgumentType, name: String?, by specifier: FormatSpecifier, origin: FormatOrigin?) throws {
    let use = PlaceholderError.Use(specifier: specifier.text, offset: specifier.offset, type: type.swiftGenType, origin: origin)
    guard let index = index(of: slot) else {
      slots.append(slot)
      filled.append(FormatArgument(position: slot, swiftGenType: type.swiftGenType, swiftType: type.swiftType, name: name, specifier: specifier.text))
      firstUses.append(use)
      if slots.count == Self.indexedFrom {
        indexOfSlot = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1, $0) })
      } else if slots.count > Self.indexedFrom {
        indexOfSlot[slot] = slots.count - 1
      }
      return
    }
    let (existing, firstUse) = (filled[index], firstUses[index])
    guard existing.swiftGenType == type.swiftGenType else {
      throw PlaceholderError.conflictingTypes(position: slot, first: firstUse, second: use)
    }
    var merged = existing
    let existingType = ArgumentType(swiftGenType: existing.swiftGenType, swiftType: existing.swiftType)
    if let old = existingType.bitWidth, let new = type.bitWidth, new > old { merged.swiftType = type.swiftType }
    merged.name = existing.name ?? name
    filled[index] = merged
  }
}
