import ArgumentParser
import Foundation
import TrellisCatalog

struct WorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "worker",
        abstract: "Solve the work a `trellis solve` recorded in a PostgreSQL catalog, alongside any number of other workers.",
        discussion: """
            Claims batches of missing layouts with SELECT … FOR UPDATE SKIP LOCKED, solves them and stores the results \
            in the transaction that completes the claim: a worker that is killed leaves its batch to the others and \
            nothing half-written. Waits for new work (LISTEN/NOTIFY) unless --exit-when-idle. `trellis list workers` \
            shows who is working on what.
            """)

    @OptionGroup var catalog: CatalogOptions

    @Flag(name: .customLong("exit-when-idle"), help: "Exit once the queue is empty (for CI) instead of waiting for new work.")
    var exitWhenIdle = false

    func run() throws {
        try running { () throws(TrellisError) in
            let opened = try catalog.open()
            guard opened.isShared else {
                throw .usage("trellis worker needs a PostgreSQL catalog (--db postgres://…); a SQLite catalog is solved in-process by trellis solve")
            }
            let worker = Worker(catalog: opened, jobs: catalog.jobs)
            let exitWhenIdle = self.exitWhenIdle
            let start = Date()
            let solved = try worker.run(until: { () throws(TrellisError) in
                guard exitWhenIdle else { return false }
                return try opened.queuedWork() == 0
            }, progress: { done in
                guard Terminal.stderrIsTerminal else { return }
                let queued = (try? opened.queuedWork()).map(String.init) ?? "?"
                let rate = Double(done) / max(Date().timeIntervalSince(start), 0.001)
                FileHandle.standardError.write(Data("\r\u{1B}[2Kworker \(worker.id): \(done) layouts solved · \(Int(rate))/s · \(queued) queued".utf8))
            })
            if Terminal.stderrIsTerminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            Terminal.print(String(format: "worker %@ solved %d layouts in %.2f s\n", worker.id, solved, Date().timeIntervalSince(start)))
        }
    }
}
