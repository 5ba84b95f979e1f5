/// The file of the executable running now; nil when the system does not say.
package enum RunningExecutable {
  package static let path: String? = {
    #if os(Linux)
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
    return Bundle.main.executablePath
    #endif
  }()
}
