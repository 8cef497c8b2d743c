import Foundation

/// A `Double` behind a lock, so `Variable` and `Constraint` are soundly `Sendable` (a lock, not
/// `Atomic`: `Synchronization` needs macOS 15, the package deploys to 14).
final class ValueCell: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Double

    init(_ value: Double) { storage = value }
    var value: Double {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
