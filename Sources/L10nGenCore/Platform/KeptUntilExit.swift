/// What a command's last work keeps until its process exits, instead of freeing it: freeing a large
/// table, its names and its context piece by piece is about 4% of generating 20,000 keys (callgrind),
/// and the exit gives all of a process's memory back at once. Compilers do the same (clang's driver
/// runs its compiler with `-disable-free`).
///
/// Only for what is made last before the process ends: anywhere else this is a leak.
package enum KeptUntilExit {
  package static func keep(_ value: some Sendable) {
    _ = Unmanaged.passRetained(Box(value))
  }

  private final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }
}
