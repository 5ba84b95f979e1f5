import Foundation
import XCTest

/// Runs the built `l10ngen` binary, as a user (or a build system) would.
struct CommandResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

func runL10nGen(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> CommandResult {
  try runProcess(productsDirectory.appendingPathComponent("l10ngen"), arguments, in: directory, environment: environment)
}

/// `swiftc -typecheck` over `files`, one module, as a user's build would compile generated code
/// with the call sites written for it.
func typeCheck(_ files: [String], flags: [String] = []) throws -> CommandResult {
  try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck"] + flags + files)
}

func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> CommandResult {
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

/// Where SwiftPM put the products (the test bundle's folder).
var productsDirectory: URL {
  #if os(macOS)
  for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
    return bundle.bundleURL.deletingLastPathComponent()
  }
  fatalError("couldn't find the products directory")
  #else
  return Bundle.main.bundleURL
  #endif
}

/// A fresh folder per test, removed afterwards.
final class Sandbox {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("l10ngen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  @discardableResult
  func write(_ relativePath: String, _ contents: String) throws -> String {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: file)
    return file.path
  }

  func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }

  func read(_ relativePath: String) -> String? { try? String(contentsOfFile: path(relativePath), encoding: .utf8) }
}

extension Sandbox {
  /// A package as Documentation/Plugins.md writes one: `defaultLocalization: "en"`, the targets
  /// `plugin` applying `L10nGenPlugin` (`.plugin(name:package:)`, PackageDescription's form), the
  /// others not.
  func writePackage(applyingThePluginTo plugin: [String], others: [String] = []) throws {
    let targets =
      plugin.map {
        #"    .target(name: "\#($0)", resources: [.process("Resources")], plugins: [.plugin(name: "L10nGenPlugin", package: "l10ngen")]),"#
      }
      + others.map { #"    .target(name: "\#($0)"),"# }
    try write(
      "Package.swift",
      """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "MyApp", defaultLocalization: "en", dependencies: [.package(path: "../l10ngen")],
        targets: [
      \(targets.joined(separator: "\n"))
        ])

      """)
  }
}
