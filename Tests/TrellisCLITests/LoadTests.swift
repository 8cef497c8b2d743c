import Foundation
import GRDB
import Testing

/// Many processes on one catalog, and a solve killed half-way.
@Suite("trellis under load", .serialized)
struct LoadTests {
    @Test("8 register processes at once, 100 screens each: 800 screens, no lost write, no lock error",
          arguments: [Workspace.Store.sqlite, .postgres])
    func concurrentRegisters(store: Workspace.Store) throws {
        let work = try Workspace(examples: false, store: store)
        for process in 0..<8 { try work.generateScreens(100, prefix: "P\(process)", in: "batch\(process)") }
        let started = try (0..<8).map { try CLI.start(["register", "batch\($0)"], in: work.url) }
        let results = started.map(CLI.finish)
        for (index, result) in results.enumerated() {
            #expect(result.status == 0, "process \(index): \(result.stderr)")
            #expect(!result.stderr.localizedCaseInsensitiveContains("locked"), "process \(index): \(result.stderr)")
        }
        let screens = try work.trellis("list", "screens", "--format", "json").rows
        #expect(screens.count == 800)
        #expect(Set(screens.compactMap { $0["name"] as? String }).count == 800)
        let revisions = try work.trellis("list", "revisions", "--format", "json").rows
        #expect(revisions.count == 8)
    }

    @Test("kill -9 half-way through a solve of 10,560 layouts: the catalog is intact and the rerun solves only the rest")
    func killedSolve() throws {
        let work = try Workspace(examples: false)
        try work.generateScreens(80, prefix: "Crash", in: "screens")
        #expect(try work.trellis("register", "screens").status == 0)
        let total = 80 * 11 * 12
        let database = work.path("trellis.sqlite")
        func solvedCount() throws -> Int {
            try DatabaseQueue(path: database).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM layouts") ?? 0 }
        }

        let solve = try CLI.start(["solve", "--jobs", "1"], in: work.url)
        var seen = 0
        let deadline = Date().addingTimeInterval(600)
        while solve.0.isRunning && Date() < deadline {
            seen = (try? solvedCount()) ?? seen
            if seen >= total / 4 { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(solve.0.isRunning, "the solve finished (\(seen) layouts) before it could be interrupted")
        kill(solve.0.processIdentifier, SIGKILL)
        let killed = CLI.finish(solve)
        #expect(killed.status == SIGKILL || solve.0.terminationReason == .uncaughtSignal)

        let (integrity, orphans, stored) = try DatabaseQueue(path: database).read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"),
             try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM layouts") ?? 0)
        }
        #expect(integrity == ["ok"])
        #expect(orphans == 0)
        #expect(stored > 0 && stored < total)

        let rerun = try work.trellis("solve", "--format", "json")
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(rerun.object["computed"] as? Int == total - stored)
        #expect(rerun.object["cached"] as? Int == stored)
        #expect(try solvedCount() == total)
    }
}
