/// What tells one version of a file from another without reading it: its size, modification time
/// (to the nanosecond), device and inode, as `stat` reports them.
package enum FileIdentity {
  /// `size seconds.nanoseconds device:inode`, or nil when there is no such file.
  package static func of(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    return "\(status.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(status.st_dev):\(status.st_ino)"
  }
}
