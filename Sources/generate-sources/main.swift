// Writes the repository's generated files (`Scripts/regenerate` runs every step in order); the tests
// compare them with what their sources make, and write nothing.
import Foundation
import L10nGenGenerators

let steps = Array(CommandLine.arguments.dropFirst())
let names = Generator.allCases.map(\.rawValue).joined(separator: " ")
guard !steps.isEmpty else {
  FileHandle.standardError.write(Data("usage: generate-sources STEP... (steps, in order: \(names))\n".utf8))
  exit(2)
}
for step in steps {
  guard let generator = Generator(rawValue: step) else {
    FileHandle.standardError.write(Data("error: no step '\(step)' (steps: \(names))\n".utf8))
    exit(2)
  }
  do {
    for file in try generator.files() {
      // Compared byte for byte: `String`'s `==` holds composed and decomposed text equal.
      if (try? Data(contentsOf: file.url)) == Data(file.content.utf8) {
        print("\(file.path) is up to date")
      } else {
        try Data(file.content.utf8).write(to: file.url, options: .atomic)
        print("wrote \(file.path)")
      }
    }
  } catch {
    FileHandle.standardError.write(Data("\(step): \(error)\n".utf8))
    exit(1)
  }
}
