import Foundation
import GRDB
import TrellisLayout

/// One finding of one cached layout, as the queries return it.
public struct FindingRow: Sendable, Hashable {
    public var screen: String
    public var profile: String
    public var kind: Finding.Kind
    public var views: [String]
    public var amount: Double?
    public var message: String

    public init(screen: String, profile: String, kind: Finding.Kind, views: [String], amount: Double?, message: String) {
        self.screen = screen
        self.profile = profile
        self.kind = kind
        self.views = views
        self.amount = amount
        self.message = message
    }
}

extension CatalogStore {
    /// Profile ids for these keys, inserting rows for keys not seen before (inside a write).
    static func profileIDs(_ profiles: [Profile], _ db: Database) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for profile in profiles {
            let key = profile.key
            if ids[key] != nil { continue }
            try db.execute(sql: """
                INSERT INTO profiles (key, device, orientation, text_size, text_size_rank, keyboard, rtl)
                VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key) DO NOTHING
                """, arguments: [key, profile.device.id, profile.orientation.rawValue, profile.textSize.shortName,
                                 profile.textSize.rawValue, profile.keyboard, profile.rtl])
            ids[key] = try Int64.fetchOne(db, sql: "SELECT id FROM profiles WHERE key = ?", arguments: [key])!
        }
        return ids
    }

    /// Profile ids of keys already known (a read: unknown keys are simply absent).
    func existingProfileIDs(_ keys: [String]) throws(TrellisError) -> [String: Int64] {
        try read { db in
            var ids: [String: Int64] = [:]
            for chunk in keys.chunked(900) {
                for row in try Row.fetchAll(db, sql: "SELECT key, id FROM profiles WHERE key IN (\(chunk.map { _ in "?" }.joined(separator: ",")))",
                                            arguments: StatementArguments(Array(chunk))) {
                    ids[row[0]] = row[1]
                }
            }
            return ids
        }
    }

    /// For each screen revision hash, the profile ids already solved at this engine version
    /// among `profileIDs`.
    func cachedProfiles(hashes: [String], profileIDs: [Int64], engine: String) throws(TrellisError) -> [String: Set<Int64>] {
        guard !hashes.isEmpty, !profileIDs.isEmpty else { return [:] }
        let wanted = Set(profileIDs)
        return try read { db in
            var result: [String: Set<Int64>] = [:]
            let profileList = profileIDs.map(String.init).joined(separator: ",")
            var incomplete: [String] = []
            // Counting first keeps the warm path (everything cached) to one index scan.
            for chunk in Array(Set(hashes)).chunked(900) {
                var counted: [String: Int] = [:]
                for row in try Row.fetchAll(db, sql: """
                    SELECT screen_revision_hash, COUNT(*) FROM layouts
                    WHERE engine_version = ? AND profile_id IN (\(profileList))
                      AND screen_revision_hash IN (\(chunk.map { _ in "?" }.joined(separator: ",")))
                    GROUP BY screen_revision_hash
                    """, arguments: StatementArguments([engine] + Array(chunk))) {
                    counted[row[0]] = row[1]
                }
                for hash in chunk {
                    if counted[hash] == wanted.count { result[hash] = wanted } else if counted[hash] != nil { incomplete.append(hash) }
                }
            }
            for hash in incomplete {
                let ids = try Int64.fetchAll(db, sql: """
                    SELECT profile_id FROM layouts WHERE engine_version = ? AND screen_revision_hash = ? AND profile_id IN (\(profileList))
                    """, arguments: [engine, hash])
                result[hash] = Set(ids)
            }
            return result
        }
    }

    /// Which of these screen revision hashes are solved for the whole selection `selectionHash`.
    func solvedSelection(_ selectionHash: String, engine: String, hashes: [String]) throws(TrellisError) -> Set<String> {
        guard !hashes.isEmpty else { return [] }
        let wanted = Set(hashes)
        return try read { db in
            var solved: Set<String> = []
            let cursor = try String.fetchCursor(db, sql: """
                SELECT screen_revision_hash FROM solved_selections WHERE selection_hash = ? AND engine_version = ?
                """, arguments: [selectionHash, engine])
            while let hash = try cursor.next() {
                if wanted.contains(hash) { solved.insert(hash) }
            }
            return solved
        }
    }

    /// Records that these screen revisions are solved for the whole selection.
    func markSolved(_ selectionHash: String, engine: String, hashes: [String]) throws(TrellisError) {
        try write { db in
            let statement = try db.cachedStatement(sql: """
                INSERT INTO solved_selections (selection_hash, engine_version, screen_revision_hash) VALUES (?, ?, ?) ON CONFLICT DO NOTHING
                """)
            for hash in Set(hashes) { try statement.execute(arguments: [selectionHash, engine, hash]) }
        }
    }

    /// Stores solved layouts in one transaction. A layout another process stored meanwhile is kept.
    func store(_ results: [(hash: String, profile: Profile, result: LayoutResult)], engine: String, at date: Date = Date()) throws(TrellisError) {
        guard !results.isEmpty else { return }
        let timestamp = Self.timestamp(date)
        try write { db in
            let ids = try Self.profileIDs(results.map(\.profile), db)
            let insertLayout = try db.cachedStatement(sql: """
                INSERT INTO layouts (screen_revision_hash, profile_id, engine_version, scrolls, finding_count, solved_at)
                VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                """)
            let insertResult = try db.cachedStatement(sql: "INSERT INTO layout_results (layout_id, frames, scroll_views) VALUES (?, ?, ?)")
            let insertFinding = try db.cachedStatement(sql: """
                INSERT INTO findings (layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for item in results {
                let profileID = ids[item.profile.key]!
                try insertLayout.execute(arguments: [item.hash, profileID, engine, item.result.scrolls,
                                                     item.result.findings.count, timestamp])
                guard db.changesCount > 0 else { continue }
                let layoutID = db.lastInsertedRowID
                try insertResult.execute(arguments: [layoutID, Self.framesJSON(item.result), Self.scrollViewsJSON(item.result)])
                for finding in item.result.findings {
                    try insertFinding.execute(arguments: [layoutID, item.hash, profileID, engine, finding.kind.rawValue, JSON.array(finding.views),
                                                          finding.amount, finding.message])
                }
            }
        }
    }

    /// Findings of these kinds for these screen revisions × profiles at this engine version, in
    /// screen order then profile order.
    ///
    /// Without `messages` the rows' messages are empty (queries print none; reading them is a
    /// third of a large query's time).
    func findings(kinds: [Finding.Kind]?, screens: [ScreenRevisionInfo], profiles: [Profile], engine: String,
                  messages: Bool = true) throws(TrellisError) -> [FindingRow] {
        let keys = profiles.map(\.key)
        let profileIDs = try existingProfileIDs(keys)
        guard !profileIDs.isEmpty, !screens.isEmpty else { return [] }
        let keyByID = Dictionary(uniqueKeysWithValues: profileIDs.map { ($0.value, $0.key) })
        let profileOrder = Dictionary(keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var namesByHash: [String: [String]] = [:]
        for screen in screens { namesByHash[screen.hash, default: []].append(screen.name) }
        let screenOrder = Dictionary(screens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let kindFilter = " AND f.kind IN (" + (kinds ?? Finding.Kind.allCases).map { "'\($0.rawValue)'" }.joined(separator: ",") + ")"
        let profileList = profileIDs.values.map(String.init).joined(separator: ",")

        var rows: [FindingRow] = []
        // Sort keys: screen order, then profile order, then the row's position (index scan order:
        // layout, then finding), packed into one integer so sorting moves integers, not rows.
        var sortKeys: [UInt64] = []
        // Few screens: let the index narrow by hash too; many: read the kind × profiles slice and
        // keep the selected screens' rows.
        let hashLists: [[String]?] = screens.count <= 200 ? Array(namesByHash.keys).chunked(200).map { Array($0) } : [nil]
        try read { db in
            for hashes in hashLists {
                let hashFilter = hashes.map { " AND f.screen_revision_hash IN (" + $0.map { _ in "?" }.joined(separator: ",") + ")" } ?? ""
                let cursor = try Row.fetchCursor(db, sql: """
                    SELECT f.screen_revision_hash, f.profile_id, f.kind, f.views, f.amount\(messages ? ", f.message" : "") FROM findings f
                    WHERE f.engine_version = ? AND f.profile_id IN (\(profileList))\(kindFilter)\(hashFilter)
                    """, arguments: StatementArguments([engine] + (hashes ?? [])))
                while let row = try cursor.next() {
                    let hash: String = row[0]
                    let profileID: Int64 = row[1]
                    guard let key = keyByID[profileID], let kind = Finding.Kind(rawValue: row[2]) else { continue }
                    let views = JSON.stringArray(row[3])
                    let amount: Double? = row[4]
                    let message: String = messages ? row[5] : ""
                    for name in namesByHash[hash] ?? [] {
                        let order = UInt64(screenOrder[name] ?? 0) << 44 | UInt64(profileOrder[key] ?? 0) << 28 | UInt64(rows.count)
                        sortKeys.append(order)
                        rows.append(FindingRow(screen: name, profile: key, kind: kind, views: views, amount: amount, message: message))
                    }
                }
            }
        }
        sortKeys.sort()
        return sortKeys.map { rows[Int($0 & 0xFFF_FFFF)] }
    }

    /// A cached layout, or nil when it was not solved at this engine version.
    func layout(screen: ScreenRevisionInfo, profile: Profile, engine: String) throws(TrellisError) -> LayoutResult? {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT l.id, r.frames, r.scroll_views FROM layouts l JOIN profiles p ON p.id = l.profile_id
                JOIN layout_results r ON r.layout_id = l.id
                WHERE l.screen_revision_hash = ? AND p.key = ? AND l.engine_version = ?
                """, arguments: [screen.hash, profile.key, engine]) else { return nil }
            let layoutID: Int64 = row[0]
            let frames = try JSON.decode([String: Frame].self, from: row[1])
            let scrollViews = try JSON.decode([String: ScrollViewResult].self, from: row[2])
            let findings = try Row.fetchAll(db, sql: "SELECT kind, views, amount, message FROM findings WHERE layout_id = ? ORDER BY id",
                                            arguments: [layoutID]).compactMap { row -> Finding? in
                guard let kind = Finding.Kind(rawValue: row[0]) else { return nil }
                return Finding(kind: kind, views: JSON.stringArray(row[1]), amount: row[2], message: row[3])
            }
            return LayoutResult(screen: screen.name, profile: profile.key, engine: engine, frames: frames,
                                scrollViews: scrollViews, findings: findings)
        }
    }

    /// `{"view":{"x":…,"y":…,"width":…,"height":…},…}`, written by hand: JSONEncoder would be the
    /// slowest step of a cold solve.
    static func framesJSON(_ result: LayoutResult) -> String {
        var out = "{"
        for (index, id) in result.frames.keys.sorted().enumerated() {
            let frame = result.frames[id]!
            if index > 0 { out += "," }
            JSON.quote(id, into: &out)
            out += ":{\"x\":\(JSON.number(frame.x)),\"y\":\(JSON.number(frame.y)),\"width\":\(JSON.number(frame.width)),\"height\":\(JSON.number(frame.height))}"
        }
        return out + "}"
    }

    static func scrollViewsJSON(_ result: LayoutResult) -> String {
        var out = "{"
        for (index, id) in result.scrollViews.keys.sorted().enumerated() {
            let scroll = result.scrollViews[id]!
            if index > 0 { out += "," }
            JSON.quote(id, into: &out)
            out += ":{\"contentWidth\":\(JSON.number(scroll.contentWidth)),\"contentHeight\":\(JSON.number(scroll.contentHeight))"
                + ",\"visibleWidth\":\(JSON.number(scroll.visibleWidth)),\"visibleHeight\":\(JSON.number(scroll.visibleHeight))"
                + ",\"scrollsVertically\":\(scroll.scrollsVertically),\"scrollsHorizontally\":\(scroll.scrollsHorizontally)}"
        }
        return out + "}"
    }
}
