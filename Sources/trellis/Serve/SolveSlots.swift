import Foundation
import Hummingbird

/// At most one `POST /solve` at a time per caller (token, or address without tokens): a solve
/// already keeps every core busy, so a caller queueing more only delays the others'. A second
/// one gets 429 at once instead of waiting, so its client knows to retry.
final class SolveSlots: @unchecked Sendable {
    static let perCaller = 1
    private let lock = NSLock()
    private var running: [String: Int] = [:]

    func withSlot<T>(for caller: String, _ body: () async throws -> T) async throws -> T {
        let taken = lock.withLock {
            guard running[caller, default: 0] < Self.perCaller else { return false }
            running[caller, default: 0] += 1
            return true
        }
        guard taken else {
            throw HTTPError(.tooManyRequests, headers: [.retryAfter: "1"],
                            message: "this caller already has \(Self.perCaller) solve running; retry when it has finished")
        }
        defer { lock.withLock { running[caller]! -= 1; if running[caller] == 0 { running[caller] = nil } } }
        return try await body()
    }
}
