import Foundation

/// A `Double` behind a lock (`Atomic` needs macOS 15), so `Variable` and `Constraint` are `Sendable`.
final class ValueCell: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: Double

    init(_ value: Double) { storage = value }
    var value: Double { get { lock.withLock { storage } } set { lock.withLock { storage = newValue } } }
}
