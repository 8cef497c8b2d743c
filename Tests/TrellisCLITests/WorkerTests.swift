import Foundation
import Testing

/// `trellis worker` processes on a PostgreSQL catalog, and what happens when things go wrong:
/// a worker killed mid-batch, the database restarted under a solve, a wrong password.
@Suite("trellis worker on PostgreSQL", .serialized)
struct WorkerTests {
    /// Layouts stored, and how many distinct (screen revision, profile, engine) keys they have.
    private static func stored(_ url: String) throws -> (rows: Int, distinct: Int) {
        let line = try TestCluster.value(url, """
            SELECT COUNT(*) || ' ' || COUNT(DISTINCT (screen_revision_hash, profile_id, engine_version)) FROM layouts
            """).split(separator: " ")
        return (Int(line[0]) ?? -1, Int(line[1]) ?? -1)
    }

    @Test("three workers, one killed with kill -9 in the middle of 10,560 layouts: every result stored exactly once, the others finish")
    func killedWorker() throws {
        let work = try Workspace(examples: false, store: .postgres)
        let url = try #require(work.postgres)
        try work.generateScreens(80, prefix: "Work", in: "screens")
        #expect(try work.trellis("register", "screens").status == 0)
        let total = 80 * 11 * 12
        let enqueued = try work.trellis("solve", "--enqueue-only")
        #expect(enqueued.status == 0, "\(enqueued.stderr)")
        #expect(try TestCluster.value(url, "SELECT COUNT(*) || ' ' || SUM(profile_count) FROM work_items") == "80 \(total)",
                "one row of work per screen revision")

        let workers = try (0..<3).map { _ in try CLI.start(["worker", "--jobs", "1", "--exit-when-idle"], in: work.url) }
        let deadline = Date().addingTimeInterval(600)
        while workers[0].0.isRunning && Date() < deadline, (try? Self.stored(url).rows) ?? 0 < total / 4 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let listed = try work.trellis("list", "workers", "--format", "json").rows
        #expect(listed.count == 3, "trellis list workers shows the three: \(listed)")
        #expect(workers[0].0.isRunning, "the first worker finished before it could be killed")
        kill(workers[0].0.processIdentifier, SIGKILL)
        _ = CLI.finish(workers[0])
        for worker in workers.dropFirst() {
            let result = CLI.finish(worker)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let (rows, distinct) = try Self.stored(url)
        #expect(rows == total && distinct == total, "every layout once: \(rows) rows, \(distinct) distinct of \(total)")
        #expect(try TestCluster.value(url, "SELECT COUNT(*) FROM work_items") == "0")
        #expect(try TestCluster.value(url, """
            SELECT COUNT(*) FROM layouts l LEFT JOIN layout_results r ON r.layout_id = l.id WHERE r.layout_id IS NULL
            """) == "0", "nothing half-written")
        #expect(try TestCluster.value(url, """
            SELECT COUNT(*) FROM findings f LEFT JOIN layouts l ON l.id = f.layout_id WHERE l.id IS NULL
            """) == "0", "no finding without its layout (no foreign key checks it since 0008)")
        let check = try work.trellis("solve", "--format", "json")
        #expect(check.object["computed"] as? Int == 0 && check.object["cached"] as? Int == total)
    }

    @Test("the database restarted under a running solve: it reconnects or exits 3 saying so, and a rerun finishes the rest")
    func restartedDatabase() throws {
        let cluster = try TestCluster.privateCluster()
        defer { cluster.stop() }
        let url = try cluster.createDatabase()
        let work = try Workspace(examples: false)
        try work.generateScreens(60, prefix: "Restart", in: "screens")
        let environment = ["TRELLIS_DB": url]
        #expect(try work.trellis("register", "screens", environment: environment).status == 0)
        let total = 60 * 11 * 12
        let solve = try CLI.start(["solve", "--jobs", "1", "--format", "json"], in: work.url, environment: environment)
        let deadline = Date().addingTimeInterval(300)
        while solve.0.isRunning && Date() < deadline, (try? Self.stored(url).rows) ?? 0 < total / 5 {
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(solve.0.isRunning, "the solve finished before the restart")
        try cluster.restart()
        // Bounded: a solve that neither reconnects nor gives up fails the test instead of hanging it.
        let giveUp = Date().addingTimeInterval(180)
        while solve.0.isRunning && Date() < giveUp { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!solve.0.isRunning, "the solve neither finished nor exited within 180 s of the restart")
        if solve.0.isRunning { kill(solve.0.processIdentifier, SIGKILL) }
        let result = CLI.finish(solve)
        #expect(result.status == 0 || result.status == 3, "\(result.stderr)")
        if result.status == 3 {
            #expect(result.stderr.contains("PostgreSQL server") || result.stderr.contains("connection"), "\(result.stderr)")
        }
        #expect(!(result.stdout + result.stderr).contains("trellis-test"), "the password is never printed")
        let rerun = try work.trellis("solve", "--format", "json", environment: environment)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let (rows, distinct) = try Self.stored(url)
        #expect(rows == total && distinct == total)
    }

    @Test("a wrong password: exit 3, a clear message, and the password appears nowhere")
    func wrongPassword() throws {
        let cluster = try TestCluster.shared()
        let wrong = cluster.adminURL.replacingOccurrences(of: ":trellis-test@", with: ":Hunter2-wrong@")
        let work = try Workspace(examples: false)
        for environment in [["TRELLIS_DB": wrong],
                            ["TRELLIS_DB": wrong.replacingOccurrences(of: ":Hunter2-wrong@", with: "@"), "PGPASSWORD": "Hunter2-wrong"]] {
            let result = try work.trellis("list", "screens", environment: environment)
            #expect(result.status == 3)
            #expect(result.stderr.contains("password authentication failed"), "\(result.stderr)")
            #expect(!(result.stdout + result.stderr).contains("Hunter2"), "\(result.stderr)")
        }
    }
}
