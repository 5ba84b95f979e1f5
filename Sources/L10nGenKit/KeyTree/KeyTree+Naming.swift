extension KeyTree {
  /// Real keys have a handful of levels; past this, nested enums stop being code anyone can use
  /// (and templates, context and compiler all recurse per level).
  public static let maximumDepth = 100

  /// Every reason the keys of this table would give uncompilable Swift: a key (or component) with no
  /// identifier characters, or two keys that become the same name in one scope. Reported in table
  /// order, each collision at the later key, naming the earlier one.
  ///
  /// `companionSuffix`: templates that also declare `<name><suffix>` for every entry without
  /// arguments (the swift6 templates' `…Resource` accessors) have those names checked too.
  public func namingErrors(naming: KeyNaming, tableName: String, companionSuffix: String? = nil) -> [KeyTreeError] {
    var errors: [KeyTreeError] = unplacedEntries.map {
      .noIdentifier(key: entries[$0].key, component: nil, location: entries[$0].location)
    }
    let tooDeep = components.indices.filter { components[$0].count > Self.maximumDepth }
    guard tooDeep.isEmpty else {
      // Deeper keys are not named at all: the first error says all there is to say about them.
      return errors + tooDeep.map {
        .tooDeep(
          key: entries[$0].key, levels: components[$0].count, limit: Self.maximumDepth, separator: separator,
          location: entries[$0].location)
      }
    }
    switch naming {
    case .flat: errors += flatNamingErrors(tableName: tableName, companionSuffix: companionSuffix)
    case .structured: errors += structuredNamingErrors(tableName: tableName, companionSuffix: companionSuffix)
    }
    return errors.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
  }

  private func flatNamingErrors(tableName: String, companionSuffix: String?) -> [KeyTreeError] {
    var errors: [KeyTreeError] = []
    var owners: [String: Int] = [:]
    for node in nodes {
      for index in node.entryIndices {
        // Flat templates name members from the context's `key`, where line breaks are written `\n`.
        let name = KeyNaming.memberName(StringsContext.newlineEscaped(entries[index].key))
        guard SwiftIdentifier.isValidIdentifier(name) else {
          errors.append(.noIdentifier(key: entries[index].key, component: nil, location: entries[index].location))
          continue
        }
        claim(memberNames(name, of: index, companionSuffix: companionSuffix), for: index, in: &owners, scope: "table \"\(tableName)\"", errors: &errors)
      }
    }
    return errors
  }

  private func structuredNamingErrors(tableName: String, companionSuffix: String?) -> [KeyTreeError] {
    var errors: [KeyTreeError] = []
    // (node, Swift path of the scope) — an explicit stack: keys may be arbitrarily deep.
    var stack: [(node: Int, scope: String)] = [(0, "")]
    while let (nodeIndex, scope) = stack.popLast() {
      let node = nodes[nodeIndex]
      // For messages only: made when there is one, not for every name checked.
      let scopeName = { scope.isEmpty ? "table \"\(tableName)\"" : "'\(scope)' of table \"\(tableName)\"" }
      var owners = [String: Int](minimumCapacity: node.children.count + node.entryIndices.count)
      for child in node.children {
        let first = nodes[child.node].firstEntryIndex
        let name = KeyNaming.typeName(child.component)
        guard SwiftIdentifier.isValidIdentifier(name) else {
          errors.append(.noIdentifier(key: entries[first].key, component: child.component, location: entries[first].location))
          continue
        }
        if let owner = owners[name] {
          errors.append(collision(first, owner, name: name, scope: scopeName()))
        } else {
          owners[name] = first
        }
        stack.append((child.node, scope.isEmpty ? name : scope + "." + name))
      }
      for index in node.entryIndices {
        // `entries[index].…` reads in place; a copy of the entry would retain each of its fields.
        let last = components[index].last ?? entries[index].key
        let name = KeyNaming.memberName(last)
        guard SwiftIdentifier.isValidIdentifier(name) else {
          let component = components[index].count > 1 ? last : nil
          errors.append(.noIdentifier(key: entries[index].key, component: component, location: entries[index].location))
          continue
        }
        claim(memberNames(name, of: index, companionSuffix: companionSuffix), for: index, in: &owners, scope: scopeName(), errors: &errors)
      }
    }
    return errors
  }

  /// A member's name, and its companion's when the template declares one for this entry.
  private func memberNames(_ name: String, of index: Int, companionSuffix: String?) -> [String] {
    guard let companionSuffix, entries[index].arguments.isEmpty else { return [name] }
    let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    return [name, SwiftIdentifier.escapeReservedKeywords(bare + companionSuffix)]
  }

  /// Takes `names` for entry `index` in one scope, reporting each one already taken.
  private func claim(
    _ names: [String], for index: Int, in owners: inout [String: Int], scope: @autoclosure () -> String, errors: inout [KeyTreeError]
  ) {
    for name in names {
      if let owner = owners[name] {
        errors.append(collision(index, owner, name: name, scope: scope()))
      } else {
        owners[name] = index
      }
    }
  }

  /// The error for the later of two entries (in table order), naming the earlier.
  private func collision(_ a: Int, _ b: Int, name: String, scope: String) -> KeyTreeError {
    let (later, earlier) = a > b ? (entries[a], entries[b]) : (entries[b], entries[a])
    return .collision(
      key: later.key, location: later.location, otherKey: earlier.key, otherLocation: earlier.location,
      name: name, scope: scope)
  }
}
