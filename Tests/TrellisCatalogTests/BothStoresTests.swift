import Foundation
import Testing
import TrellisLayout
@testable import TrellisCatalog

/// The catalog's behaviour, once per store: the same calls, the same answers on SQLite and on
/// PostgreSQL.
@Suite("Both stores")
struct BothStoresTests {
    /// register → solve → query, threshold, diff, check and export, as one transcript of every
    /// answer, so two stores can be compared answer by answer.
    static func transcript(_ kind: StoreKind) throws -> [String] {
        let fresh = try FreshCatalog(kind)
        let catalog = try Catalog(path: fresh.location, jobs: 2)
        let day = Date(timeIntervalSince1970: 1_790_000_000)
        var lines: [String] = []
        let first = try catalog.store.register(ExampleCatalog.files, at: day)
        #expect(first.catalogRevision == 1)
        #expect(try catalog.store.register(ExampleCatalog.files, at: day).catalogRevision == nil, "unchanged files make no revision")
        let selection = try Selection(device: "iphone-se,iphone-16-pro-max")
        let solved = try catalog.solve(selection)
        #expect(solved.computed == solved.layouts && solved.cached == 0)
        let again = try catalog.solve(selection)
        #expect(again.computed == 0 && again.cached == solved.layouts, "a second solve takes everything from the cache")
        lines.append(try catalog.listScreens().json.serialized())
        lines.append(try catalog.listComponents().json.serialized())
        lines.append(FindingRow.rows(try catalog.query(nil, selection: selection, messages: true), withMessage: true).json.serialized())
        lines.append(ThresholdRow.rows(try catalog.threshold(screen: "EmailLogin", selection: selection)).json.serialized())

        // A changed component: a second revision, and the findings that moved with it.
        let edited = ExampleCatalog.components.map { SourceFile(path: $0.path, text: $0.text.replacingOccurrences(of: "spacing: 8", with: "spacing: 40")) }
        let second = try catalog.store.register(edited, at: day.addingTimeInterval(60))
        #expect(second.catalogRevision == 2 && !second.screensChanged.isEmpty)
        let diff = try catalog.diff(from: nil, to: nil, selection: selection)
        #expect(diff.from == 1 && diff.to == 2)
        lines.append(DiffRow.rows(diff.rows).json.serialized())
        let check = try catalog.check(failOn: [.scrolls, .clippedText], selection: selection)
        #expect(check.failed)
        lines.append(FindingRow.rows(check.failures).json.serialized())
        lines.append(try catalog.listRevisions().json.serialized())
        let layout = try catalog.layout(screen: "EmailLogin", profile: "iphone-se/portrait/AX3")
        lines.append(layout.json.serialized())
        return lines
    }

    @Test("register → solve → query, threshold, diff, check, export", arguments: StoreKind.allCases)
    func roundTrip(kind: StoreKind) throws {
        let lines = try Self.transcript(kind)
        #expect(lines.count == 8)
        #expect(lines[2].contains("\"scrolls\""), "the examples scroll somewhere on the small phone")
    }

    @Test("SQLite and PostgreSQL give the same answers for the same registrations")
    func sameAnswers() throws {
        let sqlite = try Self.transcript(.sqlite), postgres = try Self.transcript(.postgres)
        #expect(sqlite.count == postgres.count)
        for (index, (a, b)) in zip(sqlite, postgres).enumerated() {
            #expect(a == b, "answer \(index) differs")
        }
    }

    @Test("eight registers at once lose nothing and fail on no lock", arguments: StoreKind.allCases)
    func concurrentRegisters(kind: StoreKind) throws {
        let fresh = try FreshCatalog(kind)
        let location = fresh.location
        _ = try CatalogStore(path: location)
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            do {
                let store = try CatalogStore(path: location)
                let files = (0..<20).map { Files.screen("W\(writer)_\($0)") }
                _ = try store.register(files)
            } catch {
                failures.add("\(error)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
        let store = try CatalogStore(path: fresh.location)
        #expect(try store.currentScreens().count == 160)
        #expect(try store.catalogRevisions().map(\.id) == Array(1...8))
    }

    @Test("a custom device that changes loses its layouts with their results and findings, and nothing else does",
          arguments: StoreKind.allCases)
    func changedDeviceForgetsItsLayouts(kind: StoreKind) throws {
        let fresh = try FreshCatalog(kind)
        let catalog = try Catalog(path: fresh.location, jobs: 2)
        let device = { (height: Int) in SourceFile(path: "kiosk.yaml", text: """
            device: kiosk-10
            name: Store kiosk
            portrait: {width: 320, height: \(height), safeArea: {top: 24, bottom: 20}}

            """) }
        _ = try catalog.store.register(ExampleCatalog.files + [device(480)])
        let selection = try Selection(device: "kiosk-10,iphone-se")
        #expect(try catalog.solve(selection).computed > 0)
        /// Rows of each result table for the kiosk and for the others, and rows whose layout is gone.
        func counts() throws -> [Int64] {
            try catalog.store.read { db in
                let kiosk = "(SELECT id FROM profiles WHERE device = 'kiosk-10')"
                return try [
                    "SELECT COUNT(*) FROM layouts WHERE profile_id IN \(kiosk)",
                    "SELECT COUNT(*) FROM layout_results r JOIN layouts l ON l.id = r.layout_id WHERE l.profile_id IN \(kiosk)",
                    "SELECT COUNT(*) FROM findings WHERE profile_id IN \(kiosk)",
                    "SELECT COUNT(*) FROM layouts WHERE profile_id NOT IN \(kiosk)",
                    "SELECT COUNT(*) FROM findings WHERE profile_id NOT IN \(kiosk)",
                    "SELECT COUNT(*) FROM layout_results r LEFT JOIN layouts l ON l.id = r.layout_id WHERE l.id IS NULL",
                    "SELECT COUNT(*) FROM findings f LEFT JOIN layouts l ON l.id = f.layout_id WHERE l.id IS NULL",
                ].map { try db.int($0) ?? -1 }
            }
        }
        let before = try counts()
        #expect(before[0] > 0 && before[1] == before[0] && before[2] > 0, "the small kiosk's layouts have findings: \(before)")
        _ = try catalog.store.register([device(560)])
        #expect(try counts() == [0, 0, 0, before[3], before[4], 0, 0])
    }

    @Test("a solve on PostgreSQL goes through the work queue and leaves it empty; each layout is stored once")
    func queueDrains() throws {
        let fresh = try FreshCatalog(.postgres)
        let catalog = try Catalog(path: fresh.location, solver: CountingSolver(), jobs: 3)
        _ = try catalog.store.register((0..<12).map { Files.screen("Q\($0)") })
        let summary = try catalog.solve(try Selection(device: "iphone-se"))
        #expect(summary.computed == 12 * 12)
        #expect(try catalog.store.remainingWork(engine: "test-1") == 0)
        let (layouts, distinct) = try catalog.store.read { db in
            (try db.int("SELECT COUNT(*) FROM layouts"), try db.int("SELECT COUNT(DISTINCT screen_revision_hash || profile_id) FROM layouts"))
        }
        #expect(layouts == 144 && distinct == 144)
        #expect(try catalog.store.workers().isEmpty, "a solve's worker row goes when it is done")
    }
}

/// Errors collected from several threads.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ failure: String) { lock.withLock { list.append(failure) } }
    var all: [String] { lock.withLock { list } }
}
