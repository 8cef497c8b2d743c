import Foundation
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
    static func profileIDs(_ profiles: [Profile], _ db: any SQLSession) throws -> [String: Int64] {
        var unique: [String: Profile] = [:]
        for profile in profiles { unique[profile.key] = profile }
        let keys = unique.keys.sorted()
        var ids = try existingProfileIDs(keys, db)
        let missing = keys.filter { ids[$0] == nil }
        guard !missing.isEmpty else { return ids }
        try db.insertRows("INSERT INTO profiles (key, device, orientation, text_size, text_size_rank, keyboard, rtl)", columns: 7,
                          rows: missing.map { key in
            let profile = unique[key]!
            return [.text(key), .text(profile.device.id), .text(profile.orientation.rawValue), .text(profile.textSize.shortName),
                    .integer(Int64(profile.textSize.rawValue)), SQLValue(profile.keyboard), SQLValue(profile.rtl)]
        }, suffix: "ON CONFLICT(key) DO NOTHING")
        for (key, id) in try existingProfileIDs(missing, db) { ids[key] = id }
        return ids
    }

    /// Profile ids of keys already known (unknown keys are simply absent).
    static func existingProfileIDs(_ keys: [String], _ db: any SQLSession) throws -> [String: Int64] {
        var ids: [String: Int64] = [:]
        for chunk in keys.chunked(900) {
            for row in try db.rows("SELECT key, id FROM profiles WHERE key IN (\(placeholders(chunk.count)))", chunk.map { .text($0) }) {
                ids[row.string(0)] = row.int(1)
            }
        }
        return ids
    }

    func existingProfileIDs(_ keys: [String]) throws(TrellisError) -> [String: Int64] {
        try read { db in try Self.existingProfileIDs(keys, db) }
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
                var counted: [String: Int64] = [:]
                for row in try db.rows("""
                    SELECT screen_revision_hash, COUNT(*) FROM layouts
                    WHERE engine_version = ? AND profile_id IN (\(profileList))
                      AND screen_revision_hash IN (\(placeholders(chunk.count)))
                    GROUP BY screen_revision_hash
                    """, [.text(engine)] + chunk.map { .text($0) }) {
                    counted[row.string(0)] = row.int(1)
                }
                for hash in chunk {
                    if counted[hash] == Int64(wanted.count) { result[hash] = wanted } else if counted[hash] != nil { incomplete.append(hash) }
                }
            }
            for hash in incomplete {
                let ids = try db.rows("""
                    SELECT profile_id FROM layouts WHERE engine_version = ? AND screen_revision_hash = ? AND profile_id IN (\(profileList))
                    """, [.text(engine), .text(hash)]).map { $0.int(0) }
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
            try db.each("SELECT screen_revision_hash FROM solved_selections WHERE selection_hash = ? AND engine_version = ?",
                        [.text(selectionHash), .text(engine)]) { row in
                let hash = row.string(0)
                if wanted.contains(hash) { solved.insert(hash) }
            }
            return solved
        }
    }

    /// Records that these screen revisions are solved for the whole selection.
    func markSolved(_ selectionHash: String, engine: String, hashes: [String]) throws(TrellisError) {
        try write { db in
            try db.insertRows("INSERT INTO solved_selections (selection_hash, engine_version, screen_revision_hash)", columns: 3,
                              rows: Set(hashes).sorted().map { [.text(selectionHash), .text(engine), .text($0)] },
                              suffix: "ON CONFLICT DO NOTHING")
        }
    }

    /// Stores solved layouts in one transaction. A layout another process stored meanwhile is kept.
    func store(_ results: [(hash: String, profile: Profile, result: LayoutResult)], engine: String, at date: Date = Date()) throws(TrellisError) {
        guard !results.isEmpty else { return }
        try write { db in try Self.store(results, engine: engine, at: date, db) }
    }

    /// Stores solved layouts inside the caller's transaction; each (screen revision hash,
    /// profile, engine version) once: the table's unique key keeps the first.
    static func store(_ results: [(hash: String, profile: Profile, result: LayoutResult)], engine: String, at date: Date,
                      _ db: any SQLSession) throws {
        let timestamp = Self.timestamp(date)
        let ids = try profileIDs(results.map(\.profile), db)
        struct Key: Hashable { var hash: String; var profileID: Int64 }
        var layoutIDs: [Key: Int64] = [:]
        try db.insertRows("INSERT INTO layouts (screen_revision_hash, profile_id, engine_version, scrolls, finding_count, solved_at)",
                          columns: 6, rows: results.map { item in
            [.text(item.hash), .integer(ids[item.profile.key]!), .text(engine), SQLValue(item.result.scrolls),
             .integer(Int64(item.result.findings.count)), .text(timestamp)]
        }, suffix: "ON CONFLICT DO NOTHING RETURNING id, screen_revision_hash, profile_id") { row in
            layoutIDs[Key(hash: row.string(1), profileID: row.int(2))] = row.int(0)
        }
        var resultRows: [[SQLValue]] = [], findingRows: [[SQLValue]] = []
        for item in results {
            let profileID = ids[item.profile.key]!
            // Absent: stored by another process meanwhile, or twice in this batch.
            guard let layoutID = layoutIDs.removeValue(forKey: Key(hash: item.hash, profileID: profileID)) else { continue }
            resultRows.append([.integer(layoutID), .text(framesJSON(item.result)), .text(scrollViewsJSON(item.result))])
            for finding in item.result.findings {
                findingRows.append([.integer(layoutID), .text(item.hash), .integer(profileID), .text(engine), .text(finding.kind.rawValue),
                                    .text(JSON.array(finding.views)), SQLValue(finding.amount), .text(finding.message)])
            }
        }
        try db.insertRows("INSERT INTO layout_results (layout_id, frames, scroll_views)", columns: 3, rows: resultRows)
        try db.insertRows("""
            INSERT INTO findings (layout_id, screen_revision_hash, profile_id, engine_version, kind, views, amount, message)
            """, columns: 8, rows: findingRows)
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
        // Each row's profile and screens with their places in the answer, found with one lookup each.
        let profileOrder = Dictionary(keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        let profileByID = Dictionary(uniqueKeysWithValues: profileIDs.map { ($0.value, (key: $0.key, order: profileOrder[$0.key] ?? 0)) })
        let screenOrder = Dictionary(screens.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var namesByHash: [String: [(name: String, order: Int)]] = [:]
        for screen in screens { namesByHash[screen.hash, default: []].append((screen.name, screenOrder[screen.name] ?? 0)) }
        let kindFilter = " AND f.kind IN (" + (kinds ?? Finding.Kind.allCases).map { "'\($0.rawValue)'" }.joined(separator: ",") + ")"
        let profileList = profileIDs.values.sorted().map(String.init).joined(separator: ",")

        var rows: [FindingRow] = []
        // Sort keys: screen order, then profile order, then the row's position (index scan order:
        // layout, then finding), packed into one integer so sorting moves integers, not rows.
        var sortKeys: [UInt64] = []
        var parsedViews: [String: [String]] = [:]
        // Few screens: let the index narrow by hash too; many: read the kind × profiles slice and
        // keep the selected screens' rows.
        let hashLists: [[String]?] = screens.count <= 200 ? Array(namesByHash.keys).sorted().chunked(200).map { Array($0) } : [nil]
        // SQLite returns the covering index's order. PostgreSQL is not asked to sort (that costs
        // more than the query); its rows are put in the same order below, by their ids.
        let onPostgres = storage is PostgresStorage
        var ids: [Int64] = [], viewsTexts: [String] = []
        try read { db in
            for hashes in hashLists {
                let hashFilter = hashes.map { " AND f.screen_revision_hash IN (" + placeholders($0.count) + ")" } ?? ""
                try db.each("""
                    SELECT f.screen_revision_hash, f.profile_id, f.kind, f.views, f.amount, f.id\(messages ? ", f.message" : "") FROM findings f
                    WHERE f.engine_version = ? AND f.profile_id IN (\(profileList))\(kindFilter)\(hashFilter)
                    """, [.text(engine)] + (hashes ?? []).map { .text($0) }) { row in
                    guard let profile = profileByID[row.int(1)], let kind = Finding.Kind(rawValue: row.string(2)) else { return }
                    let names = namesByHash[row.string(0)] ?? []
                    guard !names.isEmpty else { return }
                    // Few distinct view lists repeat across thousands of rows: parse each once.
                    let viewsText = row.string(3)
                    let views: [String]
                    if let parsed = parsedViews[viewsText] { views = parsed } else {
                        views = JSON.stringArray(viewsText)
                        parsedViews[viewsText] = views
                    }
                    let amount = row.double(4)
                    let message = messages ? row.string(6) : ""
                    for screen in names {
                        sortKeys.append(UInt64(screen.order) << 44 | UInt64(profile.order) << 28 | UInt64(rows.count))
                        rows.append(FindingRow(screen: screen.name, profile: profile.key, kind: kind, views: views, amount: amount, message: message))
                        if onPostgres {
                            ids.append(row.int(5))
                            viewsTexts.append(viewsText)
                        }
                    }
                }
            }
        }
        if onPostgres {
            // Within one screen × profile: kind, amount (none first), views, id — SQLite's index order.
            sortKeys.sort { a, b in
                guard a >> 28 == b >> 28 else { return a < b }
                let x = Int(a & 0xFFF_FFFF), y = Int(b & 0xFFF_FFFF)
                if rows[x].kind != rows[y].kind { return rows[x].kind.rawValue.utf8.lexicographicallyPrecedes(rows[y].kind.rawValue.utf8) }
                if rows[x].amount != rows[y].amount {
                    guard let first = rows[x].amount else { return true }
                    guard let second = rows[y].amount else { return false }
                    return first < second
                }
                if viewsTexts[x] != viewsTexts[y] { return viewsTexts[x].utf8.lexicographicallyPrecedes(viewsTexts[y].utf8) }
                return ids[x] < ids[y]
            }
        } else {
            sortKeys.sort()
        }
        return sortKeys.map { rows[Int($0 & 0xFFF_FFFF)] }
    }

    /// A cached layout, or nil when it was not solved at this engine version.
    func layout(screen: ScreenRevisionInfo, profile: Profile, engine: String) throws(TrellisError) -> LayoutResult? {
        try read { db in
            guard let row = try db.rows("""
                SELECT l.id, r.frames, r.scroll_views FROM layouts l JOIN profiles p ON p.id = l.profile_id
                JOIN layout_results r ON r.layout_id = l.id
                WHERE l.screen_revision_hash = ? AND p.key = ? AND l.engine_version = ?
                """, [.text(screen.hash), .text(profile.key), .text(engine)]).first else { return nil }
            let frames = try JSON.decode([String: Frame].self, from: row.string(1))
            let scrollViews = try JSON.decode([String: ScrollViewResult].self, from: row.string(2))
            let findings = try db.rows("SELECT kind, views, amount, message FROM findings WHERE layout_id = ? ORDER BY id",
                                       [.integer(row.int(0))]).compactMap { row -> Finding? in
                guard let kind = Finding.Kind(rawValue: row.string(0)) else { return nil }
                return Finding(kind: kind, views: JSON.stringArray(row.string(1)), amount: row.double(2), message: row.string(3))
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
