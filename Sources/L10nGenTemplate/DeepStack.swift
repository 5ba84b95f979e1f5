#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Runs parsing and rendering on a thread with a large stack.
///
/// Both recurse (nested tags, macros calling macros up to `RenderLimits.macroDepth` levels), and
/// the caller may be a secondary thread with a 512 KiB stack. Depth limits turn runaway templates
/// into a TemplateError; this stack makes sure every depth those limits allow fits (measured: the
/// worst case, `RenderLimits.renderNesting` nested tags, needs under 64 MiB in a debug build).
///
/// A POSIX thread rather than Foundation's `Thread`: when the thread cannot be created, this
/// knows it and runs the work on the calling thread instead of waiting forever.
enum DeepStack {
  static let stackSize = 256 << 20

  static func run<Value>(_ work: @escaping () throws -> Value) throws -> Value {
    let outcome = Outcome<Value>()
    guard let started = start(Job { outcome.value = Result { try work() } }) else { return try work() }
    started.wait()
    // pthread_join orders the worker's write before this read.
    return try outcome.value!.get()
  }

  /// Starts `work` on a thread of its own with a large stack, while the caller goes on; nil when no
  /// such thread could be made. The caller must `wait` for it before reading what it wrote.
  static func start(_ work: @escaping () -> Void) -> Started? {
    start(Job(work))
  }

  /// Work running on a thread `start` made.
  final class Started {
    #if canImport(Darwin) || canImport(Glibc)
    /// Never nil once `pthread_create` succeeded (Darwin's type allows it).
    fileprivate let thread: pthread_t?
    fileprivate init(thread: pthread_t?) { self.thread = thread }
    #endif

    private var joined = false

    /// Waits for the work to end; what it wrote is then visible to the caller. Once waited for,
    /// waiting again returns at once.
    func wait() {
      guard !joined else { return }
      joined = true
      #if canImport(Darwin) || canImport(Glibc)
      if let thread { pthread_join(thread, nil) }
      #endif
    }
  }

  private final class Job {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  private final class Outcome<Value> {
    var value: Result<Value, any Error>?
  }

  /// Runs `job` on a new thread; nil when no such thread could be made.
  private static func start(_ job: Job) -> Started? {
    #if canImport(Darwin) || canImport(Glibc)
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, stackSize) == 0 else { return nil }
    let argument = Unmanaged.passRetained(job).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    let entry: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { argument in
      Unmanaged<Job>.fromOpaque(argument).takeRetainedValue().body()
      return nil
    }
    #else
    var thread = pthread_t()
    let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { argument in
      guard let argument else { return nil }
      Unmanaged<Job>.fromOpaque(argument).takeRetainedValue().body()
      return nil
    }
    #endif
    guard pthread_create(&thread, &attributes, entry, argument) == 0 else {
      Unmanaged<Job>.fromOpaque(argument).release()
      return nil
    }
    return Started(thread: thread)
    #else
    return nil
    #endif
  }
}
