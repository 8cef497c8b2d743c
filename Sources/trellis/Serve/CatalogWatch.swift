import Foundation
import TrellisCatalog

/// Notices new catalog revisions, whoever made them (this server, or `trellis register` in
/// another process writing the same file), and tells every open live page.
///
/// One poll of the newest revision number every 300 ms, shared by all listeners and running
/// only while someone listens: a cheap read, and changes reach pages well within a second.
final class CatalogWatch: @unchecked Sendable {
    enum Event: Sendable {
        /// The newest catalog revision (nil: none yet), sent on listening and on every change.
        case revision(Int64?)
        /// Nothing changed for a while: a comment keeps proxies open and shows a dead client.
        case heartbeat
    }

    static let pollInterval: Duration = .milliseconds(300)
    static let heartbeatEvery = 50   // polls, about 15 s

    private let catalog: Catalog
    private let lock = NSLock()
    private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]
    /// The last revision seen; nil until the first poll.
    private var latest: Int64??
    private var polling = false

    init(catalog: Catalog) { self.catalog = catalog }

    /// A stream of events until `stop(id)`; the first is the current revision.
    func listen() -> (id: UUID, events: AsyncStream<Event>) {
        let id = UUID()
        let (events, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(4))
        let startPolling = lock.withLock { () -> Bool in
            listeners[id] = continuation
            if let latest { continuation.yield(.revision(latest)) }
            defer { polling = true }
            return !polling
        }
        if startPolling { Task { await poll() } }
        return (id, events)
    }

    func stop(_ id: UUID) {
        lock.withLock { listeners.removeValue(forKey: id) }?.finish()
    }

    private func poll() async {
        var quiet = 0
        while true {
            var revision: Int64??   // nil: unreadable this time (a writer holds the file), try again
            do { revision = .some(try await onWorkerThread { () throws(TrellisError) in try self.catalog.latestRevision() }) } catch {}
            quiet += 1
            let keepGoing = lock.withLock { () -> Bool in
                guard !listeners.isEmpty else { polling = false; latest = nil; return false }
                if let revision, latest != .some(revision) {
                    latest = .some(revision)
                    quiet = 0
                    for listener in listeners.values { listener.yield(.revision(revision)) }
                } else if quiet >= Self.heartbeatEvery {
                    quiet = 0
                    for listener in listeners.values { listener.yield(.heartbeat) }
                }
                return true
            }
            guard keepGoing else { return }
            try? await Task.sleep(for: Self.pollInterval)
        }
    }
}
