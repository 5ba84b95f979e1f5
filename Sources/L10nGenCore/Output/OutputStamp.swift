import Foundation

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
    let array: [[Any]] = warnings.map {
      [$0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.message, $0.kind?.rawValue ?? ""]
    }
    return (try? JSONSerialization.data(withJSONObject: array)) ?? Data()
  }

  private static func decode(_ data: Data) -> [LocatedWarning]? {
    guard let array = (try? JSONSerialization.jsonObject(with: data)) as? [[Any]] else { return nil }
    return array.compactMap { fields in
      guard fields.count == 5, let file = fields[0] as? String, let line = fields[1] as? Int, let column = fields[2] as? Int,
        let message = fields[3] as? String, let kind = fields[4] as? String
      else { return nil }
      let location = file.isEmpty ? nil : SourceLocation(file: file, line: line, column: column)
      return LocatedWarning(location: location, message: message, kind: LocatedWarning.Kind(rawValue: kind))
    }
  }

  private static func stamp(_ fingerprint: String, path: String) -> String? {
    FileIdentity.of(path).map { "1 \(fingerprint) \($0)" }
  }
}
