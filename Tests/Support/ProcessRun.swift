import Foundation

/// What a finished process said: its exit status, and its standard output and error apart.
public struct CommandResult {
  public var status: Int32
  public var stdout: String
  public var stderr: String
}

/// Runs `executable` with `arguments` (in `directory`, with only `environment` when given) to its end.
public func runProcess(
  _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if let directory { process.currentDirectoryURL = directory }
  if let environment { process.environment = environment }
  let out = Pipe()
  let err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  // Both pipes are read at once, before waiting: a child that fills one while the other is being
  // read to its end would block, and the test with it.
  let errors = ReadErrors()
  let errorsRead = DispatchGroup()
  errorsRead.enter()
  DispatchQueue.global().async {
    errors.data = err.fileHandleForReading.readDataToEndOfFile()
    errorsRead.leave()
  }
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  errorsRead.wait()
  let errData = errors.data
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
}

/// Standard error's bytes: written by the reading thread before it leaves the group, read after the wait.
private final class ReadErrors: @unchecked Sendable {
  var data = Data()
}
