/// Records on a generated file what it was generated from (an `OutputFingerprint`), in an extended
/// attribute, so that a run which would generate the same file again can stop before parsing; and
/// the warnings generating it gave, which that run says again.
///
/// The stamp also holds the file's size, modification time and inode as they were when it was
/// stamped: a file edited or replaced since (by an editor, `git checkout`) no longer matches, and
/// is generated and compared as usual. Where the file system keeps no extended attributes nothing
/// is recorded, and every run renders.
package enum OutputStamp {
  private static let attributes = FileAttributeKey(rawValue: "NSFileExtendedAttributes")
  private static let name = "user.l10ngen.fingerprint"
  private static let warningsName = "user.l10ngen.warnings"

  /// What a file is stamped with.
  package struct Stamp: Equatable {
    package var fingerprint: String
    package var warnings: [LocatedWarning] = []

    package init(fingerprint: String, warnings: [LocatedWarning] = []) {
      self.fingerprint = fingerprint
      self.warnings = warnings
    }
  }

  /// The warnings recorded on the file at `path` when it was stamped with `fingerprint`, if it was
  /// and is unchanged since; nil otherwise.
  package static func holds(_ fingerprint: String, path: String) -> [LocatedWarning]? {
    guard let expected = stamp(fingerprint, path: path),
      let stored = (try? FileManager.default.attributesOfItem(atPath: path))?[attributes] as? [String: Data],
      stored[name] == Data(expected.utf8)
    else { return nil }
    return stored[warningsName].flatMap(decode) ?? []
  }

  /// Stamps the file at `path`, as it is now. Failing to is not an error: the next run renders and
  /// compares.
  package static func record(_ stamp: Stamp, path: String) {
    guard let value = self.stamp(stamp.fingerprint, path: path) else { return }
    // The warnings first, always (none replaces those of an earlier stamp); the fingerprint only once
    // they are recorded, else an old fingerprint could hold with the wrong warnings.
    do {
      try FileManager.default.setAttributes([attributes: [warningsName: encode(stamp.warnings)]], ofItemAtPath: path)
      try FileManager.default.setAttributes([attributes: [name: Data(value.utf8)]], ofItemAtPath: path)
    } catch {
      try? FileManager.default.setAttributes([attributes: [name: Data()]], ofItemAtPath: path)
    }
  }

  /// `[[file, line, column, message, kind], …]`, empty strings and 0 for what a warning lacks.
  private static func encode(_ warnings: [LocatedWarning]) -> Data {
    (try? JSONEncoder().encode(warnings.map(StoredWarning.init))) ?? Data()
  }

  private static func decode(_ data: Data) -> [LocatedWarning]? {
    (try? JSONDecoder().decode([StoredWarning].self, from: data))?.map(\.warning)
  }

  /// A warning as a stamp stores it: `[file, line, column, message, kind]`.
  private struct StoredWarning: Codable {
    let warning: LocatedWarning

    init(_ warning: LocatedWarning) {
      self.warning = warning
    }

    init(from decoder: any Decoder) throws {
      var fields = try decoder.unkeyedContainer()
      let file = try fields.decode(String.self)
      let line = try fields.decode(Int.self)
      let column = try fields.decode(Int.self)
      let message = try fields.decode(String.self)
      let kind = try fields.decode(String.self)
      warning = LocatedWarning(
        location: file.isEmpty ? nil : SourceLocation(file: file, line: line, column: column), message: message,
        kind: LocatedWarning.Kind(rawValue: kind))
    }

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.unkeyedContainer()
      try fields.encode(warning.location?.file ?? "")
      try fields.encode(warning.location?.line ?? 0)
      try fields.encode(warning.location?.column ?? 0)
      try fields.encode(warning.message)
      try fields.encode(warning.kind?.rawValue ?? "")
    }
  }

  private static func stamp(_ fingerprint: String, path: String) -> String? {
    FileIdentity.of(path).map { "1 \(fingerprint) \($0)" }
  }
}
