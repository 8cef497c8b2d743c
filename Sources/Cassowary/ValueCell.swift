#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A `Double` behind a mutex, so that `Variable` and `Constraint` can be `Sendable` soundly.
///
/// Why a lock and not `Atomic`: the package deploys to macOS 13, where `Synchronization`
/// is unavailable. Reads and writes are uncontended in practice (one solver, one thread).
final class ValueCell: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var storage: Double

    init(_ value: Double) {
        storage = value
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    var value: Double {
        get {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return storage
        }
        set {
            pthread_mutex_lock(mutex)
            storage = newValue
            pthread_mutex_unlock(mutex)
        }
    }
}
