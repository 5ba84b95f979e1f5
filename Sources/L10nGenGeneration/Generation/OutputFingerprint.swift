import L10nGenCore
import L10nGenTables
import L10nGenTemplate

/// Everything one generated file is made from, hashed: this build of the tool, the template's
/// source, the params, options and spacing, the environment when the template reads it, and each
/// input file's path and bytes.
///
/// An output whose stamp (`OutputStamp`) holds the same fingerprint is up to date without parsing a
/// table or rendering anything: a run where nothing changed costs reading and hashing the inputs.
struct OutputFingerprint: Equatable {
  /// 32 hexadecimal digits.
  let value: String

  /// nil when an input or template cannot be read (the full run then reports why). A built-in
  /// template's partials are part of the tool, and hashed; a template file's includes are the files
  /// `includedFiles` names (those its parsing loaded), hashed: pass nil when they cannot be known.
  init?(
    sources: [TableSource], options: StringsOptions, userNames: UserNames = UserNames(), request: OutputRequest,
    environment: [String: String], includedFiles: [String]? = []
  ) {
    guard let tool = Self.toolIdentity, var template = Self.templateSource(request.template) else { return nil }
    switch request.template {
    case .builtin:
      template += BuiltinTemplate.partials.sorted { $0.key < $1.key }.map { $0.key + "\n" + $0.value }.joined(separator: "\n")
    case .file:
      guard let includedFiles else { return nil }
      for path in includedFiles {
        guard let included = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        template += "\n\u{0}include \(path)\n" + included  // `env` in a partial counts, below
      }
    }
    var hasher = FingerprintHasher()
    hasher.combine("l10ngen output fingerprint 1")
    hasher.combine(tool)
    switch request.template {
    case .builtin(let name): hasher.combine("builtin " + name)
    case .file(let path): hasher.combine("file " + path)
    }
    hasher.combine(template)
    hasher.combine(request.spacing?.rawValue ?? "default spacing")
    hasher.combine(options.separator)
    hasher.combine(options.naming?.rawValue ?? "default naming")
    hasher.combine(options.strictNames ? "strict names" : "names left out")
    for name in userNames.names { hasher.combine("name \(name.table)\u{0}\(name.key)\u{0}\(name.path)") }
    for labels in userNames.labels { hasher.combine("labels \(labels.table)\u{0}\(labels.key)\u{0}\(labels.labels.joined(separator: "\u{0}"))") }
    for table in userNames.tableNames { hasher.combine("table \(table.table)\u{0}\(table.name)") }
    Self.combine(.dictionary(request.params), into: &hasher)
    // `env` is the only way to the environment; a template without the word cannot read it.
    if Self.readsEnvironment(template) {
      Self.combine(.dictionary(environment.mapValues { .string($0) }), into: &hasher)
    }
    for source in sources {
      hasher.combine(source.name)
      for file in source.files {
        hasher.combine(file.path)
        guard let contents = FileManager.default.contents(atPath: file.path) else { return nil }
        contents.withUnsafeBytes { hasher.combine($0) }
      }
    }
    value = hasher.finalize()
  }

  /// Whether a template's text has the word `env` (not `environment`, which the swift6 run time says).
  static func readsEnvironment(_ text: String) -> Bool {
    let characters = Array(text.utf8)
    func isWordByte(_ byte: UInt8) -> Bool {
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F
    }
    var index = 0
    while index + 3 <= characters.count {
      if characters[index] == 0x65, characters[index + 1] == 0x6E, characters[index + 2] == 0x76,
        index == 0 || !isWordByte(characters[index - 1]), index + 3 == characters.count || !isWordByte(characters[index + 3])
      {
        return true
      }
      index += 1
    }
    return false
  }

  private static func templateSource(_ choice: TemplateChoice) -> String? {
    switch choice {
    case .builtin(let name): return BuiltinTemplate.named(name)?.source
    case .file(let path): return try? String(contentsOfFile: path, encoding: .utf8)
    }
  }

  /// The running executable, by version and file identity: a rebuilt tool (with a changed template
  /// engine, say) makes every fingerprint new. nil when it cannot be found.
  private static let toolIdentity: String? = {
    guard let path = RunningExecutable.path else { return nil }
    return FileIdentity.of(path).map { "\(L10nGenVersion.current) \($0)" }
  }()

  /// A canonical encoding: kinds tagged, dictionaries by sorted key.
  private static func combine(_ value: TemplateValue, into hasher: inout FingerprintHasher) {
    switch value {
    case .null: hasher.combine("n")
    case .bool(let bool): hasher.combine(bool ? "t" : "f")
    case .int(let int):
      hasher.combine("i")
      hasher.combine(int)
    case .double(let double):
      hasher.combine("d")
      hasher.combine(Int(bitPattern: UInt(double.bitPattern)))
    case .string(let string):
      hasher.combine("s")
      hasher.combine(string)
    case .array(let elements):
      hasher.combine("a")
      hasher.combine(elements.count)
      for element in elements { combine(element, into: &hasher) }
    case .computed, .record:
      combine(value.resolved, into: &hasher)
    case .dictionary(let dictionary):
      hasher.combine("D")
      hasher.combine(dictionary.count)
      for (key, element) in dictionary.sorted(by: { $0.key < $1.key }) {
        hasher.combine(key)
        combine(element, into: &hasher)
      }
    }
  }
}
