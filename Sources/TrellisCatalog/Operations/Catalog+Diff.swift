import Foundation
import TrellisLayout

/// A finding that appeared or disappeared between two catalog revisions.
public struct DiffRow: Sendable, Hashable {
    public enum Change: String, Sendable { case appeared, disappeared }
    public var change: Change
    public var finding: FindingRow
}

/// What `diff` compared and found.
public struct DiffReport: Sendable {
    public var from: Int64
    public var to: Int64
    public var rows: [DiffRow]
}

extension Catalog {
    /// `trellis diff [--from REV] [--to REV] [SELECTION]`: findings keyed by (screen, profile, kind,
    /// views) present in one revision and not the other. Default: the last two catalog revisions
    /// (revision 0 is the empty catalog). Solves what either side is missing.
    public func diff(from: Int64?, to: Int64?, selection: Selection) throws(TrellisError) -> DiffReport {
        let revisions = try store.catalogRevisions().map(\.id)
        guard let last = revisions.last else { throw .usage("the catalog has no revisions yet; register files first") }
        let toRevision = to ?? last
        let fromRevision = from ?? (revisions.last(where: { $0 < toRevision }) ?? 0)
        for revision in [fromRevision, toRevision] where revision != 0 && !revisions.contains(revision) {
            throw .usage("unknown catalog revision \(revision); the catalog has revisions 1…\(last) (trellis list revisions)")
        }
        let profiles = try selection.profiles(try store.deviceRegistry())
        func side(_ revision: Int64) throws(TrellisError) -> Set<Key> {
            guard revision != 0 else { return [] }
            var all = try store.screens(atCatalogRevision: revision)
            if let names = selection.screenNames { all = all.filter { names.contains($0.name) } }
            if let tags = selection.tags { all = all.filter { !Set($0.tags).isDisjoint(with: tags) } }
            return Set(try service.findings(kinds: nil, screens: all, profiles: profiles).map(Key.init))
        }
        let before = try side(fromRevision), after = try side(toRevision)
        let order = Dictionary(profiles.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var rows = after.subtracting(before).map { DiffRow(change: .appeared, finding: $0.row) }
            + before.subtracting(after).map { DiffRow(change: .disappeared, finding: $0.row) }
        rows.sort {
            ($0.finding.screen, order[$0.finding.profile] ?? 0, $0.finding.kind.rawValue, $0.finding.views.joined(separator: ","), $0.change.rawValue)
                < ($1.finding.screen, order[$1.finding.profile] ?? 0, $1.finding.kind.rawValue, $1.finding.views.joined(separator: ","), $1.change.rawValue)
        }
        return DiffReport(from: fromRevision, to: toRevision, rows: rows)
    }

    /// Identity of a finding across revisions: amounts and messages may move without it changing.
    private struct Key: Hashable {
        var screen: String, profile: String, kind: Finding.Kind, views: [String]
        var row: FindingRow
        init(_ row: FindingRow) { screen = row.screen; profile = row.profile; kind = row.kind; views = row.views; self.row = row }
        static func == (a: Key, b: Key) -> Bool { a.screen == b.screen && a.profile == b.profile && a.kind == b.kind && a.views == b.views }
        func hash(into hasher: inout Hasher) { hasher.combine(screen); hasher.combine(profile); hasher.combine(kind); hasher.combine(views) }
    }
}

extension DiffRow {
    /// `{"change", "screen", "profile", "kind", "views", "amount"}`; `change` is `appeared` or `disappeared`.
    public static func rows(_ rows: [DiffRow]) -> Rows {
        let findings = FindingRow.rows(rows.map(\.finding))
        return Rows(keys: ["change"] + findings.keys, rows: zip(rows, findings.rows).map { [.string($0.change.rawValue)] + $1 })
    }
}
