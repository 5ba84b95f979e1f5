import Foundation

/// Runs parsing and rendering on a thread with a large stack.
///
/// Both recurse (nested tags, macros calling macros up to `RenderLimits.macroDepth` levels), and
/// the caller may be a secondary thread with a 512 KiB stack. Depth limits turn runaway templates
/// into a TemplateError; this stack makes sure every depth those limits allow fits.
enum DeepStack {
  static let stackSize = 512 << 20

  static func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) throws -> Result {
    let box = ResultBox<Result>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.result = Swift.Result { try work() }
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    // The semaphore orders the worker's write before this read.
    return try box.result!.get()
  }
}

private final class ResultBox<Value>: @unchecked Sendable {
  var result: Result<Value, any Error>?
}
