#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex, for the caches and shared state that several threads use.
///
/// Used instead of the standard library's `Synchronization.Mutex` because ThreadSanitizer sees
/// a pthread mutex's lock and unlock but not `Mutex`'s futex calls on Linux, and reports every
/// access under a `Mutex` as a race (`scripts/sanitize thread` runs the concurrent tests under
/// it in CI). The mutex lives in its own allocation, so it never moves while locked.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock; `body` must not take this lock again.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
