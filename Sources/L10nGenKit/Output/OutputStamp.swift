import Foundation

/// Records on a generated file what it was generated from (an `OutputFingerprint`), in an extended
/// attribute, so that a run which would generate the same file again can stop before parsing.
///
/// The stamp also holds the file's size, modification time and inode as they were when it was
/// stamped: a file edited or replaced since (by an editor, `git checkout`) no longer matches, and
/// is generated and compared as usual. Where the file system keeps no extended attributes nothing
/// is recorded, and every run renders.
enum OutputStamp {
  private static let attributes = FileAttributeKey(rawValue: "NSFileExtendedAttributes")
  private static let name = "user.l10ngen.fingerprint"

  /// Whether the file at `path` was stamped with `fingerprint` and is unchanged since.
  static func holds(_ fingerprint: String, path: String) -> Bool {
    guard let expected = stamp(fingerprint, path: path),
      let stored = (try? FileManager.default.attributesOfItem(atPath: path))?[attributes] as? [String: Data]
    else { return false }
    return stored[name] == Data(expected.utf8)
  }

  /// Stamps the file at `path`, as it is now, with `fingerprint`. Failing to is not an error: the
  /// next run renders and compares.
  static func record(_ fingerprint: String, path: String) {
    guard let stamp = stamp(fingerprint, path: path) else { return }
    try? FileManager.default.setAttributes([attributes: [name: Data(stamp.utf8)]], ofItemAtPath: path)
  }

  private static func stamp(_ fingerprint: String, path: String) -> String? {
    FileIdentity.of(path).map { "1 \(fingerprint) \($0)" }
  }
}
