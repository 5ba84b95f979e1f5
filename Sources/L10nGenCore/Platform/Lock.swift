/// A mutual-exclusion lock over pthreads (Foundation's essentials have no `NSLock`, and the
/// standard library's `Mutex` needs newer systems than the package builds for).
package final class Lock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  package init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  package func lock() {
    pthread_mutex_lock(mutex)
  }

  package func unlock() {
    pthread_mutex_unlock(mutex)
  }
}
