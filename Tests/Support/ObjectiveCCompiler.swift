import Foundation

/// Builds Objective-C programs on Linux as the tests of the Objective-C accessors need them: GCC's
/// Objective-C with GNUstep's Foundation (Debian's `gobjc` and `libgnustep-base-dev`, which `.ci/run`
/// installs), flags from `gnustep-config`. A GNUstep tool finds its tables in `Resources/<tool>/`
/// beside it (`resources(of:)`), and reads the languages of `-NSLanguages (de)`.
public enum ObjectiveCCompiler {
  /// Compiles and links `files` into the program at `output`; the status and the compiler's output.
  public static func build(_ files: [String], output: String) throws -> SwiftCompiler.Result {
    let quoted = (files + [output]).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let command =
      "gcc $(gnustep-config --objc-flags) -Wall -Wno-expansion-to-defined \(quoted.dropLast().joined(separator: " ")) -o \(quoted.last!) $(gnustep-config --base-libs)"
    return try SwiftCompiler.run(["sh", "-c", command])
  }

  /// The folder GNUstep's `NSBundle mainBundle` reads a tool's resources from.
  public static func resources(of program: String) -> String {
    URL(fileURLWithPath: program).deletingLastPathComponent().appendingPathComponent("Resources")
      .appendingPathComponent(URL(fileURLWithPath: program).lastPathComponent).path
  }

  /// Whether this machine can build them (`gnustep-config` on the path).
  public static var isAvailable: Bool {
    (try? SwiftCompiler.run(["sh", "-c", "command -v gnustep-config && command -v gcc"]).status) == 0
  }
}
