import Foundation

/// Type-checks generated Swift with the toolchain's `swiftc`, as a user's build would.
public enum SwiftCompiler {
  public struct Result {
    public var status: Int32
    public var output: String
  }

  /// `swiftc -typecheck` over `files` (one module) with extra `flags` (e.g. `-swift-version 6`).
  public static func typeCheck(_ files: [String], flags: [String]) throws -> Result {
    try run(["swiftc", "-typecheck", "-package-name", "Generated"] + flags + files)
  }

  /// `swiftc -typecheck` as on an Apple platform: `#if canImport(Darwin)` selected, Apple's localization
  /// API declared from its documentation (`Tests/AppleSDK/typecheck`), the files checked as they are.
  public static func typeCheckAsApple(_ files: [String], flags: [String]) throws -> Result {
    try run([packageRoot.appendingPathComponent("Tests/AppleSDK/typecheck").path, "-package-name", "Generated"] + flags + files)
  }

  /// The folder of `Package.swift` (searched for upwards from this file).
  private static var packageRoot: URL {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), folder.path != "/" {
      folder.deleteLastPathComponent()
    }
    return folder
  }

  /// Runs a command (found on PATH), returning its status and its output and errors together. With
  /// `environment`, the command gets only those variables (and `PATH`).
  public static func run(_ command: [String], environment: [String: String]? = nil) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = command
    if let environment {
      process.environment = environment.merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]) { own, _ in own }
    }
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: output)
  }
}
