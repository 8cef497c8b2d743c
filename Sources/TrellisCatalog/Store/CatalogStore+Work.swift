import Foundation
import TrellisLayout

/// One claimed row of the work queue: a screen revision and its missing profiles.
struct WorkItem: Sendable {
    var id: Int64
    var revisionID: Int64
    var hash: String
    /// In the order the solve asked for them (the engine carries a solver from one to the next).
    var profileKeys: [String]
}

/// A worker as `trellis list workers` shows it.
public struct WorkerInfo: Sendable, Hashable {
    public var id: String
    public var host: String
    public var pid: Int
    public var startedAt: String
    public var seenAt: String
    /// What its current batch is, nil when it waits for work.
    public var workingOn: String?
    public var layoutsDone: Int
}

/// The work queue's SQL (tables of `0006_work_queue`, one row per screen revision since
/// `0007_work_per_screen_revision`): PostgreSQL catalogs only, where `solve` records work and
/// `trellis worker` processes anywhere claim it.
extension CatalogStore {
    /// Records each screen revision's missing profiles as one row of work, once for the same
    /// list, and wakes the workers.
    func enqueue(_ work: [(revision: ScreenRevisionInfo, profiles: [Profile])], engine: String, at date: Date = Date()) throws(TrellisError) {
        let timestamp = Self.timestamp(date)
        try write { db in
            try db.insertRows("""
                INSERT INTO work_items (screen_revision_id, screen_revision_hash, profile_keys, profile_count, profiles_key, engine_version, enqueued_at)
                """, columns: 7, rows: work.map { item in
                let keys = item.profiles.map(\.key)
                return [.integer(item.revision.revisionID), .text(item.revision.hash), .text(JSON.array(keys)), .integer(Int64(keys.count)),
                        .text(Self.profilesKey(keys)), .text(engine), .text(timestamp)]
            }, suffix: "ON CONFLICT DO NOTHING")
            try Self.notifyWorkers(db)
        }
    }

    /// A profile list's identity in the queue's unique key: a single key itself (as the one-profile
    /// rows 0007 made of older work), else the SHA-256 of the keys, since a list of 132 keys is too
    /// long for an index entry.
    static func profilesKey(_ keys: [String]) -> String {
        keys.count == 1 ? keys[0] : SHA256.hex(keys.joined(separator: "\n"))
    }

    /// Layouts of work left for these screen revisions (claimed or not); all of them without hashes.
    public func remainingWork(hashes: [String]? = nil, engine: String) throws(TrellisError) -> Int {
        try read { db in
            // PostgreSQL's SUM of bigint is numeric: cast back to an integer both read alike.
            let count = "SELECT CAST(COALESCE(SUM(profile_count), 0) AS BIGINT) FROM work_items WHERE engine_version = ?"
            guard let hashes else { return Int(try db.int(count, [.text(engine)]) ?? 0) }
            var total: Int64 = 0
            for chunk in Set(hashes).sorted().chunked(900) {
                total += try db.int(count + " AND screen_revision_hash IN (\(placeholders(chunk.count)))",
                                    [.text(engine)] + chunk.map { .text($0) }) ?? 0
            }
            return Int(total)
        }
    }

    /// Claims up to `limit` unclaimed rows (rows other transactions hold are skipped), runs
    /// `body` with them, and deletes them in the same transaction: committed, their results
    /// are stored; aborted (a killed worker's connection), they are claimable again.
    /// Returns nil when nothing was claimable.
    ///
    /// `from` (the hash of the caller's last claim) starts the index scan there: the items
    /// before it are mostly deleted rows the server would step over on every claim. A caller
    /// that finds nothing from there asks again without it.
    func withClaimedWork<T>(engine: String, limit: Int, from: String? = nil,
                            _ body: ([WorkItem], any SQLSession) throws -> T) throws(TrellisError) -> T? {
        try write { db in
            let items = try db.rows("""
                SELECT id, screen_revision_id, screen_revision_hash, profile_keys FROM work_items
                WHERE engine_version = ?\(from == nil ? "" : " AND screen_revision_hash >= ?")
                ORDER BY screen_revision_hash, id LIMIT ? FOR UPDATE SKIP LOCKED
                """, [.text(engine)] + (from.map { [.text($0)] } ?? []) + [.integer(Int64(limit))]).map {
                WorkItem(id: $0.int(0), revisionID: $0.int(1), hash: $0.string(2), profileKeys: JSON.stringArray($0.string(3)))
            }
            guard !items.isEmpty else { return nil }
            let result = try body(items, db)
            for chunk in items.map(\.id).chunked(900) {
                try db.execute("DELETE FROM work_items WHERE id IN (\(placeholders(chunk.count)))", chunk.map { .integer($0) })
            }
            try Self.notifyWorkers(db)
            return result
        }
    }

    /// Wakes waiting workers and solves when the transaction commits.
    private static func notifyWorkers(_ db: any SQLSession) throws {
        try db.execute("NOTIFY \(PostgresNotifications.channel)")
    }

    /// After a solve has drained its work: marks the new results' pages all-visible (warm queries
    /// and the next solve's cache check then read the covering indexes alone instead of fetching
    /// every row) and clears the deleted work rows, without waiting for autovacuum.
    /// `layout_results` is read a row at a time by its key, so it is left to autovacuum, and so
    /// are the statistics: sampling them cost more than the vacuum, and the queries' plans (index
    /// scans on the engine version) do not change without them.
    func tidyAfterSolve() {
        (storage as? PostgresStorage)?.vacuum(["work_items", "layouts", "findings"])
    }

    /// Waits for work to be recorded or finished elsewhere, at most `timeout` seconds.
    func waitForWork(timeout: TimeInterval) {
        if let postgres = storage as? PostgresStorage {
            postgres.waitForNotification(timeout: timeout)
        } else {
            Thread.sleep(forTimeInterval: timeout)
        }
    }

    // MARK: - Who is working

    func updateWorker(_ worker: WorkerInfo) throws(TrellisError) {
        _ = try write { db in
            try db.execute("""
                INSERT INTO workers (id, host, pid, started_at, seen_at, working_on, layouts_done) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(id) DO UPDATE SET seen_at = excluded.seen_at, working_on = excluded.working_on,
                    layouts_done = excluded.layouts_done
                """, [.text(worker.id), .text(worker.host), .integer(Int64(worker.pid)), .text(worker.startedAt), .text(worker.seenAt),
                      SQLValue(worker.workingOn), .integer(Int64(worker.layoutsDone))])
        }
    }

    func removeWorker(id: String) throws(TrellisError) {
        _ = try write { db in try db.execute("DELETE FROM workers WHERE id = ?", [.text(id)]) }
    }

    /// The workers, by id.
    public func workers() throws(TrellisError) -> [WorkerInfo] {
        try read { db in
            try db.rows("SELECT id, host, pid, started_at, seen_at, working_on, layouts_done FROM workers ORDER BY id").map {
                WorkerInfo(id: $0.string(0), host: $0.string(1), pid: Int($0.int(2)), startedAt: $0.string(3), seenAt: $0.string(4),
                           workingOn: $0.optionalString(5), layoutsDone: Int($0.int(6)))
            }
        }
    }
}
