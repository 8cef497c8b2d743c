import Foundation
import PostgresNIO

/// LISTEN on one connection of its own, so waiting workers wake when work is recorded or done
/// (`NOTIFY trellis_work`) instead of asking the database in a loop.
final class PostgresNotifications: @unchecked Sendable {
    static let channel = "trellis_work"
    private let condition = NSCondition()
    private var generation = 0
    private var connection: PostgresConnection?

    /// Waits until a notification arrives or `timeout` passes. Without a listening connection
    /// (it could not be made) it simply waits out the timeout.
    func wait(timeout: TimeInterval, storage: PostgresStorage) {
        condition.lock()
        let seen = generation
        let listening = connection.map { !$0.isClosed } ?? false
        condition.unlock()
        if !listening { listen(storage) }
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        while generation == seen && condition.wait(until: deadline) {}
        condition.unlock()
    }

    private func listen(_ storage: PostgresStorage) {
        guard let connection = try? storage.connect() else { return }
        connection.addListener(channel: Self.channel) { [weak self] _, _ in
            guard let self else { return }
            condition.lock()
            generation += 1
            condition.broadcast()
            condition.unlock()
        }
        do {
            try PostgresSession(connection, logger: storage.logger).execute("LISTEN \(Self.channel)")
        } catch {
            try? connection.close().wait()
            return
        }
        condition.lock()
        let old = self.connection
        self.connection = connection
        condition.unlock()
        try? old?.close().wait()
    }

    deinit { try? connection?.close().wait() }
}
