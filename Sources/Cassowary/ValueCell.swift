import Foundation

/// A `Double` behind a lock (`Atomic` needs macOS 15), so `Variable` and `Constraint` are `Sendable`.
/// Cells share a few locks, by address: a lock each would cost every variable and constraint two allocations.
final class ValueCell: @unchecked Sendable {
    private static let locks = (0..<16).map { _ in NSLock() }
    private var storage: Double
    private var lock: NSLock { Self.locks[(Int(bitPattern: ObjectIdentifier(self)) >> 5) & 15] }

    init(_ value: Double) { storage = value }
    var value: Double {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}
